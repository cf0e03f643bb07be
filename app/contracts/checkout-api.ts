// What the pages and the site's API (api/) agree on about a checkout: the API's paths, what a
// checkout session id looks like and what a confirmed one is. No imports: the API loads it at run time.

/** The provider's checkout session ids: `cs_test_…`, `cs_live_…` (the local stand-in's `cs_local_…`). */
export const CHECKOUT_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/** The query parameter the provider's return to /success carries the checkout session's id in. */
export const RETURN_SESSION_PARAM = "session_id";

/** A page's query naming a checkout session (/success's, and /glow's for one handed on). */
export const returnQuery = (sessionId: string) => `?${new URLSearchParams({ [RETURN_SESSION_PARAM]: sessionId })}`;

/** The return address the provider is given for a paid checkout: it fills in the session's id. */
export const successReturnUrl = (successPage: string) => `${successPage}?${RETURN_SESSION_PARAM}={CHECKOUT_SESSION_ID}`;

const API_PREFIX = "/api/";

export const apiPaths = {
  prefix: API_PREFIX,
  /** What the provider says about a checkout (GET). */
  checkoutSession: (id: string) => `${API_PREFIX}checkout-sessions/${id}`,
  /**
   * The provider's signed events (POST). A literal, under the prefix: with an expression here the
   * boot script, which uses none of these paths, would still carry them (esbuild keeps the object).
   */
  stripeWebhook: "/api/stripe-webhook",
};

/** A checkout the payment provider confirmed, as the API reports it. */
export interface ConfirmedPurchase {
  /** The checkout session's id. */
  transactionId: string;
  offer: string;
  /** In the currency's major unit. */
  value: number;
  /** ISO 4217, upper case. */
  currency: string;
}

/** How many decimal places a currency's amounts have (2 for USD, EUR and BRL; 0 for JPY), as Intl knows it. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
