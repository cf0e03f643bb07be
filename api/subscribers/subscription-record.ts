// What the site keeps of a subscription the provider reports: its offer, state and dates, and
// what it was sold under (the sale's metadata, or the checkout's client reference for one bought
// through a payment link). Pure: the provider's object in, the row out.
import type Stripe from "stripe";
import { isClientId, isReferenceVariant, type ClientReference } from "../../app/contracts/client-reference.ts";
import { isOfferId } from "../../app/contracts/offer-ids.ts";
import type { NewSubscription } from "../database/schema.ts";
import { idOf } from "../stripe-client.ts";

/** Statuses of a subscription that still serves (or will, once paid): a second one must not be sold. */
const LIVE = new Set(["trialing", "active", "past_due", "unpaid", "paused"]);

export const isLive = (subscription: { status: string }) => LIVE.has(subscription.status);

const instant = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * Who bought it and what they saw: the sale's metadata (a checkout the API made), else the
 * checkout's client reference (a payment link); null when this read carries neither (the stored
 * row keeps what it knows: stored-subscriptions.ts).
 */
function saleOf(metadata: Stripe.Metadata, reference: ClientReference | null) {
  if (metadata.client_id) {
    return {
      variant: isReferenceVariant(metadata.variant) ? metadata.variant : null,
      client_id: isClientId(metadata.client_id) ? metadata.client_id : null,
      analytics_consent: metadata.analytics_consent === "granted",
    };
  }
  if (reference) {
    return { variant: reference.variant, client_id: reference.userId, analytics_consent: reference.analyticsConsent };
  }
  return { variant: null, client_id: null, analytics_consent: false };
}

/** What a period of a subscription costs: in the currency's minor unit, and how often. */
export interface Charge {
  amount: number;
  currency: string;
  interval: "month" | "year";
}

/**
 * The charge as the subscription's own Price says, when the Price is in the subscription's
 * currency (or carries that currency's option); null when the Price must be asked for its
 * currency options (billing.ts, `chargeOf`).
 */
export function chargeOnItem(
  subscription: Stripe.Subscription,
  price: Stripe.Price = subscription.items.data[0]!.price,
): Charge | null {
  const interval = price.recurring?.interval as string | undefined;
  if (interval !== "month" && interval !== "year") return null;
  const currency = subscription.currency.toLowerCase();
  const quantity = subscription.items.data[0]?.quantity ?? 1;
  const unit = price.currency === currency ? price.unit_amount : price.currency_options?.[currency]?.unit_amount;
  return unit == null ? null : { amount: unit * quantity, currency: currency.toUpperCase(), interval };
}

/** The charge as the subscription row keeps it. */
export const chargeColumns = (charge: Charge | null) => ({
  amount: charge?.amount ?? null,
  currency: charge?.currency ?? null,
  billing_interval: charge?.interval ?? null,
});

/** The row for a subscription of one of the site's offers; null for anything else the account sells. */
export function subscriptionRecord(
  subscription: Stripe.Subscription,
  reference: ClientReference | null = null,
): NewSubscription | null {
  const item = subscription.items.data[0];
  const offer = item?.price.lookup_key;
  if (!item || subscription.items.data.length !== 1 || !isOfferId(offer)) return null;
  const customer = idOf(subscription.customer)!;
  return {
    id: subscription.id,
    customer_id: customer,
    offer,
    status: subscription.status,
    trial_end: instant(subscription.trial_end),
    current_period_end: instant(item.current_period_end),
    // A cancellation is scheduled either way the provider writes it (at period end, or at a date).
    cancel_at_period_end: subscription.cancel_at_period_end || subscription.cancel_at != null,
    ended_at: instant(subscription.ended_at),
    ...saleOf(subscription.metadata ?? {}, reference),
    created_at: new Date(subscription.created * 1000),
    updated_at: new Date(),
  };
}
