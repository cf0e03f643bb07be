// What the provider's events report to GA4 (Measurement Protocol), once each and only for a buyer
// who agreed to analytics and has not withdrawn since (consent-withdrawals.ts): the trial start
// (value 0), the cancellation, and each paid invoice as a `purchase` (the money, when it comes).
// Each hit is claimed by a key that names the fact before it is sent, so a redelivered or racing
// event never sends it twice.
import { currencyDigits } from "../../app/contracts/checkout-api.ts";
import type { Db } from "../database/database.ts";
import type { StoredPayment, StoredSubscription } from "../database/schema.ts";
import type { SendHit } from "../measurement-protocol.ts";
import { consentWithdrawn } from "./consent-withdrawals.ts";
import { claimHit, paidBefore, releaseHit } from "./event-records.ts";

interface Hit {
  key: string;
  name: string;
  params: Record<string, unknown>;
}

/** The facts of a stored subscription worth a hit, each with a key that names it once. */
function subscriptionHits(row: StoredSubscription): Hit[] {
  const params = { subscription_id: row.id, item_id: row.offer, exp_variant_string: row.variant ?? "none" };
  const hits: Hit[] = [];
  if (row.trial_end) {
    hits.push({ key: `trial_start:${row.id}`, name: "trial_start", params: { ...params, value: 0 } });
  }
  if (row.cancel_at_period_end || row.status === "canceled") {
    const ends = (row.ended_at ?? row.current_period_end)?.toISOString() ?? "";
    hits.push({ key: `cancel:${row.id}:${ends}`, name: "subscription_cancel", params: { ...params, ends_at: ends } });
  }
  return hits;
}

export function subscriptionReports(sendHit: SendHit | undefined) {
  /**
   * Sends each hit not yet sent, for a buyer who agreed and has not withdrawn since (asked here too:
   * a withdrawal may land between the row's read and the send); a hit that fails is given back and
   * the error thrown.
   */
  async function report(db: Db, row: StoredSubscription, hits: Hit[]): Promise<void> {
    if (!sendHit || !row.analytics_consent || !row.client_id || hits.length === 0) return;
    if (await consentWithdrawn(db, row.client_id)) return;
    for (const hit of hits) {
      if (!(await claimHit(db, { ...hit, subscriptionId: row.id }))) continue;
      try {
        await sendHit(row.client_id, hit.name, hit.params);
      } catch (error) {
        // A timeout leaves it unknown whether GA got the hit: sent again, it might count twice. Only
        // a purchase, which GA keeps once per transaction id, is given back for the redelivery then.
        const maybeSent = error instanceof Error && error.name === "TimeoutError";
        if (maybeSent && hit.name !== "purchase") continue;
        await releaseHit(db, hit.key);
        throw error;
      }
    }
  }

  return {
    /** What is new about the subscription: its trial's start, its cancellation. */
    changes: (db: Db, row: StoredSubscription) => report(db, row, subscriptionHits(row)),

    /** A stored payment as GA4's `purchase`, its invoice the transaction: its value net of tax, the tax apart. */
    async purchase(db: Db, row: StoredSubscription, payment: StoredPayment) {
      const scale = 10 ** currencyDigits(payment.currency);
      const value = payment.amount / scale;
      const first = !(await paidBefore(db, row.id));
      await report(db, row, [
        {
          key: `purchase:${payment.invoice_id}`,
          name: "purchase",
          params: {
            transaction_id: payment.invoice_id,
            value,
            tax: payment.tax / scale,
            currency: payment.currency,
            items: [{ item_id: row.offer, item_name: row.offer, price: value, quantity: 1 }],
            first_payment: first,
            subscription_id: row.id,
            exp_variant_string: row.variant ?? "none",
          },
        },
      ]);
    },
  };
}
