// What the API has done once and must not do twice, in its database: the provider's events handled,
// the analytics hits sent, and the paid invoices stored.
import type { Insertable } from "kysely";
import type { Db } from "../database/database.ts";
import type { Database, StoredPayment } from "../database/schema.ts";

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
