// A payment's amount in US dollars at the site's price parity (app/contracts/price-list.ts), as the
// owner's readout counts money.
import { currencyDigits } from "../../app/contracts/checkout-api.ts";
import type { Currency } from "../../app/contracts/locales.ts";
import { isOfferId } from "../../app/contracts/offer-ids.ts";
import { usdParity } from "../../app/contracts/price-list.ts";

/** A payment in US dollars at the site's price parity; null for a currency or offer it has no price for. */
export function inDollars(amount: number, currency: string, offer: string): number | null {
  const upper = currency.toUpperCase() as Currency;
  if (!isOfferId(offer)) return null;
  const parity = usdParity(offer, upper);
  return Number.isFinite(parity) ? (amount / 10 ** currencyDigits(upper)) * parity : null;
}
