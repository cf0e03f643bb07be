// The subscriptions in the API's database as last read from the provider, and the trials given.
import { sql } from "kysely";
import { planOfOffer } from "../../app/contracts/subscription-api.ts";
import type { Db } from "../database/database.ts";
import type { NewSubscription, StoredSubscription } from "../database/schema.ts";
import { consentWithdrawn } from "./consent-withdrawals.ts";
import { isLive } from "./subscription-record.ts";

export async function storedSubscription(db: Db, id: string): Promise<StoredSubscription | null> {
  return (await db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** A subscription of one of the person's customers, and whether that customer was found only by their email. */
export type HeldSubscription = StoredSubscription & { found_by_email: boolean };

/** Every subscription of every customer of the person, newest first. */
export async function subscriptionsOfPerson(db: Db, person: string): Promise<HeldSubscription[]> {
  return db
    .selectFrom("subscriptions")
    .innerJoin("customers", "customers.customer_id", "subscriptions.customer_id")
    .selectAll("subscriptions")
    .select("customers.found_by_email")
    .where("customers.person", "=", person)
    .orderBy("subscriptions.created_at", "desc")
    .execute();
}

/** What a subscription was sold under: known once, never lost to a later read without it. */
const SALE_COLUMNS: string[] = ["variant", "client_id", "analytics_consent"];

/**
 * Stores a subscription as read from the provider, unless a read that began later is stored
 * already (so concurrent and out-of-order syncs end in the newest state); what it was sold under,
 * once known, is never lost to a read that does not carry it. A consent withdrawn under the sale's
 * client id (consent-withdrawals.ts), before or after, holds for it.
 */
export async function storeSubscription(db: Db, sold: NewSubscription & { synced_at: Date }): Promise<void> {
  const withdrawn = sold.client_id && sold.analytics_consent && (await consentWithdrawn(db, sold.client_id));
  const row = withdrawn ? { ...sold, analytics_consent: false } : sold;
  // The state as read; the sale's three columns only where this read carries the sale.
  const state = Object.fromEntries(
    Object.entries(row).filter(([column]) => column !== "id" && !SALE_COLUMNS.includes(column)),
  ) as Partial<NewSubscription>;
  await db
    .insertInto("subscriptions")
    .values(row)
    .onConflict((c) =>
      c
        .column("id")
        .doUpdateSet({
          ...state,
          variant: sql`coalesce(excluded.variant, subscriptions.variant)`,
          client_id: sql`coalesce(excluded.client_id, subscriptions.client_id)`,
          // Known once with the sale; afterwards it can only be withdrawn (consent-withdrawals.ts), never granted again.
          analytics_consent: sql`case when excluded.client_id is null then subscriptions.analytics_consent when subscriptions.client_id is null then excluded.analytics_consent else subscriptions.analytics_consent and excluded.analytics_consent end`,
        })
        .where("subscriptions.synced_at", "<=", sql<Date>`excluded.synced_at`),
    )
    .execute();
  // A read that began before the stored one still brings the sale, if the stored one had none.
  if (row.client_id) {
    await db
      .updateTable("subscriptions")
      .set({
        client_id: row.client_id,
        variant: sql`coalesce(subscriptions.variant, ${row.variant ?? null})`,
        analytics_consent: row.analytics_consent ?? false,
      })
      .where("id", "=", row.id)
      .where("client_id", "is", null)
      .execute();
  }
}

export async function grantTrial(db: Db, person: string, subscription: string): Promise<void> {
  await db
    .insertInto("trials")
    .values({ person, subscription_id: subscription })
    .onConflict((c) => c.doNothing())
    .execute();
}

export async function hadTrial(db: Db, person: string): Promise<boolean> {
  return !!(await db.selectFrom("trials").select("person").where("person", "=", person).executeTakeFirst());
}

/**
 * Whether the person has had the plans' trial: given to them (`hadTrial`), or on a plan subscription
 * of their own — one bought with their email by somebody else (found by email) is not theirs.
 */
export function planTrialUsed(subscriptions: HeldSubscription[], given: boolean): boolean {
  return (
    given ||
    subscriptions.some((row) => row.trial_end !== null && planOfOffer(row.offer) !== null && !row.found_by_email)
  );
}

/** The person's live subscription to a plan (the newest, should there ever be two). */
export function livePlan(subscriptions: StoredSubscription[]): StoredSubscription | null {
  return subscriptions.find((row) => isLive(row) && planOfOffer(row.offer) !== null) ?? null;
}
