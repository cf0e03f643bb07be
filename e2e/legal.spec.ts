// The legal pages (app/features/legal/): the privacy policy, the terms and each market's notice, in
// every language, made from the build's settings — here the local defaults, which every legal
// page must flag as examples — and linked from every footer.
import { legalExamples } from "../app/config/schema";
import { localizedPath, locales, type Locale } from "../app/contracts/locales";
import { legalDocuments, paths, type LegalDocument } from "../app/contracts/paths";
import { copies } from "../app/shared/content/languages";
import { legalNotices } from "../app/shared/content/legal-notice";
import { SCROLL_POSITIONS_KEY } from "../app/shared/page/scroll-positions";
import { expect, test, waitForHydration, waitForStart, withSessionNote } from "./fixtures";
import { labelled, prerendered, spaced, wordsOf } from "./prerendered";

function titleOf(locale: Locale, document: LegalDocument): string {
  if (document === "notice") return legalNotices[locale].title;
  return copies[locale].legal[document].title;
}

const footerLabel = (locale: Locale, document: LegalDocument) => copies[locale].common.legal[document];

for (const locale of locales) {
  for (const document of legalDocuments) {
    const path = localizedPath(paths.legal(document), locale);

    // What the page says, as the build made it: no browser needed.
    test(`${path} shows the ${document} with the settings' details, flagged as examples`, async ({ request }) => {
      const page = await prerendered(request, path);
      const main = page.querySelector("main");
      expect(wordsOf(main?.querySelector("h1"))).toBe(titleOf(locale, document));
      expect(wordsOf(main)).toContain(legalExamples.VITE_LEGAL_COMPANY);
      expect(wordsOf(main)).toContain(legalExamples.VITE_LEGAL_ADDRESS);
      // The local build's details are examples, and the page says which settings to set.
      const note = wordsOf(labelled(page, "main aside", copies[locale].legal.example.title));
      expect(note).toContain("VITE_LEGAL_COMPANY");
      expect(note).toContain("VITE_CONTACT_EMAIL");
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
  request,
}) => {
  const says = async (path: string, words: string[]) => {
    const main = wordsOf((await prerendered(request, path)).querySelector("main"));
    for (const said of words) expect(main, path).toContain(spaced(said));
  };
  await says("/de/legal/notice", ["§ 5 Digitale-Dienste-Gesetz", legalExamples.VITE_LEGAL_VAT_ID]);
  await says("/fr/legal/notice", [
    "Hébergeur",
    legalExamples.VITE_LEGAL_HOSTING,
    `Capital social${legalExamples.VITE_LEGAL_SHARE_CAPITAL}`,
    legalExamples.VITE_LEGAL_MEDIATOR,
  ]);
  // The paywall's research is sold too: its price, and when it is paid.
  await says("/ja/legal/notice", [
    "販売価格",
    "￥900",
    "AI銘柄リサーチ：月額￥750、または年額￥5,400（一括払い）",
    "税込",
  ]);
});

test("the terms list every subscription sold, the paywall's research too, in the page's currency", async ({
  request,
}) => {
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
    const main = wordsOf((await prerendered(request, path)).querySelector("main"));
    for (const offer of offers) expect(main, path).toContain(spaced(offer));
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
