// Hosted checkout: one payment link per offer, opened as a full-page redirect that carries the
// visitor's id and campaign for attribution, and asks for the page's language. (The
// provider charges the visitor's currency from the Price's currency options: docs/operations.md,
// "Going live".)
import { config } from "~/config";
import { defaultLocale, localeInfo, type Locale } from "~/contracts/locales";
import type { OfferId } from "~/contracts/offer-ids";
import { choiceForOffer, offerId, type CheckoutChoice } from "~/catalogue/offers";
import { checkoutAttribution } from "./attribution";
import { withAttribution } from "./with-attribution";

export type { CheckoutChoice };

/** The payment link of an offer in a language, as the prerendered page links to it. */
export function checkoutLink(choice: CheckoutChoice, locale: Locale): string {
  const link = config.checkout[offerId(choice)];
  if (locale === defaultLocale) return link;
  const url = new URL(link);
  url.searchParams.set("locale", localeInfo[locale].tag);
  return url.href;
}

/** A payment link with this visitor's attribution, as of now (to leave for it at once). */
export function withVisitorAttribution(link: string): string {
  return withAttribution(link, checkoutAttribution(config.analytics.consentRequired));
}

/** An offer's payment link in a language, with this visitor's attribution: to leave for it at once. */
export const visitorPaymentLink = (offer: OfferId, locale: Locale) =>
  withVisitorAttribution(checkoutLink(choiceForOffer(offer), locale));
