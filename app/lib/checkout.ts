// Hosted checkout (spec §7): one payment link per offer, opened as a full-page redirect that
// carries the visitor's id, email and campaign for attribution.
import { config } from "~/config";
import { offerId, type CheckoutChoice } from "~/content/offers";
import { arrivalUtm, type Utm } from "./attribution";
import { ensureUserId } from "./visitor";

export type { CheckoutChoice };

export function checkoutLink(choice: CheckoutChoice): string {
  return config.checkout[offerId(choice)];
}

export interface Attribution {
  /** Letters and digits only, so it always meets Stripe's client_reference_id rules. */
  userId: string;
  email?: string;
  utm?: Utm;
}

/** The payment link with Stripe's attribution parameters added. */
export function checkoutUrl(choice: CheckoutChoice, attribution: Attribution): string {
  const url = new URL(checkoutLink(choice));
  url.searchParams.set("client_reference_id", attribution.userId);
  if (attribution.email) url.searchParams.set("prefilled_email", attribution.email);
  for (const [name, value] of Object.entries(attribution.utm ?? {})) url.searchParams.set(name, value);
  return url.toString();
}

/** Leaves the site for the hosted checkout. */
export function goToCheckout(choice: CheckoutChoice, email?: string): void {
  window.location.assign(checkoutUrl(choice, { userId: ensureUserId(), email, utm: arrivalUtm() }));
}
