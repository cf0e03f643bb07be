// The payment stand-in's leeway against the provider's published examples (provider-shapes.test.ts).
import type Stripe from "stripe";

// Where the stand-in may differ from a fixture, written as paths into the SDK's type for the object
// and checked by the compiler against it (the SDK's types are generated from the provider's OpenAPI
// spec for its pinned API version): `null` only where that type allows null, and a field the
// fixture lacks only where that type declares it (added after the fixtures' version, or expanded).
type Field<T, K extends string> = T extends readonly (infer I)[]
  ? Field<I, K>
  : T extends object
    ? K extends keyof T
      ? T[K]
      : never
    : never;
type At<T, P extends string> = P extends `${infer K}.${infer Rest}` ? At<Field<T, K>, Rest> : Field<T, P>;
type Nullable<T, P extends string> = P extends unknown ? (null extends At<T, P> ? P : never) : never;
type Declared<T, P extends string> = P extends unknown ? ([At<T, P>] extends [never] ? never : P) : never;

interface Leeway {
  nullable: readonly string[];
  added: readonly string[];
}

const leeway =
  <T>() =>
  <const N extends string = never, const A extends string = never>(paths: {
    nullable?: Nullable<T, N>[];
    added?: Declared<T, A>[];
  }): Leeway => ({ nullable: paths.nullable ?? [], added: paths.added ?? [] });

export const leeways: Record<string, Leeway> = {
  "checkout.session": leeway<Stripe.Checkout.Session>()({
    nullable: [
      "adaptive_pricing",
      "after_expiration",
      "automatic_tax.liability",
      "cancel_url",
      "collected_information",
      "consent",
      "consent.promotions",
      "consent_collection",
      "consent_collection.payment_method_reuse_agreement",
      "currency_conversion",
      "custom_text.after_submit",
      "custom_text.shipping_address",
      "custom_text.submit",
      "custom_text.terms_of_service_acceptance",
      "customer_details",
      "customer_details.address",
      "invoice_creation",
      "managed_payments",
      "payment_intent",
      "payment_method_configuration_details",
      "permissions",
      "saved_payment_method_options",
      "shipping_address_collection",
      "shipping_cost",
      "url",
      "wallet_options",
    ],
    added: ["allowed_payment_method_types", "line_items"],
  }),
  item: leeway<Stripe.LineItem>()({
    nullable: ["adjustable_quantity", "price.custom_unit_amount", "price.transform_quantity"],
  }),
  subscription: leeway<Stripe.Subscription>()({
    nullable: [
      "automatic_tax.liability",
      "billing_cycle_anchor_config",
      "billing_mode.flexible",
      "billing_thresholds",
      "cancel_at",
      "canceled_at",
      "ended_at",
      "items.data.billing_thresholds",
      "items.data.plan.transform_usage",
      "items.data.price.custom_unit_amount",
      "items.data.price.transform_quantity",
      "managed_payments",
      "next_pending_invoice_item_invoice",
      "pause_collection",
      "payment_settings",
      "pending_invoice_item_interval",
      "pending_update",
      "transfer_data",
      // A subscription started without a trial.
      "trial_end",
      "trial_start",
    ],
    added: [
      "cancellation_details.feedback_option",
      "items.data.current_trial",
      "trial_settings.end_behavior.billing_cycle_anchor",
    ],
  }),
  invoice: leeway<Stripe.Invoice>()({
    nullable: [
      "automatic_tax.liability",
      "customer_address",
      "customer_shipping",
      "due_date",
      // An upcoming invoice (invoice.upcoming) is a draft: not yet in effect, no webhooks yet.
      "effective_at",
      "from_invoice",
      "last_finalization_error",
      "lines.data.invoice",
      "lines.data.parent.invoice_item_details",
      "lines.data.parent.subscription_item_details.proration_details.credited_items",
      "next_payment_attempt",
      "parent.quote_details",
      "payment_settings.payment_method_options",
      "rendering",
      "shipping_cost",
      "shipping_details",
      "webhooks_delivered_at",
    ],
    added: ["lines.data.pricing.price_details"],
  }),
  customer: leeway<Stripe.Customer>()({
    nullable: ["address", "currency", "discount", "invoice_settings.rendering_options", "shipping"],
  }),
  event: leeway<Stripe.Event>()({ added: ["data.previous_attributes"] }),
  charge: leeway<Stripe.Charge>()({
    nullable: [
      "balance_transaction",
      "billing_details.address",
      "payment_method_details",
      "receipt_url",
      "shipping",
      "source",
      "transfer_data",
    ],
    added: ["outcome.risk_level"],
  }),
  // A failed refund says why (the provider's examples are of one that succeeded).
  refund: leeway<Stripe.Refund>()({ added: ["failure_reason"] }),
  dispute: leeway<Stripe.Dispute>()({
    added: ["evidence_details.submission_method", "intended_submission_method", "network_reason_code"],
  }),
  "billing_portal.session": leeway<Stripe.BillingPortal.Session>()({
    nullable: [
      "flow.after_completion.hosted_confirmation",
      "flow.subscription_cancel.retention",
      "flow.subscription_update",
      "flow.subscription_update_confirm",
    ],
    added: ["flow.customer_update", "flow.subscription_pause"],
  }),
};
