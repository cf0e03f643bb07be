// Every screen whole (issue 25): every kind of page (e2e/page-kinds.ts) in every language at 320,
// 390, 768 and 1280 px (each in a breakpoint of its own: app/app.css), in three states — signed out
// with the banners answered, a first visit with the consent banner and the language offer shown,
// and signed in with a long name, there on the pages whose content a session changes (the others
// show a person what they show anyone, under the header every page has: `sameSignedIn`). Nothing scrolls
// sideways, no text is covered, no words spill out of their control, no filled button breaks its
// words on a wide screen, the headline is clear of the banners, and Tab never puts the focus under
// one (e2e/layout-problems.ts, e2e/focus-checks.ts; e2e/layout-checks.spec.ts shows each check
// failing).
// One browser page per language and state goes through all the page kinds, each looked at in turn
// at the four widths; it sets its own widths, so it runs in the phone project only
// (playwright.config.ts).
import { locales, localeInfo, localizedPath, type Locale } from "../app/contracts/locales";
import { baseURL } from "../playwright.config";
import { expect } from "./fixtures";
import { IDENTITY_ORIGIN } from "./identity";
import { tabThrough } from "./focus-checks";
import { findLayoutProblems } from "./layout-problems";
import { pageKinds, settle } from "./page-kinds";
import { test } from "./signed-in";

const viewports = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];
const states = ["banners answered", "first visit", "signed in"] as const;

/** The banners answered: analytics declined, the page's language chosen. */
const answered = (locale: Locale) => [
  { name: "analyticsConsent", value: "denied" },
  { name: "language", value: locale },
];

for (const locale of locales) {
  for (const state of states) {
    test.describe(`${localeInfo[locale].name}, ${state}`, () => {
      test.use({
        // No smooth scrolling: a focused element is looked at where its scroll ends (e2e/focus-checks.ts).
        reducedMotion: "reduce",
        // A first visit in a browser that prefers another language: the language offer shows.
        locale: state === "first visit" && locale === "en" ? "de-DE" : "en-US",
        storageState:
          state === "first visit"
            ? { cookies: [], origins: [] }
            : state === "banners answered"
              ? { cookies: [], origins: [{ origin: baseURL, localStorage: answered(locale) }] }
              : async ({ signedIn }, use) =>
                  use({
                    ...signedIn.storage,
                    origins: signedIn.storage.origins.map((origin) =>
                      origin.origin === baseURL
                        ? { ...origin, localStorage: [...origin.localStorage, ...answered(locale)] }
                        : origin,
                    ),
                  }),
        // The not-found page's 404, and the identity provider kept away from the hand-off pages.
        allowedConsoleErrors: [[/status of 404/, /ERR_FAILED/], { scope: "test" }],
      });

      test("every kind of page is whole at every width", async ({ page, signedIn }) => {
        // Up to fourteen pages, each looked at all over at four widths (and Tabbed through on a first visit).
        test.setTimeout(300_000);
        /** The controls before the content Tab has been pressed through (e2e/focus-checks.ts). */
        const pressed = new Set<string>();
        for (const [name, kind] of Object.entries(pageKinds)) {
          if (state === "signed in" && kind.sameSignedIn) continue;
          const path = localizedPath(kind.path, locale);
          // Each page is loaded at the narrowest width, then looked at as the window widens: the
          // layout is CSS's, so a resized window shows what a page loaded at that width does.
          await page.setViewportSize(viewports[0]!);
          // Signed out, the provider kept away: the hand-off page stays and says so. Signed in, it
          // sends the person on, maybe off the site (nothing of ours to look at there).
          const keepAway = kind.handOff && state !== "signed in";
          if (keepAway) await page.route(`${IDENTITY_ORIGIN}/**`, (route) => route.abort());
          await page.goto(path);
          const where = await settle(page, kind, new URL(baseURL).origin);
          if (keepAway) await page.unroute(`${IDENTITY_ORIGIN}/**`);
          if (where === "left the site") continue;
          if (state === "signed in" && !kind.noSession && (await page.locator("header").count())) {
            await expect(
              page.getByRole("banner").getByRole("button", { name: new RegExp(signedIn.person.name) }),
            ).toBeVisible();
          }
          for (const viewport of viewports) {
            await page.setViewportSize(viewport);
            const problems = await page.evaluate(findLayoutProblems, {
              oneLineButtons: viewport.width >= 1024,
              headlineInView: state === "first visit",
            });
            if (state === "first visit") problems.push(...(await tabThrough(page, pressed)));
            expect.soft(problems, `${name} (${path}) at ${viewport.width} px`).toEqual([]);
          }
        }
      });
    });
  }
}
