// A page's words, for routes' loaders: the language of the page's URL, its copy with the site's
// own facts put in (product name, trial days, …) and figures formatted for its language. Loaders
// run at build time (every page is prerendered), so the page carries its own language's words in
// its data and the browser never downloads the others' (shared/content/languages.ts).
import { localeInfo, localeOfPath, locales, type Locale } from "~/contracts/locales";
import type { Copy } from "~/shared/content/copy";
import { fill, fillAll } from "~/shared/content/fill";
import { copies } from "~/shared/content/languages";
import { formatMoney, formatPercent } from "~/catalogue/money";
import { plans } from "~/catalogue/plans";
import { siteValues } from "~/shared/site/site";
import type { RootData } from "./locale";
import { longDate } from "./long-date";

export function requestLocale(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

export function pageCopy<Area extends keyof Copy>(locale: Locale, area: Area): Copy[Area] {
  return fillAll(copies[locale][area], siteValues);
}

/**
 * The root route's data: the page's language, the words every page shares, and each other
 * language's offer of itself (shown to a visitor whose browser prefers it, in it).
 */
export function rootData(request: Request): RootData {
  const locale = requestLocale(request);
  const offers = locales
    .filter((other) => other !== locale)
    .map((other) => {
      const { offer, accept, dismiss } = copies[other].common.languages;
      return { locale: other, offer, accept, dismiss };
    });
  return { locale, common: pageCopy(locale, "common"), offers };
}

/** Formats amounts in the language's currency, and percentages, as the language writes them. */
export function formatters(locale: Locale) {
  const { tag, currency } = localeInfo[locale];
  return {
    currency,
    money: (amount: number) => formatMoney(amount, currency, tag),
    percent: (percent: number) => formatPercent(percent, tag),
    /** A count in words, as the language rounds it: '1 million', '1 Million', '100万'. */
    count: (value: number) => new Intl.NumberFormat(tag, { notation: "compact", compactDisplay: "long" }).format(value),
    /** An ISO date ('2026-08-14') written out: 'August 14, 2026', '14. August 2026', '2026年8月14日'. */
    date: (iso: string) => longDate(iso, tag),
  };
}

/** The FAQ with the plans' credits put in ('Pro includes 100 credits a month; Max has no limit'). */
export function faqCopy(locale: Locale) {
  const faq = pageCopy(locale, "faq");
  const planCredits = plans
    .map((plan) =>
      plan.credits === "unlimited"
        ? fill(faq.planCredits.unlimited, { plan: plan.name })
        : fill(faq.planCredits.limited, { plan: plan.name, credits: plan.credits }),
    )
    .join(faq.planCredits.separator);
  return {
    title: faq.title,
    contactLead: faq.contactLead,
    items: faq.items.map((item) => fillAll(item, { planCredits })),
  };
}

export type FaqData = ReturnType<typeof faqCopy>;
