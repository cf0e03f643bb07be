// What several flows do or check as a visitor, written against EnginePage (the counterparts of
// e2e/fixtures.ts and e2e/identity.ts in the Playwright suite).
import assert from "node:assert/strict";
import { randomUUID } from "node:crypto";
import type { OfferId } from "../../app/catalogue/offers";
import type { EnginePage } from "./engine-page";
import { siteConfig } from "./site";

// Fixed facts (docs/product.md, Browser storage), written here on purpose as an independent check.
const USER_ID = /^[A-Za-z0-9]{9}$/;
const VARIANTS = ["A", "B", "C"];

/** The browser-local values of the product's three keys. */
export function readVisitorStorage(page: EnginePage) {
  return page.evaluate(() => ({
    userId: localStorage.getItem("userId"),
    hasPaid: localStorage.getItem("hasPaid"),
    version: localStorage.getItem("version"),
  }));
}

export async function expectFirstVisitStorage(page: EnginePage): Promise<void> {
  const { userId, hasPaid, version } = await readVisitorStorage(page);
  // Which document was read, its heading, and the page's memory copy of what it wrote
  // (app/shared/browser/storage.ts): a userId there but not in storage means the browser refused the write
  // (the product's fault to mend); none at all, that the test read another document (the
  // harness's) or that the page failed before it set the visitor up (the product's: the heading is
  // then the error screen's).
  const context = () =>
    page.evaluate(() => ({
      url: location.href,
      readyState: document.readyState,
      heading: document.querySelector("h1")?.textContent,
      storedKeys: Object.keys(localStorage),
      memoryCopy: [
        ...((globalThis as Record<symbol, Map<string, string>>)[Symbol.for("snapsong.storage-memory")] ?? []),
      ],
    }));
  if (!USER_ID.test(userId ?? "")) assert.fail(`no userId in localStorage: ${JSON.stringify(await context())}`);
  assert.equal(hasPaid, "false");
  assert.ok(VARIANTS.includes(version ?? ""), `version ${version} is one of ${VARIANTS.join(", ")}`);
}

/**
 * Waits until the page has started: React has hydrated it, or, where the app runs only for a
 * visitor it has work for, the boot script has done the start (docs/decisions/017-app-when-needed.md).
 */
export async function waitForStart(page: EnginePage): Promise<void> {
  await page.waitFor("the page to start", () => {
    const html = document.documentElement;
    return html.hasAttribute("data-hydrated") || html.hasAttribute("data-page-view-sent");
  });
}

export interface Person {
  name: string;
  email: string;
  password: string;
}

export const newPerson = (): Person => ({
  name: "Ana Lima",
  email: `ana-${randomUUID()}@example.com`,
  password: "correct horse battery",
});

/** Fills the local identity provider's sign-up form and submits it. */
export async function completeSignUp(page: EnginePage, person: Person): Promise<void> {
  await page.see({ role: "heading", name: /create your .* account/i });
  await page.fill({ label: "Name" }, person.name);
  await page.fill({ label: "Email" }, person.email);
  await page.fill({ label: /^Password/ }, person.password);
  await page.click({ role: "button", name: "Sign up" });
}

const header = { role: "banner" };

export async function expectSignedIn(page: EnginePage, person: Person): Promise<void> {
  await page.see({ role: "button", name: `Account: ${person.name}`, within: header });
  await page.notSee({ role: "link", name: "Sign Up", within: header });
}

/** Waits until the browser is at `path` of the site. */
export async function waitForSitePath(page: EnginePage, origin: string, path: string): Promise<void> {
  await page.waitForUrl((url) => url.origin === origin && url.pathname === path, `${origin}${path}`);
}

/** Waits until the browser is at a checkout the site's API made (the local stand-in's session page). */
export async function waitForApiCheckout(page: EnginePage): Promise<URL> {
  const services = new URL(siteConfig.auth.origin);
  return page.waitForUrl(
    (url) => url.origin === services.origin && /^\/checkout\/sessions\/cs_local_\w+$/.test(url.pathname),
    `a checkout the site's API made (${services.origin}/checkout/sessions/…)`,
  );
}

/** Waits until the browser is at the offer's payment link (the local stand-in) and returns its URL. */
export async function waitForCheckout(page: EnginePage, offer: OfferId): Promise<URL> {
  const link = new URL(siteConfig.checkout[offer]);
  return page.waitForUrl(
    (url) => url.origin === link.origin && url.pathname === link.pathname,
    `the ${offer} checkout (${link.href})`,
  );
}
