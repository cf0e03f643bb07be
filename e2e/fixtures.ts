// Shared test setup: every test that opens a page fails on a page error or an unexpected console error.
import { test as base, expect, type Page } from "@playwright/test";
import { DEFERRED_MODULES_ID } from "../app/boot/module-downloads";

interface Fixtures {
  /** Console and page errors a test expects (for example the browser's report of a 404 response). */
  allowedConsoleErrors: RegExp[];
}

// The guard rides on the page itself, so a test that only sends requests starts no browser.
export const test = base.extend<Fixtures>({
  allowedConsoleErrors: [[], { option: true }],
  page: async ({ page, allowedConsoleErrors }, provide) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => {
      if (!allowedConsoleErrors.some((pattern) => pattern.test(error.message)))
        problems.push(`page error: ${error.message}`);
    });
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (!allowedConsoleErrors.some((pattern) => pattern.test(text))) problems.push(`console error: ${text}`);
    });
    await provide(page);
    expect(problems, "the page logged errors").toEqual([]);
  },
});

export { expect };

/** The browser-local values of the product's three keys (docs/product.md, Browser storage). */
export function readVisitorStorage(page: Page) {
  return page.evaluate(() => ({
    userId: localStorage.getItem("userId"),
    hasPaid: localStorage.getItem("hasPaid"),
    version: localStorage.getItem("version"),
  }));
}

/** Waits until React has hydrated the page (the app marks <html data-hydrated>), so clicks reach its handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
}

/**
 * Waits until the page has started: React has hydrated it, or, on a page whose app runs only for a
 * visitor it has work for, the boot script has done the start itself (docs/decisions/017-app-when-needed.md);
 * on a page that never runs the app (no list of its modules), the boot script has run.
 */
export async function waitForStart(page: Page) {
  await page.waitForFunction((modulesId) => {
    const html = document.documentElement;
    if (!document.getElementById(modulesId)) return html.hasAttribute("data-js");
    return html.hasAttribute("data-hydrated") || html.hasAttribute("data-page-view-sent");
  }, DEFERRED_MODULES_ID);
}

/**
 * Makes the next pages see a probable session (the note a sign-in leaves, shared/auth/auth-hints.ts),
 * so the app runs on every page, also where it runs only for a visitor it has work for; the
 * identity SDK then finds no session and the header offers Log in.
 */
export async function withSessionNote(page: Page) {
  await page.addInitScript(() => localStorage.setItem("signedIn", "true"));
}
