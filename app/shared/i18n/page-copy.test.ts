import { afterEach, describe, expect, it, vi } from "vitest";
import { locales } from "~/contracts/locales";
import { fill } from "~/shared/content/fill";
import type * as Plans from "~/catalogue/plans";
import type * as OfferIds from "~/contracts/offer-ids";
import { CREDITS_PER_SONG, plans } from "~/catalogue/plans";
import { TRIAL_DAYS } from "~/contracts/offer-ids";
import { site } from "~/shared/site/site";
import { faqCopy, formatters, pageCopy, rootData } from "./page-copy";

const answers = (faq: ReturnType<typeof faqCopy>) => faq.items.map((item) => item.answer).join(" ");
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** The page-copy module as a build would have it with these plan figures (the trial's length too). */
async function withPlans(change: (actual: typeof Plans) => Record<string, unknown>, trialDays?: number) {
  vi.doMock("~/catalogue/plans", async (importOriginal) => {
    const actual = await importOriginal<typeof Plans>();
    return { ...actual, ...change(actual) };
  });
  vi.doMock("~/contracts/offer-ids", async (importOriginal) => {
    const actual = await importOriginal<typeof OfferIds>();
    return { ...actual, ...(trialDays !== undefined && { TRIAL_DAYS: trialDays }) };
  });
  vi.resetModules();
  return import("./page-copy");
}

afterEach(() => {
  vi.doUnmock("~/catalogue/plans");
  vi.doUnmock("~/contracts/offer-ids");
  vi.resetModules();
});

describe("the FAQ", () => {
  it.each(locales)("has, in %s, eight distinct questions, each answered, with every value put in", (locale) => {
    const faq = faqCopy(locale);
    expect(faq.items).toHaveLength(8);
    expect(new Set(faq.items.map((item) => item.question)).size).toBe(8);
    for (const item of faq.items) expect(item.answer.length).toBeGreaterThan(20);
    expect(JSON.stringify(faq)).not.toMatch(/\{\w+\}/);
    expect(faq.items[0]!.question).toContain(site.name);
  });

  it("states the credit rule, each plan's credits and the trial length of the plan module", () => {
    const text = answers(faqCopy("en"));
    expect(text).toContain(`${CREDITS_PER_SONG} credits make one song`);
    expect(text).toContain(`${TRIAL_DAYS}\u2011day free trial`);
    expect(text).toContain("Pro includes 100 credits a month; Max has no limit.");
    for (const plan of plans) expect(text).toContain(plan.name);
  });

  it("follows the plan module when its figures change, so no figure is typed into the copy", async () => {
    const { faqCopy: changed } = await withPlans(
      (actual) => ({
        CREDITS_PER_SONG: 25,
        plans: actual.plans.map((plan) => (plan.credits === "unlimited" ? plan : { ...plan, credits: 240 })),
      }),
      14,
    );
    for (const locale of locales) {
      const text = answers(changed(locale));
      expect(text, locale).toMatch(/\b25\b/);
      expect(text, locale).toMatch(/\b14\b/);
      expect(text, locale).toMatch(/\b240\b/);
    }
    const english = answers(changed("en"));
    expect(english).toContain("25 credits make one song");
    expect(english).toContain("14\u2011day free trial");
    expect(english).toContain("includes 240 credits a month");
    expect(english).not.toMatch(/\b(10 credits|100 credits|7-day)\b/);
  });
});

describe("the site's description", () => {
  it("names the trial length of the plan module, in every language", async () => {
    expect(pageCopy("en", "common").description).toContain(`${TRIAL_DAYS}\u2011day free trial`);
    for (const locale of locales) expect(pageCopy(locale, "common").description).toMatch(/\b7\b/);
    const { pageCopy: changed } = await withPlans(() => ({}), 30);
    expect(changed("en", "common").description).toContain("30\u2011day free trial");
    for (const locale of locales) {
      expect(changed(locale, "common").description, locale).toMatch(/\b30\b/);
      expect(changed(locale, "common").description, locale).not.toMatch(/\b7\b/);
    }
  });
});

describe("formatters", () => {
  const userClaim = (locale: (typeof locales)[number]) =>
    plain(fill(pageCopy(locale, "landing").hero.userClaim, { users: formatters(locale).count(site.userCount) }));

  it("write the claimed reach short, as each language rounds it", () => {
    expect(site.userCount).toBe(1_000_000);
    expect(userClaim("en")).toBe("1 million+");
    expect(userClaim("de")).toBe("über 1 Million");
    expect(userClaim("fr")).toBe("plus de 1 million");
    expect(userClaim("ja")).toBe("100万人以上");
  });

  it("write money in the language's currency, percentages and dates as the language does", () => {
    expect([formatters("en").money(6), formatters("en").percent(50)]).toEqual(["$6", "50%"]);
    expect([plain(formatters("fr").money(4.99)), plain(formatters("fr").percent(50))]).toEqual(["4,99 €", "50 %"]);
    expect(plain(formatters("pt-br").money(24.9))).toBe("R$ 24,90");
    expect(formatters("ja").money(900)).toBe("￥900");
    expect(formatters("en").date("2026-08-14")).toBe("August 14, 2026");
    expect(formatters("de").date("2026-08-14")).toBe("14. August 2026");
  });
});

describe("the root route's data", () => {
  it("has the page's language from its URL, and every other language's offer in its own words", () => {
    const root = rootData(new Request("https://snapsong.example/de/pricing"));
    expect(root.locale).toBe("de");
    expect(root.common).toEqual(pageCopy("de", "common"));
    expect(root.offers.map((offer) => offer.locale)).toEqual(["en", "fr", "es", "pt-br", "ja"]);
    expect(root.offers.find((offer) => offer.locale === "en")?.offer).toBe("This page is also in English.");
    expect(rootData(new Request("https://snapsong.example/pricing")).locale).toBe("en");
  });
});
