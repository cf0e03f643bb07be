// A Price's amounts as the provider checks them: one per currency (the Price's own and its
// `currency_options`), each with a tax behaviour that, once inclusive or exclusive, stays.
import type Stripe from "stripe";
import { at, integer, invalid, missing, oneOf, onlyParams } from "./api-params";
import type { StoredPrice, Wire } from "./catalogue";
import type { Params } from "./form";

const TAX_BEHAVIORS = ["exclusive", "inclusive", "unspecified"] as const;
export const MAX_AMOUNT = 99_999_999;

export type TaxBehavior = (typeof TAX_BEHAVIORS)[number];

export const option = (amount: number, tax: TaxBehavior): Wire<Stripe.Price.CurrencyOptions> => ({
  custom_unit_amount: null,
  tax_behavior: tax,
  unit_amount: amount,
  unit_amount_decimal: String(amount),
});

/** A tax behaviour set once: inclusive or exclusive stays, as the provider keeps it. */
export function taxBehavior(params: Params, path: string, current: TaxBehavior = "unspecified"): TaxBehavior {
  const given = oneOf(params, path, TAX_BEHAVIORS);
  if (given && given !== current && current !== "unspecified") {
    throw invalid(path, `The tax behavior cannot be changed once it is ${current}.`);
  }
  return given ?? current;
}

/** The currency options given (`currency_options[eur][unit_amount]`, …), merged into `current`. */
export function currencyOptions(params: Params, base: string, current: StoredPrice["currency_options"] = {}) {
  const given = at(params, "currency_options");
  if (given === undefined) return current;
  if (!given || typeof given !== "object" || Array.isArray(given)) throw invalid("currency_options", "Invalid object");
  const next = { ...current };
  for (const currency of Object.keys(given)) {
    const path = `currency_options[${currency}]`;
    if (currency === base) {
      throw invalid(path, "You are specifying a currency option that matches the top-level currency for this price.");
    }
    if (!/^[a-z]{3}$/.test(currency)) throw invalid(path, `Invalid currency: ${currency}`);
    onlyParams(params, ["unit_amount", "tax_behavior"], path);
    const before = next[currency];
    const amount = integer(params, `${path}[unit_amount]`, 0, MAX_AMOUNT) ?? before?.unit_amount;
    if (amount === undefined || amount === null) throw missing(`${path}[unit_amount]`);
    const tax = taxBehavior(params, `${path}[tax_behavior]`, (before?.tax_behavior ?? undefined) as TaxBehavior);
    next[currency] = option(amount, tax);
  }
  return next;
}
