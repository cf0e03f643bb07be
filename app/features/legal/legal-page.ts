// What the legal pages show, in their language: made at build time by their loaders (the pages
// are prerendered), from the language's words, the company's details in the build's settings
// (app/config/legal-settings.ts, the VITE_LEGAL_* settings) and what each subscription charges
// (the price list) — so the pages carry finished text, and a local build's example details are
// flagged as such.
import { config, legalSettings, type SiteConfig } from "~/config";
import { localeInfo, type Locale } from "~/contracts/locales";
import { fill, fillAll, type Values } from "~/shared/content/fill";
import { legalNotices } from "~/shared/content/legal-notice";
import { offerCharge, type OfferId } from "~/catalogue/offers";
import { planOffer, plans } from "~/catalogue/plans";
import { formatters, pageCopy } from "~/shared/i18n/page-copy";
import { siteValues } from "~/shared/site/site";
import { browserStorage } from "./browser-storage";

/** When the policy and terms last changed: update it with their words. */
export const LAST_UPDATED = "2026-12-04";

type LegalSettings = Pick<SiteConfig, "legal" | "contactEmail" | "auth" | "analytics">;

const builtWith: LegalSettings = { ...config, legal: legalSettings };

/**
 * The values the legal texts name: the company's details, its contact, what every subscription
 * sold charges (the plans' and the paywall's research), the footer's words.
 */
function legalValues(locale: Locale, settings: LegalSettings): Values {
  const { legal } = settings;
  const copy = pageCopy(locale, "legal");
  const common = pageCopy(locale, "common");
  const format = formatters(locale);
  // What the checkout takes each month, and each year at once: the amounts a subscriber is charged.
  const prices = (monthly: OfferId, yearly: OfferId) =>
    fill(copy.offerPrices, {
      monthly: format.money(offerCharge(monthly, format.currency)),
      annual: format.money(offerCharge(yearly, format.currency)),
    });
  const planPrices = plans
    .map((plan) =>
      fill(copy.planPrices, { plan: plan.name, prices: prices(planOffer(plan, "monthly"), planOffer(plan, "annual")) }),
    )
    .join(copy.listSeparator);
  return {
    ...siteValues,
    company: legal.company,
    address: legal.address,
    country: new Intl.DisplayNames([localeInfo[locale].tag], { type: "region" }).of(legal.country) ?? legal.country,
    representative: legal.representative,
    registerCourt: legal.registerCourt,
    registerNumber: legal.registerNumber,
    vatId: legal.vatId,
    phone: legal.phone,
    hosting: legal.hosting,
    shareCapital: legal.shareCapital,
    mediator: legal.mediator,
    email: settings.contactEmail,
    plans: planPrices,
    research: prices("paywall-monthly", "paywall-yearly"),
    accept: common.consent.accept,
    reject: common.consent.reject,
    cookieSettings: common.consent.settings,
    signUp: common.signUp,
    cancel: common.cancelSubscription,
    manage: common.accountMenu.manage,
  };
}

/** What every legal page shows around its text: the date, and the example note of a local build. */
function frame(locale: Locale, settings: LegalSettings) {
  const copy = pageCopy(locale, "legal");
  const { examples } = settings.legal;
  return {
    updated: fill(copy.updated, { date: formatters(locale).date(LAST_UPDATED) }),
    example:
      examples.length > 0
        ? { title: copy.example.title, text: fill(copy.example.text, { settings: examples.join(", ") }) }
        : null,
  };
}

export type LegalFrame = ReturnType<typeof frame>;

export function privacyPage(locale: Locale, settings: LegalSettings = builtWith) {
  const values = legalValues(locale, settings);
  const { pageTitle, title, lede, sections, storage } = fillAll(pageCopy(locale, "legal").privacy, values);
  return {
    ...frame(locale, settings),
    pageTitle,
    title,
    lede,
    sections,
    storage: {
      title: storage.title,
      intro: storage.intro,
      items: browserStorage(settings).map((item) => ({
        names: item.names,
        place: storage.places[item.place],
        kept: storage.kept[item.kept],
        purpose: storage.purposes[item.id],
      })),
    },
  };
}

export function termsPage(locale: Locale, settings: LegalSettings = builtWith) {
  const { pageTitle, title, lede, sections } = fillAll(pageCopy(locale, "legal").terms, legalValues(locale, settings));
  return { ...frame(locale, settings), pageTitle, title, lede, sections };
}

export function legalNoticePage(locale: Locale, settings: LegalSettings = builtWith) {
  return { ...frame(locale, settings), ...fillAll(legalNotices[locale], legalValues(locale, settings)) };
}

/** The page of a legal document ('privacy', 'terms', 'notice'); anything else is not one. */
export function legalPage(locale: Locale, document: string | undefined, settings: LegalSettings = builtWith) {
  switch (document) {
    case "privacy":
      return { document, ...privacyPage(locale, settings) } as const;
    case "terms":
      return { document, ...termsPage(locale, settings) } as const;
    case "notice":
      return { document, ...legalNoticePage(locale, settings) } as const;
    default:
      throw new Response("Not found", { status: 404 });
  }
}
