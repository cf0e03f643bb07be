// Money that went back from a paid invoice: each refund of its payment (a withdrawal's, or one
// made in the provider's Dashboard; the provider's `charge.refunded`) and a dispute the seller lost
// (`charge.dispute.closed`, status `lost`), recorded once by the provider's id against the invoice
// it undoes, as much as was moved. The readout takes each one's share net of tax off that payment's
// revenue (api/experiment/), a partial refund its part. Events are hints: the refunds are read again.
import type Stripe from "stripe";
import type { Db } from "../database/database.ts";
import { idOf } from "../stripe-client.ts";
import type { Billing } from "./billing.ts";

/** A refund's statuses whose money has gone, or is on its way, back to the buyer. */
const MOVED = new Set(["succeeded", "pending"]);

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

/** Records the refunds of a charge that paid one of the site's invoices (others are not the site's). */
export async function recordRefunds(db: Db, billing: Billing, charge: Stripe.Charge): Promise<void> {
  const intent = idOf(charge.payment_intent);
  const invoice = intent && (await billing.invoiceOfPayment(intent));
  if (!invoice) return;
  const refunds = (await billing.refundsOf(charge.id)).filter((refund) => MOVED.has(refund.status ?? ""));
  await recordReversals(
    db,
    invoice,
    refunds.map(({ id, amount, currency, created }) => ({ id, kind: "refund", amount, currency, created })),
  );
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
