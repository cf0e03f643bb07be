// Hosted checkout: one payment link per offer, opened as a full-page redirect that carries the
// visitor's id, email and campaign for attribution.
import { config } from "~/config";
import { offerId, type CheckoutChoice } from "~/content/offers";
import { checkoutAttribution } from "./attribution";
import { withAttribution } from "./checkout-url";

export type { CheckoutChoice };

/** The bare payment link of an offer, as the prerendered page links to it. */
export function checkoutLink(choice: CheckoutChoice): string {
  return config.checkout[offerId(choice)];
}

/** The payment link with this visitor's attribution. */
export function checkoutUrl(choice: CheckoutChoice, email?: string): string {
  return withAttribution(checkoutLink(choice), checkoutAttribution(config.analytics.consentRequired, email));
}

/** Leaves the site for the hosted checkout (`replace`: leave the current page out of the history). */
export function goToCheckout(choice: CheckoutChoice, email?: string, options: { replace?: boolean } = {}): void {
  const url = checkoutUrl(choice, email);
  if (options.replace) window.location.replace(url);
  else window.location.assign(url);
}
