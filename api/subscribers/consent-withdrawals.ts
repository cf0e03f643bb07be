// A visitor's withdrawn analytics consent, kept by their client id (a tombstone) so it holds for
// every sale under that id, the ones stored before it and the ones stored after (a webhook that
// comes later, a checkout opened earlier in another tab). Stored subscriptions take it
// (stored-subscriptions.ts) and no hit is sent under it (subscription-hits.ts). It is kept as long as
// the subscriptions are, since a sale under the id can still come: docs/decisions/022-consent-withdrawal-tombstones.md
import type { Db } from "../database/database.ts";

/** Records the withdrawal, then takes the consent from the sales stored already; safe to repeat. */
export async function recordWithdrawal(db: Db, clientId: string): Promise<void> {
  await db
    .insertInto("consent_withdrawals")
    .values({ client_id: clientId })
    .onConflict((c) => c.column("client_id").doNothing())
    .execute();
  await db
    .updateTable("subscriptions")
    .set({ analytics_consent: false })
    .where("client_id", "=", clientId)
    .where("analytics_consent", "=", true)
    .execute();
}

/** Whether the visitor under this client id has withdrawn their consent. */
export async function consentWithdrawn(db: Db, clientId: string): Promise<boolean> {
  const row = await db
    .selectFrom("consent_withdrawals")
    .select("client_id")
    .where("client_id", "=", clientId)
    .executeTakeFirst();
  return !!row;
}
