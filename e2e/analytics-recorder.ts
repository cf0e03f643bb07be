// Keeps every gtag call a page makes across full-page navigations (in sessionStorage), so a test
// can check events sent just before the browser left for another site.
import type { Page } from "@playwright/test";

const KEY = "e2e:dataLayer";

export async function recordAnalytics(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...entries: unknown[]) => {
      const saved = JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[];
      for (const entry of entries) saved.push(JSON.parse(JSON.stringify(Array.from(entry as ArrayLike<unknown>))));
      sessionStorage.setItem(key, JSON.stringify(saved));
      return push(...entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  }, KEY);
}

/** The gtag calls recorded so far in this tab, as arrays like ['event', name, params]. */
export function recordedAnalytics(page: Page): Promise<unknown[][]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? "[]") as unknown[][], KEY);
}

/** GA4's own events, which every page or landing visit sends (headline-variant.spec.ts tests the exposure). */
const GA_EVENTS = ["page_view", "experience_impression"];

/** Names of the recorded events of the product's own (GA4's page views and exposures left out). */
export async function recordedEventNames(page: Page): Promise<string[]> {
  return (await recordedAnalytics(page))
    .filter((call) => call[0] === "event" && !GA_EVENTS.includes(String(call[1])))
    .map((call) => String(call[1]));
}
