// Choosing a language (docs/architecture.md, Languages): plain links to the same page in each
// language, the browser's language offered once and never forced, the choice kept, the banners
// asked one at a time on a phone.
import { localeInfo, locales, localizedPath } from "../app/contracts/locales";
import { copies } from "../app/shared/content/languages";
import { expect, readVisitorStorage, test, waitForStart, withSessionNote } from "./fixtures";

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

test("on /glow, the switcher keeps the welcome's words, and where the app runs too", async ({ page }) => {
  await withSessionNote(page);
  await page.addInitScript(() => localStorage.setItem("hasPaid", "true"));
  await page.goto("/de/glow?bought=research");
  await waitForStart(page);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated");
  const switcher = page.getByRole("navigation", { name: copies.de.common.languages.label });
  await switcher.getByRole("link", { name: "Français" }).click();
  await expect(page).toHaveURL("/fr/glow?bought=research");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copies.fr.checkout.glow.research.title);
});

test.describe("a visitor whose browser prefers German", () => {
  test.use({ locale: "de-DE" });

  test("is offered the German page once, in German, without being sent there", async ({ page }) => {
    const offer = page.getByRole("complementary", { name: copies.de.common.languages.offer });
    const response = await page.goto("/pricing");
    expect(response?.url()).toMatch(/\/pricing$/);
    await expect(offer).toBeVisible();
    await waitForStart(page);
    await offer.getByRole("button", { name: copies.de.common.languages.dismiss }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await waitForStart(page);
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
      await waitForStart(page);
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

test("back from the checkout, a visitor who chose Japanese lands on the return page in Japanese", async ({ page }) => {
  await page.goto("/ja");
  await page.evaluate(() => localStorage.setItem("language", "ja"));
  await page.goto("/failure");
  await expect(page).toHaveURL("/ja/glow");
  await expect(page.getByRole("heading", { level: 1, name: copies.ja.checkout.glow.unpaid.title })).toBeVisible();
  expect((await readVisitorStorage(page)).hasPaid).toBe("false");
});

test.describe("back from a checkout the provider does not know", () => {
  // The browser reports the API's 404 for the made-up checkout.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("a visitor who chose Japanese is answered in Japanese", async ({ page }) => {
    await page.goto("/ja");
    await page.evaluate(() => localStorage.setItem("language", "ja"));
    await page.goto("/success?session_id=cs_test_made_up_by_hand");
    await expect(page).toHaveURL("/ja/success?session_id=cs_test_made_up_by_hand");
    await expect(page.getByRole("heading", { level: 1, name: copies.ja.checkout.missing.title })).toBeVisible();
  });
});
