// The API's facts about subscribers in its database (api/database/schema.ts): who is whose customer,
// the subscriptions as last read from the provider, trials given, events handled, hits sent.
import { sql } from "kysely";
import { planOfOffer } from "../../app/contracts/subscription-api.ts";
import type { Insertable } from "kysely";
import type { Db } from "../database/database.ts";
import type { Database, NewSubscription, StoredPayment, StoredSubscription } from "../database/schema.ts";
import { isLive } from "./subscription-record.ts";

/** The person's own customer: the first linked (the one made for them, or their first purchase's). */
export async function customerOf(db: Db, person: string): Promise<string | null> {
  const row = await db
    .selectFrom("customers")
    .select("customer_id")
    .where("person", "=", person)
    .orderBy("created_at")
    .orderBy("customer_id")
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

export async function personOf(db: Db, customer: string): Promise<string | null> {
  const row = await db.selectFrom("customers").select("person").where("customer_id", "=", customer).executeTakeFirst();
  return row?.person ?? null;
}

/** Links the customer to the person, unless it is somebody's already. */
export async function linkCustomer(db: Db, person: string, customer: string): Promise<void> {
  await db
    .insertInto("customers")
    .values({ person, customer_id: customer })
    .onConflict((c) => c.column("customer_id").doNothing())
    .execute();
}

export async function storedSubscription(db: Db, id: string): Promise<StoredSubscription | null> {
  return (await db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** Every subscription of every customer of the person, newest first. */
export async function subscriptionsOfPerson(db: Db, person: string): Promise<StoredSubscription[]> {
  return db
    .selectFrom("subscriptions")
    .innerJoin("customers", "customers.customer_id", "subscriptions.customer_id")
    .selectAll("subscriptions")
    .where("customers.person", "=", person)
    .orderBy("subscriptions.created_at", "desc")
    .execute();
}

export interface PersonEmail {
  email: string | null;
  email_verified: boolean;
  checked_at: Date;
}

export async function personEmail(db: Db, person: string): Promise<PersonEmail | null> {
  return (
    (await db
      .selectFrom("people")
      .select(["email", "email_verified", "checked_at"])
      .where("person", "=", person)
      .executeTakeFirst()) ?? null
  );
}

export async function rememberPersonEmail(db: Db, person: string, value: PersonEmail): Promise<void> {
  await db
    .insertInto("people")
    .values({ person, ...value })
    .onConflict((c) => c.column("person").doUpdateSet(value))
    .execute();
}

/** The people whose identity provider said this email is theirs and verified. */
export async function peopleWithVerifiedEmail(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom("people")
    .select("person")
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .where("email_verified", "=", true)
    .execute();
  return rows.map((row) => row.person);
}

/** What a subscription was sold under: known once, never lost to a later read without it. */
const SALE_COLUMNS: string[] = ["variant", "client_id", "analytics_consent"];

/**
 * Stores a subscription as read from the provider, unless a read that began later is stored
 * already (so concurrent and out-of-order syncs end in the newest state); what it was sold under,
 * once known, is never lost to a read that does not carry it.
 */
export async function storeSubscription(db: Db, row: NewSubscription & { synced_at: Date }): Promise<void> {
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
          // Known once with the sale; afterwards it can only be withdrawn (api/experiment/exposures.ts), never granted again.
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

/** The person's live subscription to a plan (the newest, should there ever be two). */
export function livePlan(subscriptions: StoredSubscription[]): StoredSubscription | null {
  return subscriptions.find((row) => isLive(row) && planOfOffer(row.offer) !== null) ?? null;
}

export async function eventHandled(db: Db, id: string): Promise<boolean> {
  return !!(await db.selectFrom("webhook_events").select("id").where("id", "=", id).executeTakeFirst());
}

export async function markEventHandled(db: Db, id: string, type: string): Promise<void> {
  await db
    .insertInto("webhook_events")
    .values({ id, type })
    .onConflict((c) => c.doNothing())
    .execute();
}

/** Claims a hit's key: true when this call is the one to send it (no one has). */
export async function claimHit(
  db: Db,
  hit: { key: string; name: string; subscriptionId: string | null; params: Record<string, unknown> },
): Promise<boolean> {
  const claimed = await db
    .insertInto("analytics_hits")
    .values({ key: hit.key, name: hit.name, subscription_id: hit.subscriptionId, params: JSON.stringify(hit.params) })
    .onConflict((c) => c.doNothing())
    .returning("key")
    .executeTakeFirst();
  return !!claimed;
}

/** Gives a claimed hit back when it could not be sent, so the provider's redelivery sends it. */
export async function releaseHit(db: Db, key: string): Promise<void> {
  await db.deleteFrom("analytics_hits").where("key", "=", key).execute();
}

/** The checkouts made for the person that may still be open. */
export async function checkoutsOf(db: Db, person: string): Promise<string[]> {
  return (await db.selectFrom("checkouts").select("id").where("person", "=", person).execute()).map((row) => row.id);
}

export async function forgetCheckouts(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom("checkouts").where("id", "in", ids).execute();
}

export async function rememberCheckout(db: Db, person: string, id: string): Promise<void> {
  await db
    .insertInto("checkouts")
    .values({ id, person })
    .onConflict((c) => c.doNothing())
    .execute();
}

/** Stores a paid invoice once, whichever of its events comes first or again. */
export async function recordPayment(db: Db, payment: Insertable<Database["payments"]>): Promise<void> {
  await db
    .insertInto("payments")
    .values(payment)
    .onConflict((c) => c.column("invoice_id").doNothing())
    .execute();
}

/** The subscription's paid invoices, oldest first. */
export async function paymentsOf(db: Db, subscription: string): Promise<StoredPayment[]> {
  return db
    .selectFrom("payments")
    .selectAll()
    .where("subscription_id", "=", subscription)
    .orderBy("paid_at")
    .orderBy("invoice_id")
    .execute();
}

export async function paidBefore(db: Db, subscription: string): Promise<boolean> {
  const row = await db
    .selectFrom("analytics_hits")
    .select("key")
    .where("name", "=", "purchase")
    .where("subscription_id", "=", subscription)
    .executeTakeFirst();
  return !!row;
}
