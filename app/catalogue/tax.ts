// How the site's sales are taxed, once for the pages, the catalogue and the checkouts: the payment
// provider's tax engine computes the tax of every sale where the buyer lives (`automatic_tax`),
// from the buyer's billing address, which each checkout collects. Prices in the currencies whose
// pages say tax is included (`taxInclusiveCurrencies`, contracts/locales.ts) are tax-inclusive
// (what the page says is what is paid); elsewhere (USD, BRL) tax is added at the checkout where
// the law asks for it, as those pages' terms say.
import type Stripe from "stripe";
import { isTaxIncluded, localeInfo, locales, type Currency, type Locale } from "../contracts/locales.ts";

/** A Price's `tax_behavior` in a currency. */
export const taxBehaviorIn = (currency: Currency): "inclusive" | "exclusive" =>
  isTaxIncluded(currency) ? "inclusive" : "exclusive";

/**
 * Each Product's tax code (the provider's list: docs.stripe.com/tax/tax-codes): the app is software
 * a person uses online for themselves ("Software as a service (SaaS) - personal use"); the research
 * is electronically supplied content ("General - Electronically Supplied Services").
 */
export const productTaxCodes = { app: "txcd_10103000", research: "txcd_10000000" } as const;

/** The country whose buyers each language's pages speak to (their currency's), where its sales are taxed. */
const marketOf: Record<Locale, string> = { en: "US", de: "DE", fr: "FR", es: "ES", "pt-br": "BR", ja: "JP" };

/** The EU's member states: one OSS registration collects VAT in all of them. */
export const EU_MEMBER_STATES = [
  ...["AT", "BE", "BG", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FR", "GR", "HR", "HU"],
  ...["IE", "IT", "LT", "LU", "LV", "MT", "NL", "PL", "PT", "RO", "SE", "SI", "SK"],
] as const;

export interface TaxMarket {
  country: string;
  /** The currency its pages sell in. */
  currency: Currency;
  /** Whether its pages say the price includes the tax: then selling there needs a registration. */
  taxIncluded: boolean;
}

/** The markets the site sells in, one per language's pages. */
export const taxMarkets: readonly TaxMarket[] = locales.map((locale) => ({
  country: marketOf[locale],
  currency: localeInfo[locale].currency,
  taxIncluded: isTaxIncluded(localeInfo[locale].currency),
}));

/**
 * Where an active registration lets the account collect tax: every member state for the EU's
 * OSS (`oss_union`, `oss_non_union`), else its country — in the US, one state's.
 */
export function registeredPlaces(registration: Stripe.Tax.Registration): {
  countries: readonly string[];
  state?: string;
} {
  if (registration.status !== "active") return { countries: [] };
  const options = (registration.country_options as Record<string, { type?: string; state?: string } | undefined>)[
    registration.country.toLowerCase()
  ];
  // Either OSS scheme (an EU seller's, or a seller's from outside) collects VAT in every member state.
  if (options?.type === "oss_union" || options?.type === "oss_non_union") return { countries: EU_MEMBER_STATES };
  return { countries: [registration.country], ...(options?.state && { state: options.state }) };
}
