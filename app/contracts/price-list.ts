// The price list: what each offer costs a month, in each currency the site sells in (the pages'
// figures and the payment provider's Prices are made from it: app/catalogue/prices.ts). A
// contract, so the API puts a sale in any currency on one scale (`usdParity`).
import type { Currency } from "./locales.ts";
import type { OfferId } from "./offer-ids.ts";

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

/**
 * What one unit of `currency` paid for `offer` is worth in US dollars at the site's own price
 * parity: what the same offer costs in dollars (€6 of Pro monthly is $6; ¥900 of it is $6).
 */
export const usdParity = (offer: OfferId, currency: Currency): number =>
  priceList.USD[offer] / (priceList[currency]?.[offer] ?? NaN);
