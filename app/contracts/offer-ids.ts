// The offers that have a hosted checkout link: the four plan × period offers of the pricing page and
// the two of the research paywall. Settings name one link per id (VITE_CHECKOUT_PRO_MONTHLY, …), so
// the list lives with the settings; catalogue/offers.ts describes what each one sells, and its test
// checks the list against the plans and the paywall periods.
/** The pricing page's offers: a plan and its billing period. */
const planOfferIds = ["pro-monthly", "pro-annual", "max-monthly", "max-annual"] as const;
/** The research paywall's, which anyone may buy without an account. */
const researchOfferIds = ["paywall-monthly", "paywall-yearly"] as const;

export const offerIds = [...planOfferIds, ...researchOfferIds] as const;

/** The plans' free trial, in days: once per person, given at the API's checkout (api/subscribers/billing.ts) and the links'. */
export const TRIAL_DAYS = 7;

export type OfferId = (typeof offerIds)[number];

export function isOfferId(value: unknown): value is OfferId {
  return offerIds.includes(value as OfferId);
}

/** Whether the offer is the research's (bought through its payment link by anyone not signed in). */
export const isResearchOffer = (id: OfferId): boolean => (researchOfferIds as readonly OfferId[]).includes(id);
