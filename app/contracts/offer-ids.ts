// The offers that have a hosted checkout link: the four plan × period offers of the pricing page and
// the two of the research paywall. Settings name one link per id (VITE_CHECKOUT_PRO_MONTHLY, …), so
// the list lives with the settings; catalogue/offers.ts describes what each one sells, and its test
// checks the list against the plans and the paywall periods.
export const offerIds = [
  "pro-monthly",
  "pro-annual",
  "max-monthly",
  "max-annual",
  "paywall-monthly",
  "paywall-yearly",
] as const;

export type OfferId = (typeof offerIds)[number];

export function isOfferId(value: unknown): value is OfferId {
  return offerIds.includes(value as OfferId);
}
