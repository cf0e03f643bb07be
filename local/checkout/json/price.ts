import type { PriceJson, StoredPrice } from "../catalogue";

/** The Price as the API shows it: its currency options only when asked for (`expand`). */
export function priceJson(price: StoredPrice, withCurrencyOptions: boolean): PriceJson {
  const { currency_options, ...rest } = price;
  return withCurrencyOptions ? { ...rest, currency_options: { ...currency_options } } : rest;
}
