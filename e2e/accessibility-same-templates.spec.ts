// Against WCAG 2.2 AA at the phone's width only (playwright.config.ts): the templates
// accessibility.spec.ts checks at both widths, in the other languages (other words, longer German
// ones, Japanese script; what a width does to them is e2e/layout-matrix.spec.ts's) and for every
// other ticker (axe.ts); and the legal pages.
import { localizedPath, locales } from "../app/contracts/locales";
import { tickerIds } from "../app/contracts/ticker-ids";
import { paths } from "../app/contracts/paths";
import { axeViolations, PAYWALL_AT_BOTH_WIDTHS } from "./axe";
import { expect, test, waitForStart } from "./fixtures";

const otherLanguages = [
  { path: "/de", status: 200 },
  { path: "/de/pricing", status: 200 },
  { path: "/fr/pricing", status: 200 },
  { path: "/es/play/tsla", status: 200 },
  { path: "/pt-br/glow", status: 200 },
  { path: "/fr/cancel", status: 200 },
  { path: "/ja/cancel/confirm", status: 200 },
  { path: "/ja", status: 200 },
  { path: "/ja/play/tsla", status: 200 },
  { path: "/ja/nope", status: 404 },
];
// The privacy policy and the terms are one template in each language's words; each market's
// notice differs in its rows (their words: legal.spec.ts, on the prerendered HTML).
const legalPages = [
  paths.legal("privacy"),
  paths.legal("terms"),
  ...locales.map((locale) => localizedPath(paths.legal("notice"), locale)),
].map((path) => ({ path, status: 200 }));
const otherTickers = tickerIds
  .map(paths.paywall)
  .filter((path) => path !== PAYWALL_AT_BOTH_WIDTHS)
  .map((path) => ({ path, status: 200 }));

test.use({ allowedConsoleErrors: [/status of 404/] });

for (const { path, status } of [...otherLanguages, ...legalPages, ...otherTickers]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await waitForStart(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
