// The price list (app/contracts/price-list.ts, which the API reads too) and what the pages derive
// from it: what each offer costs a month, in each currency the site sells in. It mirrors the
// payment provider's prices — one Price per offer (its lookup key is the offer id) with a currency
// option for each currency here, so each checkout link charges the visitor's currency (docs/operations.md,
// "Going live"). Every figure on the site — yearly totals, the discount badge, structured
// data — is derived from these, and formatted with Intl (money.ts).
import { priceList } from "../contracts/price-list.ts";
import type { OfferId } from "../contracts/offer-ids.ts";
import type { Currency } from "../contracts/locales.ts";

export const currencies = Object.keys(priceList) as Currency[];

/** What the offer costs a month in the currency. */
export function monthlyPrice(id: OfferId, currency: Currency): number {
  return priceList[currency][id];
}

/** What a subscriber billed yearly pays once a year, for a price per month (to the cent). */
export function yearlyTotal(perMonth: number): number {
  return Math.round(perMonth * 12 * 100) / 100;
}

/** Whole-percent saving of one price per month over another, rounded down: a saving is never overstated. */
export function discountPercent(monthly: number, yearly: number): number {
  // The epsilon absorbs binary fractions' error: (1 - 9 / 10) * 100 is 9.999…, which would floor to 9.
  return Math.floor((1 - yearly / monthly) * 100 + 1e-9);
}
