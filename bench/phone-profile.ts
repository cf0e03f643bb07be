// The bench's phone (docs/scripts.md, docs/decisions/001-deferred-hydration.md): Chrome DevTools'
// "Slow 4G" (562.5 ms latency, 1.47 Mbps down, 675 kbps up) with 4× CPU slowdown on a 412×823
// touch screen, applied through the DevTools protocol to a fresh, cache-less browser context for
// every page load.
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.ts";
import { storageKeys } from "../app/shared/browser/storage.ts";

export const phoneProfile = {
  latencyMs: 562.5,
  downloadBitsPerSecond: 1.47e6,
  uploadBitsPerSecond: 675e3,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
};

export function launchBrowser(args: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, ...args] });
}

/**
 * A new page in a new context, throttled like the phone; close its context when done. With
 * `sessionNote`, the browser carries a sign-in's note, so the app runs also where it runs only for
 * a visitor it has work for (docs/decisions/017-app-when-needed.md).
 */
export async function phonePage(browser: Browser, { sessionNote = false } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: phoneProfile.viewport, hasTouch: true, isMobile: true });
  if (sessionNote) await context.addInitScript((key) => localStorage.setItem(key, "true"), storageKeys.sessionHint);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: phoneProfile.latencyMs,
    downloadThroughput: phoneProfile.downloadBitsPerSecond / 8,
    uploadThroughput: phoneProfile.uploadBitsPerSecond / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: phoneProfile.cpuSlowdown });
  return page;
}

/** When the app marked the page hydrated (app/shared/page/use-hydrated-mark.ts), in ms since navigation start. */
export async function hydratedAt(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName("hydrated").length > 0, undefined, {
    timeout: 60_000,
  });
  return page.evaluate(() => performance.getEntriesByName("hydrated")[0]!.startTime);
}
