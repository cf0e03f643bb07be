// The site's languages and what each one means for a page: its URL prefix, its `lang` tag, the
// currency its prices are in, its Open Graph locale and its own name. English is the default, at
// the unprefixed URLs. No imports: the servers (a language's not-found page), the API and the
// tooling read this table too. docs/languages.md, "Adding a language", says what else a new one needs.

export const locales = ["en", "de", "fr", "es", "pt-br", "ja"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export type Currency = "USD" | "EUR" | "BRL" | "JPY";

/**
 * The currencies whose prices include tax, as the pages in them say (VAT in the German, French and
 * Spanish pricing notes, consumption tax in the Japanese): their Prices are tax-inclusive, and a
 * payment in them is said with its tax inside ('6 € inkl. 0,96 € MwSt.'), elsewhere with it on top
 * (app/catalogue/tax.ts).
 */
export const taxInclusiveCurrencies = ["EUR", "JPY"] as const satisfies readonly Currency[];
export type TaxInclusiveCurrency = (typeof taxInclusiveCurrencies)[number];

/** Whether prices in a currency include the tax (else it is added where the buyer's law asks). */
export const isTaxIncluded = (currency: string): currency is TaxInclusiveCurrency =>
  (taxInclusiveCurrencies as readonly string[]).includes(currency);

export interface LocaleInfo {
  /** BCP 47 tag: `<html lang>`, `hreflang`, Intl formatting and the hosted login's `ui_locales`. */
  tag: string;
  /** The language's name in itself, for the language switcher. */
  name: string;
  currency: Currency;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { tag: "en", name: "English", currency: "USD", ogLocale: "en_US" },
  de: { tag: "de", name: "Deutsch", currency: "EUR", ogLocale: "de_DE" },
  fr: { tag: "fr", name: "Français", currency: "EUR", ogLocale: "fr_FR" },
  es: { tag: "es", name: "Español", currency: "EUR", ogLocale: "es_ES" },
  "pt-br": { tag: "pt-BR", name: "Português (Brasil)", currency: "BRL", ogLocale: "pt_BR" },
  ja: { tag: "ja", name: "日本語", currency: "JPY", ogLocale: "ja_JP" },
};

export function isLocale(value: unknown): value is Locale {
  return (locales as readonly unknown[]).includes(value);
}

/**
 * The path's language: its first segment when that names one ('/de/pricing' → de), else English.
 * As written, as every host matches paths: '/DE' is no German page, so its not-found page is English.
 */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return first !== defaultLocale && isLocale(first) ? first : defaultLocale;
}

/** The path without its language prefix ('/de/pricing' → '/pricing', '/de' → '/'). */
export function unlocalizedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === defaultLocale) return pathname;
  return pathname.slice(locale.length + 1) || "/";
}

/** The page an address shows, in any language, with or without a trailing slash ('/de/pricing/' → '/pricing'). */
export function pageOfPath(pathname: string): string {
  return unlocalizedPath(pathname.replace(/(.)\/+$/, "$1"));
}

/** A site path in a language ('/pricing' → '/de/pricing', '/' → '/de'); English keeps it as is. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/**
 * The first supported language in a browser's list of preferences (`navigator.languages`,
 * most preferred first): 'de-AT' → de, 'pt-BR' → pt-br; any Portuguese is offered Brazilian
 * Portuguese, which a reader from Portugal reads more easily than English.
 */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const language of languages) {
    const tag = language.toLowerCase();
    if (isLocale(tag)) return tag;
    const base = tag.split("-")[0];
    if (base === "pt") return "pt-br";
    if (isLocale(base)) return base;
  }
  return undefined;
}
