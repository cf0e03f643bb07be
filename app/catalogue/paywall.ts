// The research paywall's offer (docs/product.md, Plans and prices). Prices are in the price list
// (prices.ts), the words in each language's copy (shared/content/en/paywall.ts).
import type { Currency } from "../contracts/locales.ts";
import { TRIAL_DAYS } from "../contracts/offer-ids.ts";
import { discountPercent, monthlyPrice, yearlyTotal } from "./prices.ts";

export type PaywallPeriod = "monthly" | "yearly";

export const paywallOffer = {
  trialDays: TRIAL_DAYS,
} as const;

/** What the paywall's offer costs a month, billed monthly or yearly. */
export function paywallPrice(period: PaywallPeriod, currency: Currency): number {
  return monthlyPrice(`paywall-${period}`, currency);
}

/**
 * The whole-percent saving of the yearly price over the monthly one, as the paywall states it. The
 * 'Save 50% with Yearly' first asked for overclaims (docs/product.md, Plans and prices): the saving
 * shown is this one, worked out from the two prices.
 */
export function paywallYearlySaving(currency: Currency): number {
  return discountPercent(paywallPrice("monthly", currency), paywallPrice("yearly", currency));
}

/** What the yearly offer charges once a year: the amount its checkout takes (offers.ts, offerCharge). */
export function paywallYearlyTotal(currency: Currency): number {
  return yearlyTotal(paywallPrice("yearly", currency));
}

/** Ranges of the paywall's three random 'stat' lines, inclusive (their words: shared/content/en/paywall.ts). */
export const statRanges = [
  { id: "sources", min: 5, max: 20 },
  { id: "pages", min: 100, max: 500 },
  { id: "hours", min: 9, max: 30 },
] as const;
