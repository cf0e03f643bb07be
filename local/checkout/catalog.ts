// What the stand-in sells, as the provider's Products and Prices: one Price per offer (its lookup key
// is the offer id) in US dollars with a currency option for every currency of the price list, and one
// Product per plan (Pro, Max, the research paywall).
import { currencyDigits } from "../../app/contracts/checkout-api";
import type { Currency } from "../../app/contracts/locales";
import { isOfferId, offerCharge, offerIds, type OfferId } from "../../app/shared/content/offers";
import { currencies } from "../../app/shared/content/prices";

export const priceId = (offer: OfferId) => `price_local_${offer.replace(/-/g, "_")}`;
export const productId = (offer: OfferId) => `prod_local_${offer.split("-")[0]}`;

export function offerOfPrice(id: string): OfferId | undefined {
  const offer = id.replace(/^price_local_/, "").replace(/_/g, "-");
  return isOfferId(offer) && priceId(offer) === id ? offer : undefined;
}

export const interval = (offer: OfferId): "month" | "year" => (offer.endsWith("-monthly") ? "month" : "year");

/** What the offer charges each period in the currency, in minor units (cents; yen have none). */
export const amountOf = (offer: OfferId, currency: Currency) =>
  Math.round(offerCharge(offer, currency) * 10 ** currencyDigits(currency));

export const isCurrency = (value: string): value is Currency => currencies.includes(value as Currency);

/** The offers a subscriber may switch to in the portal: the other periods and plans of the same kind. */
export const switchOptions = (offer: OfferId) =>
  offerIds.filter((other) => other !== offer && other.startsWith("paywall") === offer.startsWith("paywall"));

/** `from` moved on by one billing period of the offer, by the calendar as the provider bills (31 Jan → 28 Feb). */
export function addInterval(from: number, offer: OfferId): number {
  const date = new Date(from * 1000);
  const day = date.getUTCDate();
  const months = interval(offer) === "month" ? 1 : 12;
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}
