// Every market in its own language and currency (docs/architecture.md, Languages): each language's
// pages say everything in it, with its prices, and tell search engines about the others; a visitor
// chooses a language with plain links, is offered the browser's once, and keeps the choice.
import { localeInfo, locales, localizedPath, type Locale } from "../app/contracts/locales";
import { copies } from "../app/shared/content/languages";
import { expect, readVisitorStorage, test, waitForHydration } from "./fixtures";
import { completeSignUp, IDENTITY_ORIGIN, newPerson } from "./identity";
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
        await waitForHydration(page);
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

test("the switcher's links go to the same page in each language, and the choice is remembered", async ({ page }) => {
  await page.goto("/de/pricing");
  const switcher = page.getByRole("navigation", { name: copies.de.common.languages.label });
  for (const locale of locales) {
    await expect(switcher.getByRole("link", { name: localeInfo[locale].name })).toHaveAttribute(
      "href",
      localizedPath("/pricing", locale),
    );
  }
  // Pressed before the app has loaded too: a plain link.
  await switcher.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL("/fr/pricing");
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("fr");
});

test.describe("a visitor whose browser prefers German", () => {
  test.use({ locale: "de-DE" });

  test("is offered the German page once, in German, without being sent there", async ({ page }) => {
    const offer = page.getByRole("complementary", { name: copies.de.common.languages.offer });
    const response = await page.goto("/pricing");
    expect(response?.url()).toMatch(/\/pricing$/);
    await expect(offer).toBeVisible();
    await waitForHydration(page);
    await offer.getByRole("button", { name: copies.de.common.languages.dismiss }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(offer).toBeHidden();
  });

  for (const [width, oneAtATime] of [
    [390, true],
    [768, true],
    [1280, false],
  ] as const) {
    test(`at ${width} px, is asked ${oneAtATime ? "one thing at a time: the language, then analytics" : "both at once"}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await waitForHydration(page);
      const offer = page.getByRole("complementary", { name: copies.de.common.languages.offer });
      const consent = page.getByRole("region", { name: copies.en.common.consent.title });
      await expect(offer).toBeVisible();
      await expect(consent).toBeVisible({ visible: !oneAtATime });
      await offer.getByRole("button", { name: copies.de.common.languages.dismiss }).click();
      await expect(consent).toBeVisible();
      // The call to action stays in sight above the banner, on a tablet too.
      const cta = page.getByRole("main").getByRole("link", { name: copies.en.landing.hero.cta }).first();
      const [ctaBox, consentBox] = [await cta.boundingBox(), await consent.boundingBox()];
      if (width >= 768) expect(ctaBox!.y + ctaBox!.height).toBeLessThanOrEqual(consentBox!.y);
    });
  }

  test("who takes the offer lands on the same page in German and keeps it", async ({ page }) => {
    await page.goto("/play/tsla");
    const offer = page.getByRole("complementary", { name: copies.de.common.languages.offer });
    await offer.getByRole("link", { name: copies.de.common.languages.accept }).click();
    await expect(page).toHaveURL("/de/play/tsla");
    await expect(offer).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("de");
  });
});

test("back from the checkout, a visitor who chose Japanese lands on the return page in Japanese", async ({ page }) => {
  await page.goto("/ja");
  await page.evaluate(() => localStorage.setItem("language", "ja"));
  await page.goto("/failure");
  await expect(page).toHaveURL("/ja/glow");
  await expect(page.getByRole("heading", { level: 1, name: copies.ja.checkout.glow.unpaid.title })).toBeVisible();
  expect((await readVisitorStorage(page)).hasPaid).toBe("false");
});

for (const width of [320, 390]) {
  test(`no page scrolls sideways at ${width} px, long German words and Japanese lines included`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ["/de", "/de/pricing", "/de/play/panw", "/ja", "/ja/pricing", "/fr/pricing", "/pt-br"]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}

test("signing up from a German page asks the hosted login for German and comes back to the German plans", async ({
  page,
  baseURL,
}, testInfo) => {
  const person = newPerson(testInfo);
  const de = copies.de.common;
  await page.goto("/de");
  await waitForHydration(page);
  const authorize = page.waitForRequest((request) => request.url().startsWith(`${IDENTITY_ORIGIN}/authorize?`));
  await page.getByRole("banner").getByRole("link", { name: de.signUp }).click();
  const params = new URL((await authorize).url()).searchParams;
  expect(params.get("ui_locales")).toBe("de");
  expect(params.get("redirect_uri")).toBe(`${baseURL}/de/pricing`);
  await completeSignUp(page, person);
  await page.waitForURL(`${baseURL}/de/pricing`);
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: `${de.accountMenu.label}: ${person.name}` }).click();
  await expect(header.getByRole("link", { name: de.accountMenu.manage })).toHaveAttribute(
    "href",
    "/de/account?go=manage",
  );
  await header.getByRole("button", { name: de.logOut }).click();
  await page.waitForURL(`${baseURL}/de`);
  await expect(header.getByRole("link", { name: de.signUp })).toBeVisible();
});

test("a Japanese reader pays in yen and comes back to a Japanese welcome, confirmed in yen", async ({ page }) => {
  const ja = copies.ja;
  await page.goto("/ja/play/tsla");
  await waitForHydration(page);
  // An English browser is offered the English page first; a phone asks one thing at a time.
  const offer = page.getByRole("complementary", { name: copies.en.common.languages.offer });
  await offer.getByRole("button", { name: copies.en.common.languages.dismiss }).click();
  await page
    .getByRole("region", { name: ja.common.consent.title })
    .getByRole("button", { name: ja.common.consent.accept })
    .click();
  await page.getByRole("link", { name: /￥750/ }).click();
  await expect(page.getByRole("button", { name: "Pay ¥750" })).toBeVisible();
  const confirmation = page.waitForResponse((response) => response.url().includes("/api/checkout-sessions/"));
  await page.getByRole("button", { name: "Pay ¥750" }).click();
  expect(await (await confirmation).json()).toMatchObject({ state: "confirmed", value: 750, currency: "JPY" });
  // The paywall's offer: the research's welcome, in Japanese.
  await expect(page).toHaveURL("/ja/glow?bought=research");
  await expect(page.getByRole("heading", { level: 1, name: ja.checkout.glow.research.title })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Tesla (TSLA)" })).toHaveAttribute(
    "href",
    "/ja/play/tsla",
  );
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

test.describe("with the identity provider down", () => {
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

  test("the Spanish hand-off says so in Spanish, with a way back to the Spanish plans", async ({ page }) => {
    const es = copies.es.signUp;
    await page.goto("/es");
    await page.route(`${IDENTITY_ORIGIN}/**`, (route) => route.abort("connectionrefused"));
    await page.getByRole("link", { name: copies.es.landing.hero.cta }).first().click();
    await expect(page.getByRole("heading", { name: es.failedTitle })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(copies.es.common.authAlert.unreachable);
    await expect(page.getByRole("link", { name: es.back })).toHaveAttribute("href", "/es/pricing");
  });
});

test("a visitor who chose German and opens the English landing page is offered German again, not sent there", async ({
  page,
}) => {
  // Their browser prefers English: only the remembered choice can bring the offer.
  await page.goto("/de");
  await page.evaluate(() => localStorage.setItem("language", "de"));
  const response = await page.goto("/");
  expect(new URL(response!.url()).pathname).toBe("/");
  const offer = page.getByRole("complementary", { name: copies.de.common.languages.offer });
  await expect(offer).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await offer.getByRole("link", { name: copies.de.common.languages.accept }).click();
  await expect(page).toHaveURL("/de");
  await expect(offer).toBeHidden();
});
