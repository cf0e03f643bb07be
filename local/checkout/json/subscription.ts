// A subscription in the provider's JSON (the SDK's API version: its period is on its item).
import { shaped } from "../provider-shapes";
import type { PaymentStore, Subscription } from "../store";
import { paymentMethodId } from "./customer";
import { list } from "./list";
import { priceJson } from "./price";

export function subscriptionJson(store: PaymentStore, s: Subscription, withCurrencyOptions = false) {
  const card = store.customers.get(s.customerId)?.card;
  const price = priceJson(store.catalogue.prices.get(s.priceId)!, withCurrencyOptions);
  const item = {
    id: s.itemId,
    object: "subscription_item",
    created: s.created,
    current_period_end: s.periodEnd,
    current_period_start: s.periodStart,
    current_trial: null,
    metadata: {},
    plan: {
      id: price.id,
      object: "plan",
      active: true,
      amount: price.unit_amount,
      amount_decimal: price.unit_amount_decimal,
      billing_scheme: "per_unit",
      created: price.created,
      currency: price.currency,
      interval: price.recurring!.interval,
      interval_count: 1,
      livemode: false,
      metadata: {},
      meter: null,
      nickname: null,
      product: price.product,
      tiers_mode: null,
      transform_usage: null,
      trial_period_days: null,
      usage_type: "licensed",
    },
    price,
    quantity: 1,
    subscription: s.id,
  };
  return shaped("subscription", {
    id: s.id,
    object: "subscription",
    automatic_tax: {
      disabled_reason: null,
      enabled: s.automaticTax,
      liability: s.automaticTax ? { type: "self" } : null,
    },
    billing_cycle_anchor: s.trialEnd ?? s.created,
    billing_mode: { type: "classic" },
    cancel_at: s.cancelAtPeriodEnd ? s.periodEnd : null,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    canceled_at: s.canceledAt,
    cancellation_details: {
      feedback_option: null,
      reason: s.canceledAt === null ? null : "cancellation_requested",
    },
    collection_method: "charge_automatically",
    created: s.created,
    currency: s.currency.toLowerCase(),
    customer: s.customerId,
    default_payment_method: card ? paymentMethodId(card) : null,
    discounts: s.discountId ? [s.discountId] : [],
    ended_at: s.endedAt,
    invoice_settings: { issuer: { type: "self" } },
    items: list(`/v1/subscription_items?subscription=${s.id}`, [item]),
    latest_invoice: s.latestInvoiceId,
    livemode: false,
    metadata: s.metadata,
    start_date: s.created,
    status: s.status,
    trial_end: s.trialEnd,
    trial_settings: { end_behavior: { billing_cycle_anchor: null, missing_payment_method: "create_invoice" } },
    trial_start: s.trialStart,
  });
}
