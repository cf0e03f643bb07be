// An invoice in the provider's JSON (the SDK's API version: it names its subscription under
// `parent.subscription_details`, a line its price under `pricing.price_details`). A discount shows
// in its `discounts` (expandable) and amounts, the subtotals before it, the totals after it.
import { describeOffer } from "../../../app/catalogue/offers";
import { shaped } from "../provider-shapes";
import type { Invoice, PaymentStore } from "../store";
import { list } from "./list";
import { priceJson } from "./price";
import { taxEntries, totalWithTax } from "../tax";

export function invoiceJson(store: PaymentStore, productName: string, i: Invoice) {
  const customerOf = store.customers.get(i.customerId);
  const automaticTax = store.subscriptions.get(i.subscriptionId)?.automaticTax ?? false;
  const price = priceJson(store.catalogue.prices.get(i.priceId)!, false);
  const total = totalWithTax(i.amount, i.tax);
  const tax = i.tax?.amount ?? 0;
  const excludingTax = total - tax;
  const subtotal = i.amount + (i.discount?.amount ?? 0);
  const discounts = i.discount ? [i.discount.id] : [];
  const discountAmounts = i.discount ? [{ amount: i.discount.amount, discount: i.discount.id }] : [];
  const pretaxCredits = discountAmounts.map((entry) => ({ ...entry, type: "discount" }));
  const paid = i.status === "paid" ? total : 0;
  const line = {
    id: `il_${i.id.slice(3)}`,
    object: "line_item",
    amount: subtotal,
    currency: i.currency.toLowerCase(),
    description: i.trial
      ? `Trial period for ${describeOffer(i.offer, productName).product}`
      : `1 × ${describeOffer(i.offer, productName).product}`,
    discount_amounts: discountAmounts,
    discountable: true,
    discounts: [],
    invoice: i.id,
    livemode: false,
    metadata: {},
    parent: {
      type: "subscription_item_details",
      subscription_item_details: {
        proration: false,
        proration_details: {},
        subscription: i.subscriptionId,
        subscription_item: i.subscriptionItemId,
      },
    },
    period: { start: i.periodStart, end: i.periodEnd },
    pretax_credit_amounts: pretaxCredits,
    pricing: {
      type: "price_details",
      price_details: { price: price.id, product: price.product },
      unit_amount_decimal: String(subtotal),
    },
    quantity: 1,
    quantity_decimal: "1",
    subscription: i.subscriptionId,
    subtotal,
    taxes: taxEntries(i.tax),
  };
  return shaped("invoice", {
    id: i.id,
    object: "invoice",
    account_country: "US",
    account_name: productName,
    amount_due: total,
    amount_overpaid: 0,
    amount_paid: paid,
    amount_remaining: total - paid,
    amount_shipping: 0,
    attempt_count: i.attempts,
    attempted: true,
    auto_advance: false,
    automatic_tax: {
      disabled_reason: null,
      enabled: automaticTax,
      liability: i.tax ? { type: "self" } : null,
      provider: i.tax ? "stripe" : null,
      status: i.tax ? "complete" : null,
    },
    billing_reason: i.billingReason,
    collection_method: "charge_automatically",
    created: i.created,
    currency: i.currency.toLowerCase(),
    customer: i.customerId,
    customer_email: customerOf?.email ?? null,
    customer_name: customerOf?.name ?? null,
    customer_tax_exempt: "none",
    discounts,
    effective_at: i.created,
    ending_balance: 0,
    issuer: { type: "self" },
    lines: list(`/v1/invoices/${i.id}/lines`, [line]),
    livemode: false,
    metadata: {},
    next_payment_attempt: i.nextPaymentAttempt,
    number: i.number,
    parent: {
      type: "subscription_details",
      subscription_details: { metadata: i.subscriptionMetadata, subscription: i.subscriptionId },
    },
    payment_settings: {},
    period_end: i.periodEnd,
    period_start: i.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    starting_balance: 0,
    status: i.status,
    status_transitions: { finalized_at: i.created, paid_at: i.paidAt },
    subtotal,
    subtotal_excluding_tax: subtotal - (i.tax?.behavior === "inclusive" ? tax : 0),
    total,
    total_discount_amounts: discountAmounts,
    total_excluding_tax: excludingTax,
    total_pretax_credit_amounts: pretaxCredits,
    total_taxes: taxEntries(i.tax),
    webhooks_delivered_at: i.created,
  });
}
