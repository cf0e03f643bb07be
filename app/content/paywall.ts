// The research paywall's offer (docs/product.md, Plans and prices).
import { discountPercent, TRIAL_DAYS } from "./plans";

export type PaywallPeriod = "monthly" | "yearly";

export const paywallOffer = {
  trialDays: TRIAL_DAYS,
  /** US dollars per month. */
  monthlyPrice: 4.99,
  /** US dollars per month, billed yearly. */
  yearlyPrice: 2.99,
  // The product owner's wording; the true saving is 40%, see paywallYearlySaving().
  yearlyLabel: "Save 50% with Yearly",
  cancelNote: "Cancel anytime.",
  benefits: [
    "Daily AI research briefs, written in plain English",
    "Sentiment tracked across news, forums and filings",
    "Price alerts and upcoming catalysts, as they happen",
    "Full history of every brief, searchable",
  ],
} as const;

/** The actual whole-percent saving of the yearly price over the monthly one. */
export function paywallYearlySaving(): number {
  return discountPercent(paywallOffer.monthlyPrice, paywallOffer.yearlyPrice);
}

/** Ranges of the paywall's three random 'stat' lines, inclusive. */
export const statRanges = [
  { id: "sources", min: 5, max: 20, text: (n: number) => `${n} sources scraped` },
  { id: "pages", min: 100, max: 500, text: (n: number) => `${n} pages read` },
  { id: "hours", min: 9, max: 30, text: (n: number) => `${n} hours of research saved` },
] as const;
