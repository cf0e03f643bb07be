// The legal pages (app/features/legal/): the privacy policy, the terms and each market's notice, in
// every language, made from the build's settings — here the local defaults, which every legal
// page must flag as examples — and linked from every footer.
import { legalExamples } from "../app/config/schema";
import { localizedPath, locales, type Locale } from "../app/contracts/locales";
import { legalDocuments, paths, type LegalDocument } from "../app/contracts/paths";
import { copies } from "../app/shared/content/languages";
import { legalNotices } from "../app/shared/content/legal-notice";
import { SCROLL_POSITIONS_KEY } from "../app/shared/scroll-positions";
import { axeViolations } from "./axe";
import { expect, test, waitForHydration, waitForStart, withSessionNote } from "./fixtures";

function titleOf(locale: Locale, document: LegalDocument): string {
  if (document === "notice") return legalNotices[locale].title;
  return copies[locale].legal[document].title;
}

const footerLabel = (locale: Locale, document: LegalDocument) => copies[locale].common.legal[document];

for (const locale of locales) {
  for (const document of legalDocuments) {
    const path = localizedPath(paths.legal(document), locale);

    test(`${path} shows the ${document} with the settings' details, flagged as examples`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await waitForStart(page);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1 })).toHaveText(titleOf(locale, document));
      await expect(main).toContainText(legalExamples.VITE_LEGAL_COMPANY);
      await expect(main).toContainText(legalExamples.VITE_LEGAL_ADDRESS);
      // The local build's details are examples, and the page says which settings to set.
      const note = main.getByRole("complementary", { name: copies[locale].legal.example.title });
      await expect(note).toBeVisible();
      await expect(note).toContainText("VITE_LEGAL_COMPANY");
      await expect(note).toContainText("VITE_CONTACT_EMAIL");
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test(`every footer in ${locale} links the privacy policy, the terms and the market's notice`, async ({ page }) => {
    await withSessionNote(page); // so the app runs on every page, and the last press below is its navigation
    for (const start of [paths.legal("terms"), paths.landing, paths.pricing]) {
      await page.goto(localizedPath(start, locale));
      const footer = page.getByRole("contentinfo");
      for (const document of legalDocuments) {
        await expect(footer.getByRole("link", { name: footerLabel(locale, document), exact: true })).toHaveAttribute(
          "href",
          localizedPath(paths.legal(document), locale),
        );
      }
    }
    // A press after hydration is the app's navigation: the notice comes with its data.
    await waitForHydration(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: footerLabel(locale, "notice"), exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizedPath(paths.legal("notice"), locale)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titleOf(locale, "notice"));
  });
}

test("the German notice is the Impressum, the French the mentions légales, the Japanese the 特定商取引法に基づく表記", async ({
  page,
}) => {
  await page.goto("/de/legal/notice");
  await expect(page.getByRole("main")).toContainText("§ 5 Digitale-Dienste-Gesetz");
  await expect(page.getByRole("main")).toContainText(legalExamples.VITE_LEGAL_VAT_ID);
  await page.goto("/fr/legal/notice");
  await expect(page.getByRole("main")).toContainText("Hébergeur");
  await expect(page.getByRole("main")).toContainText(legalExamples.VITE_LEGAL_HOSTING);
  await expect(page.getByRole("main")).toContainText(`Capital social${legalExamples.VITE_LEGAL_SHARE_CAPITAL}`);
  await expect(page.getByRole("main")).toContainText(legalExamples.VITE_LEGAL_MEDIATOR);
  await page.goto("/ja/legal/notice");
  const main = page.getByRole("main");
  await expect(main).toContainText("販売価格");
  await expect(main).toContainText("￥900");
  // The paywall's research is sold too: its price, and when it is paid.
  await expect(main).toContainText("AI銘柄リサーチ：月額￥750、または年額￥5,400（一括払い）");
  await expect(main).toContainText("税込");
});

test("the terms list every subscription sold, the paywall's research too, in the page's currency", async ({ page }) => {
  const sold = {
    "/legal/terms": [
      "Pro at $6 a month, or $36 a year paid at once",
      "Max at $12 a month, or $72 a year paid at once",
      "subscription of its own: $4.99 a month, or $35.88 a year paid at once",
    ],
    "/fr/legal/terms": [
      "Pro à 6 € par mois, ou 36 € par an payés en une fois",
      "Max à 12 € par mois, ou 72 € par an payés en une fois",
      "abonnement à part : 4,99 € par mois, ou 35,88 € par an payés en une fois",
    ],
  };
  for (const [path, offers] of Object.entries(sold)) {
    await page.goto(path);
    for (const offer of offers) await expect(page.getByRole("main")).toContainText(offer);
  }
});

test("the privacy policy lists what the browser keeps, by the names the browser shows", async ({ page }) => {
  // What the app keeps too: it runs for a visitor with a session.
  await withSessionNote(page);
  await page.goto("/");
  await waitForHydration(page);
  await page.goto("/legal/privacy");
  await waitForStart(page);
  const stored = await page.evaluate(() => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
  }));
  const list = page.getByRole("region", { name: copies.en.legal.privacy.storage.title });
  expect(stored.local.length).toBeGreaterThan(0);
  // React Router kept the landing page's scroll position as the browser left it.
  expect(stored.session).toContain(SCROLL_POSITIONS_KEY);
  for (const key of [...stored.local, ...stored.session])
    await expect(list.getByText(key, { exact: true })).toBeVisible();
});
