// The page's language, in the browser: read from its URL (contracts/locales.ts), with the words every
// page shares, which the root route's data carries (shared/i18n/page-copy.ts).
import { useLocation, useRouteLoaderData } from "react-router";
import { localeInfo, localeOfPath, localizedPath, unlocalizedPath, type Locale } from "~/contracts/locales";
import type { CommonCopy } from "~/shared/content/copy";
import { common as englishCommon } from "~/shared/content/en/common";
import { fillAll } from "~/shared/content/fill";
import { siteValues } from "~/shared/site/site";
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
 * The words every page shares. Should the root's data be missing (an error screen after a failed
 * navigation), English's, so the screen still says something.
 */
export function useCommonCopy(): CommonCopy {
  return useRootData()?.common ?? fillAll<CommonCopy>(englishCommon, siteValues);
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}
