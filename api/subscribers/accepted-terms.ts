// The terms a buyer accepted at a subscription's checkout, kept with the sale: the evidence of the
// express request to start at once within the withdrawal period (api/subscribers/billing.ts asks
// it), which a withdrawal reads. The first checkout's stays.
import type { Db } from "../database/database.ts";

export async function recordAcceptedTerms(
  db: Db,
  subscriptionId: string,
  checkout: { sessionId: string; words: string | null },
): Promise<void> {
  await db
    .insertInto("accepted_terms")
    .values({ subscription_id: subscriptionId, checkout_session_id: checkout.sessionId, words: checkout.words })
    .onConflict((c) => c.column("subscription_id").doNothing())
    .execute();
}

/** The terms accepted for a subscription, or null when its checkout asked none. */
export const acceptedTermsOf = (db: Db, subscriptionId: string) =>
  db.selectFrom("accepted_terms").selectAll().where("subscription_id", "=", subscriptionId).executeTakeFirst();
