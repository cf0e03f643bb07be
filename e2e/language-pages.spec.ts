// Every market in its own language and currency (docs/architecture.md, Languages): each language's
// pages say everything in it, with its prices, and tell search engines about the others.
import { localeInfo, locales, localizedPath, type Locale } from "../app/contracts/locales";
import { expect, test, waitForStart } from "./fixtures";
import { copyIn, productName } from "./site";

const others = locales.filter((locale) => locale !== "en");
const PAGES = ["/", "/pricing", "/play/tsla", "/glow"];

/** English's texts that say something (no placeholder left, longer than a label), for the 'no English' check. */
function englishSentences(): string[] {
  const texts: string[] = [];
  const walk = (value: unknown) =>
    typeof value === "string" ? texts.push(value) : Object.values(value as object).forEach(walk);
  walk(copyIn("en"));
  return texts.filter((text) => text.length >= 12 && !/[{}]/.test(text) && !text.includes(productName));
}

for (const locale of others) {
  test.describe(`a reader of ${localeInfo[locale].name}`, () => {
    // Their browser prefers the language, so no other is offered (that offer is in its own words).
    test.use({ locale: localeInfo[locale].tag });

    test(`sees every kind of page in ${locale}, with no English left`, async ({ page }) => {
      const english = englishSentences();
      const own = copyIn(locale);
      for (const path of PAGES.map((page) => localizedPath(page, locale))) {
        await page.goto(path);
        await waitForStart(page);
        await expect(page.locator("html")).toHaveAttribute("lang", localeInfo[locale].tag);
        const visible = await page.locator("body").innerText();
        for (const sentence of english) expect(visible, `${path}: "${sentence}"`).not.toContain(sentence);
        expect(visible, path).toContain(own.common.nav.pricing);
      }
    });
  });
}

test("prices are in each language's currency, formatted its way", async ({ page }) => {
  const expected: Record<Locale, string[]> = {
    en: ["$6", "$12", "billed $36 yearly"],
    de: ["6 €", "12 €", "36 €"],
    fr: ["6 €", "12 €", "36 €"],
    es: ["6 €", "12 €", "36 €"],
    "pt-br": ["R$ 30", "R$ 60", "R$ 180"],
    ja: ["￥900", "￥1,800", "￥5,400"],
  };
  for (const locale of locales) {
    await page.goto(localizedPath("/pricing", locale));
    // Both billing periods' prices are in the page; the toggle shows one.
    const text = (await page.locator("main").textContent())!.replace(/\u00a0/g, " ");
    for (const figure of expected[locale]) expect(text, `${locale}: ${figure}`).toContain(figure);
  }
  await page.goto("/ja/play/tsla");
  await expect(page.getByRole("link", { name: /￥750/ })).toBeVisible();
});

test("each page names itself canonical and its twins in every language for search engines", async ({ page }) => {
  await page.goto("/de/pricing");
  const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute("href"))!).origin;
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${origin}/de/pricing`);
  const alternates = page.locator('link[rel="alternate"][hreflang]');
  await expect(alternates).toHaveCount(locales.length + 1);
  for (const locale of locales) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${localeInfo[locale].tag}"]`)).toHaveAttribute(
      "href",
      `${origin}${localizedPath("/pricing", locale)}`,
    );
  }
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    "href",
    `${origin}/pricing`,
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "de_DE");
});

test("the sitemap lists every page in every language, each with its twins", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, entry]) => entry!);
  const pricing = entries.filter((entry) => /<loc>[^<]*\/pricing<\/loc>/.test(entry));
  expect(pricing.map((entry) => new URL(/<loc>([^<]+)</.exec(entry)![1]!).pathname).sort()).toEqual(
    locales.map((locale) => localizedPath("/pricing", locale)).sort(),
  );
  for (const entry of pricing) {
    const hreflangs = [...entry.matchAll(/hreflang="([^"]+)"/g)].map(([, tag]) => tag);
    expect(hreflangs).toEqual([...locales.map((locale) => localeInfo[locale].tag), "x-default"]);
  }
});

for (const width of [320, 390]) {
  test(`the German paywall of a long company name does not scroll sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    // Every kind of page in every language at these widths is in layout-matrix.spec.ts; this
    // ticker's paywall (a long company name among long German words) is not.
    for (const path of ["/de/play/panw"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
