// The provider's side of money going back, through its official SDK: a withdrawal's (withdrawals.ts)
// subscription ended at once and its invoice's payment refunded, asked with an idempotency key so
// a retried withdrawal refunds nothing twice; and, for what went back (reversals.ts), a charge's
// refunds and the invoice a payment paid. billing.ts offers them with the rest.
import type Stripe from "stripe";
import { idOf } from "../stripe-client.ts";

export function refunds(stripe: Stripe) {
  return {
    /**
     * Ends the subscription now (not at its period's end); answers it as it is then. One ended
     * already (a withdrawal tried again) is answered as it is: the provider refuses a second end.
     */
    async endNow(id: string): Promise<Stripe.Subscription> {
      const current = await stripe.subscriptions.retrieve(id);
      return current.status === "canceled" ? current : stripe.subscriptions.cancel(id);
    },

    /**
     * Refunds `amount` (minor units) of an invoice's payment to the payment method it was paid with;
     * `key` names the withdrawal, so a second ask makes no second refund. Answers what was refunded.
     */
    async refundInvoice(invoice: string, amount: number, key: string): Promise<number> {
      if (amount <= 0) return 0;
      const { data } = await stripe.invoicePayments.list({ invoice, limit: 10 });
      const paid = data.find((payment) => payment.status === "paid" && payment.payment.payment_intent);
      const intent = paid?.payment.payment_intent;
      if (!intent) throw new Error(`Invoice ${invoice} has no paid payment to refund.`);
      const refund = await stripe.refunds.create(
        {
          payment_intent: typeof intent === "string" ? intent : intent.id,
          amount: Math.min(amount, paid.amount_paid ?? amount),
          reason: "requested_by_customer",
          metadata: { withdrawal: key },
        },
        { idempotencyKey: `withdrawal-refund:${key}:${invoice}` },
      );
      return refund.amount;
    },

    /** Every refund of a charge, newest first (a charge is refunded a few times at most). */
    refundsOf: async (charge: string) => (await stripe.refunds.list({ charge, limit: 100 })).data,

    /** The invoice a PaymentIntent paid; null for a payment that paid none. */
    async invoiceOfPayment(paymentIntent: string): Promise<string | null> {
      const { data } = await stripe.invoicePayments.list({
        payment: { type: "payment_intent", payment_intent: paymentIntent },
        limit: 1,
      });
      return idOf(data[0]?.invoice);
    },
  };
}
