// The page's language, in the browser: read from its URL (contracts/locales.ts), with the words every
// page shares, which the root route's data carries (shared/i18n/page-copy.ts).
import { useLocation, useRouteLoaderData } from "react-router";
import { localeInfo, localeOfPath, localizedPath, unlocalizedPath, type Locale } from "~/contracts/locales";
import type { CommonCopy } from "~/shared/content/copy";
import { paths } from "~/contracts/paths";

export interface RootData {
  locale: Locale;
  common: CommonCopy;
  /** The other languages' offers of themselves, each in its own words (features/languages/language-offer.tsx). */
  offers: ({ locale: Locale } & Pick<CommonCopy["languages"], "offer" | "accept" | "dismiss">)[];
}

export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * Pages whose language links lead to another page: /home is English's second address of the
 * landing page (the other languages have only the first), and /failure becomes /glow as it loads.
 */
const samePageAs: Readonly<Record<string, string>> = { [paths.home]: paths.landing, [paths.failure]: paths.glow };

/** This page in a language ('/pricing' → '/de/pricing'), for the language switcher and offer. */
export function useSamePageIn(): (locale: Locale) => string {
  const page = unlocalizedPath(useLocation().pathname);
  const path = samePageAs[page] ?? page;
  return (locale) => localizedPath(path, locale);
}

/**
 * An instant as the page's language writes its day ('December 1, 2026', '1. Dezember 2026'), in the
 * reader's time zone: for what only the browser knows (a subscriber's renewal). Build-time dates
 * are long-date.ts's.
 */
export function useLongDay(): (iso: string | null) => string {
  const { tag } = localeInfo[useLocale()];
  return (iso) => (iso ? new Intl.DateTimeFormat(tag, { dateStyle: "long" }).format(new Date(iso)) : "");
}

/** A site path in the page's language: `href(paths.pricing)` → '/de/pricing' on a German page. */
export function useLocalizedPath(): (path: string) => string {
  const locale = useLocale();
  return (path) => localizedPath(path, locale);
}

/**
 * The words every page shares, from the root's data: every prerendered page carries it, and a
 * navigation whose data fails keeps the page's (React Router keeps an errored loader's last data),
 * so the error screen speaks the language the visitor was reading. No copy of any language's words
 * in the browser's code.
 */
export function useCommonCopy(): CommonCopy {
  const common = useRootData()?.common;
  if (!common) throw new Error("The root route's data (the shared words) is missing: render under the root's loader.");
  return common;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
