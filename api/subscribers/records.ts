// The API's facts about subscribers in its database (api/database/schema.ts): who is whose customer,
// the subscriptions as last read from the provider, trials given, events handled, hits sent.
import { sql } from "kysely";
import type { Db } from "../database/database.ts";
import type { NewSubscription, StoredSubscription } from "../database/schema.ts";
import { isLive } from "./subscription-record.ts";

/**
 * Runs `work` in a transaction that holds a lock named `key` until it ends: the same person's or
 * subscription's work, from any server, one at a time.
 */
export const withLock = <T>(db: Db, key: string, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
    return work(trx);
  });

export async function customerOf(db: Db, person: string): Promise<string | null> {
  const row = await db.selectFrom("customers").select("customer_id").where("person", "=", person).executeTakeFirst();
  return row?.customer_id ?? null;
}

export async function personOf(db: Db, customer: string): Promise<string | null> {
  const row = await db.selectFrom("customers").select("person").where("customer_id", "=", customer).executeTakeFirst();
  return row?.person ?? null;
}

export async function linkCustomer(db: Db, person: string, customer: string): Promise<void> {
  await db
    .insertInto("customers")
    .values({ person, customer_id: customer })
    .onConflict((c) => c.doNothing())
    .execute();
}

export async function storedSubscription(db: Db, id: string): Promise<StoredSubscription | null> {
  return (await db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function subscriptionsOfCustomer(db: Db, customer: string): Promise<StoredSubscription[]> {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("customer_id", "=", customer)
    .orderBy("created_at", "desc")
    .execute();
}

export async function storeSubscription(db: Db, row: NewSubscription): Promise<void> {
  const { id, ...changes } = row;
  await db
    .insertInto("subscriptions")
    .values({ id, ...changes })
    .onConflict((c) => c.column("id").doUpdateSet(changes))
    .execute();
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
  return subscriptions.find((row) => isLive(row) && /^(pro|max)-/.test(row.offer)) ?? null;
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

export async function paidBefore(db: Db, subscription: string): Promise<boolean> {
  const row = await db
    .selectFrom("analytics_hits")
    .select("key")
    .where("name", "=", "purchase")
    .where("subscription_id", "=", subscription)
    .executeTakeFirst();
  return !!row;
}
