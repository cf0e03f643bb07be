// Money that went back from a paid invoice: each refund of its payment (a withdrawal's, or one
// made in the provider's Dashboard; the provider's `charge.refunded`) and a dispute the seller lost
// (`charge.dispute.closed`, status `lost`), recorded once by the provider's id against the invoice
// it undoes, as much as was moved; a refund that failed later (`refund.failed`: the card could not
// take it) is taken off the record again, its money kept. The readout takes each one's share net of
// tax off that payment's revenue (api/experiment/), a partial refund its part. Events are hints:
// the charge's refunds are read again.
import type Stripe from "stripe";
import type { Db } from "../database/database.ts";
import { idOf } from "../stripe-client.ts";
import type { Billing } from "./billing.ts";

/** A refund's statuses whose money has gone, or is on its way, back to the buyer; and those whose money stayed. */
const MOVED = new Set(["succeeded", "pending"]);
const STAYED = new Set(["failed", "canceled"]);

type Reversal = { id: string; kind: "refund" | "dispute"; amount: number; currency: string; created: number };

async function recordReversals(db: Db, invoiceId: string, reversals: Reversal[]): Promise<void> {
  if (reversals.length === 0) return;
  await db
    .insertInto("payment_reversals")
    .values(
      reversals.map(({ id, kind, amount, currency, created }) => ({
        id,
        invoice_id: invoiceId,
        kind,
        amount,
        currency: currency.toUpperCase(),
        reversed_at: new Date(created * 1000),
      })),
    )
    // Once each: a refund's amount never changes, and a redelivered event finds it recorded.
    .onConflict((c) => c.column("id").doNothing())
    .execute();
}

/**
 * Records the refunds of a charge that paid one of the site's invoices (others are not the site's),
 * and takes off the record those that failed or were cancelled since.
 */
export async function recordRefunds(
  db: Db,
  billing: Billing,
  charge: { id: string; payment_intent: string | Stripe.PaymentIntent | null },
): Promise<void> {
  const intent = idOf(charge.payment_intent);
  const invoice = intent && (await billing.invoiceOfPayment(intent));
  if (!invoice) return;
  const refunds = await billing.refundsOf(charge.id);
  const stayed = refunds.filter((refund) => STAYED.has(refund.status ?? "")).map((refund) => refund.id);
  if (stayed.length > 0) await db.deleteFrom("payment_reversals").where("id", "in", stayed).execute();
  await recordReversals(
    db,
    invoice,
    refunds
      .filter((refund) => MOVED.has(refund.status ?? ""))
      .map(({ id, amount, currency, created }) => ({ id, kind: "refund", amount, currency, created })),
  );
}

/** A refund that failed: its charge's refunds read again, so its money counts as kept. */
export async function recordFailedRefund(db: Db, billing: Billing, refund: Stripe.Refund): Promise<void> {
  const charge = idOf(refund.charge);
  if (charge) await recordRefunds(db, billing, { id: charge, payment_intent: refund.payment_intent });
}

/** Records a dispute of an invoice's payment once it is lost: its amount went back to the buyer's bank. */
export async function recordLostDispute(db: Db, billing: Billing, dispute: Stripe.Dispute): Promise<void> {
  if (dispute.status !== "lost") return;
  const intent = idOf(dispute.payment_intent);
  const invoice = intent && (await billing.invoiceOfPayment(intent));
  if (!invoice) return;
  const { id, amount, currency, created } = dispute;
  await recordReversals(db, invoice, [{ id, kind: "dispute", amount, currency, created }]);
}
