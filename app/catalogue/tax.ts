// How the site's sales are taxed, once for the pages, the catalogue and the checkouts: the payment
// provider's tax engine computes the tax of every sale where the buyer lives (`automatic_tax`),
// from the buyer's billing address, which each checkout collects. Prices in the currencies whose
// pages say tax is included are tax-inclusive (what the page says is what is paid); elsewhere
// (USD, BRL) tax is added at the checkout where the law asks for it, as those pages' terms say.
import type { Currency } from "../contracts/locales.ts";

/**
 * The currencies whose prices include tax, as the pages in them say (VAT in the German, French and
 * Spanish pricing notes, consumption tax in the Japanese): their Prices are tax-inclusive.
 */
export const taxInclusiveCurrencies: readonly Currency[] = ["EUR", "JPY"];

/** A Price's `tax_behavior` in a currency. */
export const taxBehaviorIn = (currency: Currency): "inclusive" | "exclusive" =>
  taxInclusiveCurrencies.includes(currency) ? "inclusive" : "exclusive";

/**
 * Each Product's tax code (the provider's list: docs.stripe.com/tax/tax-codes): the app is software
 * a person uses online for themselves ("Software as a service (SaaS) - personal use"); the research
 * is electronically supplied content ("General - Electronically Supplied Services").
 */
export const productTaxCodes = { app: "txcd_10103001", research: "txcd_10000000" } as const;
