// The templates accessibility.spec.ts checks at both widths, against WCAG 2.2 AA at the phone's
// width only (playwright.config.ts): in the other languages — other words, longer German ones,
// Japanese script; what a width does to them is e2e/layout-matrix.spec.ts's — and every other
// ticker's paywall (axe.ts).
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
const otherTickers = tickerIds
  .map(paths.paywall)
  .filter((path) => path !== PAYWALL_AT_BOTH_WIDTHS)
  .map((path) => ({ path, status: 200 }));

test.use({ allowedConsoleErrors: [/status of 404/] });

for (const { path, status } of [...otherLanguages, ...otherTickers]) {
  test(`${path} has no axe violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(status);
    await waitForStart(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
