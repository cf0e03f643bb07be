// What a person has at the payment provider now: every customer of theirs read side by side and
// stored, and which of those customers were found only by their email (never theirs by making).
import type Stripe from "stripe";
import type { Db } from "../database/database.ts";
import type { Billing } from "./billing.ts";
import type { Lifecycle } from "./lifecycle.ts";
import { markFoundByEmail } from "./people.ts";

export function theirSubscriptions(billing: Billing, life: Lifecycle) {
  /**
   * The person's subscriptions at every customer of theirs, as the provider says now, stored, and
   * which customers were found only by their email. No transaction waits on the provider.
   */
  return async function refresh(db: Db, person: string): Promise<{ all: Stripe.Subscription[]; byEmail: Set<string> }> {
    const customers = await db
      .selectFrom("customers")
      .select(["customer_id", "found_by_email"])
      .where("person", "=", person)
      .execute();
    // Asked side by side: a person with several customers waits for the slowest, not for the sum.
    const read = await Promise.all(
      customers.map(async (customer) => {
        const readAt = new Date();
        return { ...customer, readAt, subscriptions: await billing.subscriptionsOf(customer.customer_id) };
      }),
    );
    const byEmail = new Set<string>();
    for (const { customer_id, found_by_email, readAt, subscriptions } of read) {
      // Every checkout the API makes names the person; a customer whose sales never did is not theirs by making.
      const madeElsewhere = subscriptions.length > 0 && subscriptions.every((sub) => sub.metadata?.person !== person);
      if (!found_by_email && madeElsewhere) {
        await markFoundByEmail(
          db,
          person,
          customer_id,
          subscriptions.map((sub) => sub.id),
        );
      }
      if (found_by_email || madeElsewhere) byEmail.add(customer_id);
      await life.store(db, subscriptions, readAt);
    }
    const all = read.flatMap(({ subscriptions }) => subscriptions).sort((a, b) => b.created - a.created);
    return { all, byEmail };
  };
}

/** Reads a person's subscriptions afresh from the provider (and stores what it finds). */
export type TheirSubscriptions = ReturnType<typeof theirSubscriptions>;
