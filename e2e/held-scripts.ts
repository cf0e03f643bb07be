// Holds back the site's JavaScript modules, so a test can press controls as a visitor on a slow
// phone does: painted, but before the app has loaded. The inline boot script still runs, and so
// does what a press itself fetches (a sign-up press's hand-off module: features/hand-off/boot.ts).
import type { Page, Route } from "@playwright/test";
import { expect } from "./fixtures";

export interface HeldScripts {
  /** Lets the held modules (and every later one) load; the app then hydrates. */
  release(): Promise<void>;
}

/** The app's modules: every script under /assets/ but the sign-up press's own. */
const appModule = (url: URL) =>
  /^\/assets\/.*\.js$/.test(url.pathname) && !url.pathname.startsWith("/assets/hand-off-");

export async function holdScripts(
  page: Page,
  pattern: string | ((url: URL) => boolean) = appModule,
): Promise<HeldScripts> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Opens a page with its modules held back and checks that the app has not taken over. */
export async function openBeforeHydration(page: Page, path: string): Promise<HeldScripts> {
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNotHydrated(page);
  return scripts;
}

export async function expectNotHydrated(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
}

/**
 * Answers navigations to URLs starting with `prefix` with 204 No Content, so the browser stays on
 * the current page; resolves with the first such URL.
 */
export async function stopAtDoor(page: Page, prefix: string): Promise<{ reached: Promise<URL> }> {
  const matches = (url: URL | string) => String(url).startsWith(prefix);
  await page.route(matches, (route) => route.fulfill({ status: 204 }));
  const reached = page.waitForRequest((request) => matches(request.url())).then((request) => new URL(request.url()));
  return { reached };
}
