// Every other ticker's paywall against WCAG 2.2 AA, at the phone's width (playwright.config.ts):
// they share /play/tsla's template, which accessibility.spec.ts checks at both widths.
import { tickerIds } from "../app/content/tickers";
import { axeViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

for (const id of tickerIds.filter((ticker) => ticker !== "tsla")) {
  test(`/play/${id} has no axe violations`, async ({ page }) => {
    const response = await page.goto(`/play/${id}`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
