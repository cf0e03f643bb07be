// Every other ticker's paywall against WCAG 2.2 AA, at the phone's width (playwright.config.ts):
// they share the template of the one accessibility.spec.ts checks at both widths (axe.ts).
import { tickerIds } from "../app/contracts/ticker-ids";
import { paths } from "../app/contracts/paths";
import { axeViolations, PAYWALL_AT_BOTH_WIDTHS } from "./axe";
import { expect, test, waitForStart } from "./fixtures";

for (const path of tickerIds.map(paths.paywall).filter((path) => path !== PAYWALL_AT_BOTH_WIDTHS)) {
  test(`${path} has no axe violations`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForStart(page);
    expect(await axeViolations(page)).toEqual([]);
  });
}
