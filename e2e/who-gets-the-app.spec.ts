// Every page but /success, the hand-offs and a mailed cancel link's page runs the app only for a
// visitor it has work for (docs/decisions/017-app-when-needed.md); server-not-found.spec.ts shows
// it on the not-found page. Those three never run it (018, 003; cancellation-page.spec.ts).
import type { Page } from "@playwright/test";
import { copies } from "../app/shared/content/languages";
import { recordAnalytics, recordedAnalytics } from "./analytics-recorder";
import { expect, test, waitForHydration, waitForStart, withSessionNote } from "./fixtures";

/** The app's modules the page requests, as they are asked for. */
function appModules(page: Page): string[] {
  const requested: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/.*\.js$/.test(new URL(request.url()).pathname)) requested.push(request.url());
  });
  return requested;
}

/** The recorded GA4 events of one name, with their parameters. */
async function sent(page: Page, name: string): Promise<unknown[]> {
  const calls = await recordedAnalytics(page);
  return calls.filter((call) => call[0] === "event" && call[1] === name).map((call) => call[2]);
}

test.describe("a visitor without a session", () => {
  for (const path of [
    "/",
    "/ja",
    "/pricing",
    "/de/pricing",
    "/play/tsla",
    "/fr/play/msft",
    "/glow",
    "/ja/glow",
    "/owner/experiment",
    "/cancel",
    "/de/cancel",
  ]) {
    test(`${path}: no app code; the boot script sends the page view`, async ({ page }) => {
      await recordAnalytics(page);
      const requested = appModules(page);
      await page.goto(path);
      await waitForStart(page);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
      expect(requested).toEqual([]);
      expect(await sent(page, "page_view")).toEqual([expect.objectContaining({ page_path: path })]);
    });
  }

  test("/failure: no app code; in one page load it records non-payment and is /glow, counted as /glow, its language links too", async ({
    page,
  }) => {
    await recordAnalytics(page);
    const requested = appModules(page);
    const documents: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
    });
    await page.goto("/de/pricing");
    await page.goto("/de/failure");
    await expect(page).toHaveURL("/de/glow");
    await expect(page.getByRole("heading", { level: 1, name: copies.de.checkout.glow.unpaid.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${copies.de.checkout.glow.pageTitle}`));
    const switcher = page.getByRole("navigation", { name: copies.de.common.languages.label });
    await expect(switcher.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr/glow");
    await waitForStart(page);
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    expect(documents).toEqual(["/de/pricing", "/de/failure"]);
    expect(await page.evaluate(() => localStorage.getItem("hasPaid"))).toBe("false");
    // Counted once, as /glow (the page before it may or may not have sent its own by the time it was left).
    const views = (await sent(page, "page_view")) as { page_path: string }[];
    expect(views.filter((view) => view.page_path !== "/de/pricing")).toEqual([
      expect.objectContaining({ page_path: "/de/glow" }),
    ]);
    // The address was replaced, not added: back goes to the page before the checkout.
    await page.goBack();
    await expect(page).toHaveURL("/de/pricing");
  });

  test("a link pressed on a page without the app loads the next page", async ({ page }) => {
    await page.goto("/de/legal/terms");
    await waitForStart(page);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: copies.de.common.legal.privacy, exact: true })
      .click();
    await expect(page).toHaveURL("/de/legal/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(copies.de.legal.privacy.title);
  });

  test("the landing visit's exposure goes to GA4 once, with the headline shown", async ({ page }) => {
    await recordAnalytics(page);
    await page.goto("/");
    await waitForStart(page);
    const variant = await page.locator("html").getAttribute("data-variant");
    expect(await sent(page, "experience_impression")).toEqual([{ exp_variant_string: variant }]);
  });

  test("the song sample's Play brings the app for its player, which counts nothing twice", async ({ page }) => {
    await recordAnalytics(page);
    const requested = appModules(page);
    await page.goto("/");
    await waitForStart(page);
    await page.getByRole("button", { name: copies.en.landing.songSample.play }).click();
    await waitForHydration(page);
    expect(requested.length).toBeGreaterThan(0);
    await expect(page.getByRole("button", { name: copies.en.landing.songSample.pause })).toBeVisible();
    await expect.poll(() => page.locator("audio").evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
    expect(await sent(page, "page_view")).toHaveLength(1);
    expect(await sent(page, "experience_impression")).toHaveLength(1);
  });
});

test("a browser that has paid: the app runs on the paywall, which shows the research unlocked", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("hasPaid", "true"));
  const requested = appModules(page);
  await page.goto("/play/tsla");
  await waitForHydration(page);
  expect(requested.length).toBeGreaterThan(0);
  await expect(page.getByTestId("research-unlocked")).toBeVisible();
});

for (const [path, locale] of [
  ["/pricing", "en"],
  ["/de/legal/terms", "de"],
] as const) {
  test(`a visitor with a session: the app runs on ${path}, and sends its page view`, async ({ page }) => {
    await withSessionNote(page);
    await recordAnalytics(page);
    const requested = appModules(page);
    await page.goto(path);
    await waitForHydration(page);
    expect(requested.length).toBeGreaterThan(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-app-when-needed");
    // The identity SDK finds no session: the header offers Log in.
    await expect(page.getByRole("banner").getByRole("link", { name: copies[locale].common.logIn })).toBeVisible();
    await expect.poll(() => sent(page, "page_view")).toHaveLength(1);
  });
}

test.describe("a visitor with a session whose page's route data cannot be fetched", () => {
  test.use({ allowedConsoleErrors: [/status of 503|route-data\/.*: HTTP 503/] });

  test("keeps the page as its HTML: the app does not start on nothing, and the links work", async ({ page }) => {
    await withSessionNote(page);
    await page.route("**/assets/route-data/**", (route) => route.fulfill({ status: 503, body: "" }));
    const failed = page.waitForEvent("pageerror");
    await page.goto("/pricing");
    expect((await failed).message).toMatch(/route-data\/pricing-[\w-]{8}\.json: HTTP 503/);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: copies.en.common.legal.privacy }).click();
    await expect(page).toHaveURL(/\/legal\/privacy$/);
  });
});

test.describe("/success", () => {
  // The browser reports the API's 404 for a checkout the provider does not know.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("never runs the app, also for a visitor with a session: its own script asks and answers", async ({ page }) => {
    await withSessionNote(page);
    const requested = appModules(page);
    await page.goto("/ja/success?session_id=cs_test_made_up_by_hand");
    await expect(page.getByRole("heading", { level: 1, name: copies.ja.checkout.missing.title })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
    await page.getByRole("link", { name: copies.ja.checkout.missing.action }).click();
    await expect(page).toHaveURL("/ja/pricing");
  });
});
