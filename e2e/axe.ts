// The accessibility rules every page is checked against: WCAG 2.2 AA and axe's best practices.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { paths } from "../app/contracts/paths";

/** The paywall checked at both widths; the other tickers share its template (accessibility-same-templates.spec.ts). */
export const PAYWALL_AT_BOTH_WIDTHS = paths.paywall("tsla");

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Each violation on the page as it is now, with the elements it was found on. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}
