// The price list: what each offer costs a month, in each currency the site sells in. It mirrors the
// payment provider's prices — one Price per offer (its lookup key is the offer id) with a currency
// option for each currency here, so each checkout link charges the visitor's currency (docs/operations.md,
// "Setting up payments"). Every figure on the site — yearly totals, the discount badge, structured
// data — is derived from these, and formatted with Intl (shared/content/money.ts).
import type { OfferId } from "../../contracts/offer-ids";
import type { Currency } from "../../contracts/locales";

/** Per month: the month's price, or for a yearly offer what it comes to a month. */
export const priceList: Record<Currency, Record<OfferId, number>> = {
  USD: {
    "pro-monthly": 6,
    "pro-annual": 3,
    "max-monthly": 12,
    "max-annual": 6,
    "paywall-monthly": 4.99,
    "paywall-yearly": 2.99,
  },
  EUR: {
    "pro-monthly": 6,
    "pro-annual": 3,
    "max-monthly": 12,
    "max-annual": 6,
    "paywall-monthly": 4.99,
    "paywall-yearly": 2.99,
  },
  BRL: {
    "pro-monthly": 30,
    "pro-annual": 15,
    "max-monthly": 60,
    "max-annual": 30,
    "paywall-monthly": 24.9,
    "paywall-yearly": 14.9,
  },
  JPY: {
    "pro-monthly": 900,
    "pro-annual": 450,
    "max-monthly": 1800,
    "max-annual": 900,
    "paywall-monthly": 750,
    "paywall-yearly": 450,
  },
};

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
