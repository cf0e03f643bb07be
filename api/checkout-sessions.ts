// What the payment provider says about a checkout session, and what that means for the site.
// The provider is reached through its official SDK (retrieve a session, verify a webhook's
// signature); the SDK uses `fetch` and Web Crypto, so the same code runs in Node and in workerd.
// A session is confirmed when it is complete, and paid or a trial started, for one of the site's
// offers; otherwise still open, expired, or not one of ours. An offer is known by its Price's
// lookup key, which is the offer's id (docs/operations.md, "Going live").
import Stripe from "stripe";
import { decodeClientReference, type ClientReference } from "../app/contracts/client-reference.ts";
import { isOfferId, type OfferId } from "../app/contracts/offer-ids.ts";
import { preferredLocale, type Locale } from "../app/contracts/locales.ts";
import { currencyDigits, type ConfirmedPurchase } from "../app/contracts/checkout-api.ts";
import { idOf, orMissing } from "./stripe-client.ts";

/** The value is what the offer costs (a trial's first charge, not the 0 of today). */
export interface ConfirmedCheckout extends ConfirmedPurchase {
  offer: OfferId;
  /** Who paid, what they saw and whether they agreed to analytics (null: an unreadable reference). */
  reference: ClientReference | null;
  /** The subscription the checkout started (null for a session without one). */
  subscriptionId: string | null;
  /** The provider's customer who paid (a payment link makes one). */
  customerId: string | null;
  /** The email the buyer gave at the checkout (not verified by anyone). */
  email: string | null;
  /** The checkout's language (the API's checkout, or a payment link's `?locale=`); null for the provider's own choice. */
  locale: Locale | null;
  /**
   * The terms the buyer accepted at the checkout (its consent collection), with the words of its
   * box when the checkout had its own (the API's: the express request to start at once); null when
   * it asked none.
   */
  terms: { accepted: boolean; words: string | null } | null;
  /** What the checkout charged today, in minor units: its total (tax and discount in it) and its tax. */
  charged: { total: number; tax: number };
}

export type CheckoutState =
  { state: "confirmed"; checkout: ConfirmedCheckout } | { state: "open" | "expired" | "not-ours" };

/** Minor units per major unit of a currency (100 for USD, 1 for JPY), as Intl knows it. */
const minorUnits = (currency: string) => 10 ** currencyDigits(currency);

/**
 * The line's price in the session's currency, in minor units: what was charged, or for a trial (a 0
 * today) what the Price charges in that currency (its own, or one of its currency options).
 */
function lineAmount(item: Stripe.LineItem, currency: string): number | null {
  if (item.amount_subtotal > 0) return item.amount_subtotal;
  const price = item.price;
  const unit =
    price?.currency.toUpperCase() === currency
      ? price.unit_amount
      : price?.currency_options?.[currency.toLowerCase()]?.unit_amount;
  return typeof unit === "number" ? unit * (item.quantity ?? 1) : null;
}

/** Expand these when retrieving a session, so `checkoutState` can tell the offer and its value. */
export const SESSION_EXPAND = ["line_items.data.price.currency_options"];

/** The session as retrieved with `SESSION_EXPAND`. */
export function checkoutState(session: Stripe.Checkout.Session): CheckoutState {
  if (session.status === "open") return { state: "open" };
  if (session.status === "expired") return { state: "expired" };
  const settled = session.payment_status === "paid" || session.payment_status === "no_payment_required";
  // Complete but unpaid: a delayed payment method still on its way; it is not a sale yet.
  if (session.status !== "complete" || !settled) return { state: "open" };

  const items = session.line_items?.data ?? [];
  const offer = items.length === 1 ? items[0]!.price?.lookup_key : undefined;
  const currency = session.currency?.toUpperCase();
  const amount = currency && items.length === 1 ? lineAmount(items[0]!, currency) : null;
  if (!isOfferId(offer) || !currency || amount === null) return { state: "not-ours" };
  return {
    state: "confirmed",
    checkout: {
      transactionId: session.id,
      offer,
      value: amount / minorUnits(currency),
      currency,
      reference: decodeClientReference(session.client_reference_id),
      subscriptionId: idOf(session.subscription),
      customerId: idOf(session.customer),
      email: session.customer_details?.email ?? session.customer_email ?? null,
      locale: (session.locale && preferredLocale([session.locale])) || null,
      charged: { total: session.amount_total ?? 0, tax: session.total_details?.amount_tax ?? 0 },
      terms:
        session.consent_collection?.terms_of_service === "required"
          ? {
              accepted: session.consent?.terms_of_service === "accepted",
              words: session.custom_text?.terms_of_service_acceptance?.message ?? null,
            }
          : null,
    },
  };
}

export interface PaymentProvider {
  /** The session's state, or null when the provider has no such session. Throws when it cannot be asked. */
  checkout(sessionId: string): Promise<CheckoutState | null>;
  /** The event of a webhook delivery; throws unless the signature is the provider's. */
  verifiedEvent(payload: string, signature: string): Promise<Stripe.Event>;
}

export function stripeProvider(stripe: Stripe, webhookSecret: string): PaymentProvider {
  const crypto = Stripe.createSubtleCryptoProvider();
  return {
    async checkout(sessionId) {
      const session = await orMissing(stripe.checkout.sessions.retrieve(sessionId, { expand: SESSION_EXPAND }));
      return session && checkoutState(session);
    },
    verifiedEvent: (payload, signature) =>
      stripe.webhooks.constructEventAsync(payload, signature, webhookSecret, undefined, crypto),
  };
}
