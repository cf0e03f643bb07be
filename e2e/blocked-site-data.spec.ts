// A browser set to block cookies and site data: every kind of page loads and hydrates without an
// error, and a sign-up asks, in the page's language, to allow site data.
import { localizedPath } from "../app/contracts/locales";
import { expect, test, waitForStart } from "./fixtures";
import { copyIn } from "./site";

/** A browser set to block cookies and site data throws on any access to either storage. */
function blockSiteData() {
  for (const name of ["localStorage", "sessionStorage"]) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(
          `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
          "SecurityError",
        );
      },
    });
  }
}

test.describe("with cookies and site data blocked", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(blockSiteData);
  });

  // Every kind of page loads and hydrates with no uncaught error and nothing in the console (the
  // fixture fails on either): React Router's own scroll-restoration script would throw on each
  // (app/shared/page/scroll-positions.ts).
  for (const path of [
    "/",
    "/home",
    "/pricing",
    "/play/tsla",
    "/glow",
    "/failure",
    "/de",
    "/ja/pricing",
    "/fr/play/doge",
  ]) {
    test(`${path} loads without an error`, async ({ page }) => {
      await page.goto(path);
      await waitForStart(page);
      await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
    });
  }

  test.describe("pages answered with 404", () => {
    test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/] });
    for (const path of ["/no-such-page", "/play/unknown", "/es/no-such-page"]) {
      test(`${path} loads without an error`, async ({ page }) => {
        await page.goto(path);
        // The not-found page's app waits for a visitor with a session, whom blocked storage rules out.
        await waitForStart(page);
        await expect(page.getByRole("main").getByRole("heading", { level: 1 }).first()).toBeVisible();
      });
    }
  });

  for (const locale of ["en", "de", "ja"] as const) {
    test(`${locale}: sign-up asks, in the page's language, to allow site data`, async ({ page }) => {
      const words = copyIn(locale).common;
      await page.goto(localizedPath("/", locale));
      await waitForStart(page);
      await page.getByRole("banner").getByRole("link", { name: words.signUp }).click();
      await page.waitForURL(`**${localizedPath("/signup", locale)}**`);
      const message = page.getByRole("alert");
      await expect(message).toHaveText(words.authAlert.storage);
      await expect(message).not.toContainText("localStorage");
    });
  }

  test("Log in asks, in a login's words, to allow site data for logging in", async ({ page }) => {
    await page.goto("/pricing");
    await waitForStart(page);
    await page.getByRole("banner").getByRole("link", { name: "Log in" }).click();
    await page.waitForURL("**/account?go=login**");
    await expect(page.getByRole("alert")).toContainText("allow site data (cookies) for this site to sign up or log in");
    // The page's words and its tab speak of logging in, not of a subscription.
    await expect(page.getByRole("heading", { level: 1, name: "Login didn't open" })).toBeVisible();
    await expect(page).toHaveTitle(/^Taking you to log in…/);
  });
});
