// The invoice a subscription's renewal will make, as the provider's `invoice.upcoming` event carries
// it: no id yet (the provider's "the received Invoice object will not have an invoice ID"), a draft
// with `billing_reason: upcoming`, the next period's line and amount in the subscription's currency,
// `next_payment_attempt` when the card will be charged (the period's end), less the subscription's
// discount if it still applies then, the subscription under
// `parent.subscription_details` as on the other invoices.
import { nextPeriodEnd, unitAmount } from "../catalogue";
import { invoiceDiscount } from "../discounts";
import type { Invoice, PaymentStore, Subscription } from "../store";
import { invoiceJson } from "./invoice";

export function upcomingInvoiceJson(store: PaymentStore, productName: string, sub: Subscription) {
  const price = store.catalogue.prices.get(sub.priceId)!;
  const renewal = sub.periodEnd;
  const full = unitAmount(price, sub.currency) ?? 0;
  const discount = invoiceDiscount(store, sub, renewal, full);
  const amount = full - (discount?.amount ?? 0);
  const draft: Invoice = {
    id: "in_upcoming",
    number: "",
    customerId: sub.customerId,
    subscriptionId: sub.id,
    subscriptionItemId: sub.itemId,
    created: renewal,
    priceId: sub.priceId,
    offer: sub.offer,
    currency: sub.currency,
    amount,
    discount,
    tax: store.subscriptionTax(sub, amount),
    status: "open",
    billingReason: "subscription_cycle",
    periodStart: renewal,
    periodEnd: nextPeriodEnd(renewal, price),
    paidAt: null,
    trial: false,
    subscriptionMetadata: { ...sub.metadata },
    attempts: 0,
    nextPaymentAttempt: renewal,
    paymentIntentId: null,
    chargeId: null,
  };
  const { lines, status_transitions: transitions, ...invoice } = invoiceJson(store, productName, draft);
  const upcoming = {
    ...invoice,
    attempted: false,
    billing_reason: "upcoming",
    effective_at: null,
    lines: {
      ...lines,
      url: `/v1/invoices/upcoming/lines?subscription=${sub.id}`,
      data: lines.data.map((line) => ({ ...line, id: `il_tmp_${sub.itemId.slice(3)}`, invoice: null })),
    },
    number: null,
    status: "draft",
    status_transitions: { ...transitions, finalized_at: null },
    webhooks_delivered_at: null,
  };
  Reflect.deleteProperty(upcoming, "id");
  return upcoming as Omit<typeof upcoming, "id">;
}
