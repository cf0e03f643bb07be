import type { Page } from "@playwright/test";
import { recordAnalytics, recordedAnalytics } from "./analytics-recorder";
import { completeSignUp, newPerson } from "./identity";
import { expect, test, waitForStart } from "./fixtures";
import { expectNotHydrated, openBeforeHydration } from "./held-scripts";

const pageViews = async (page: Page) =>
  (await recordedAnalytics(page))
    .filter((call) => call[0] === "event" && call[1] === "page_view")
    .map((call) => (call[2] as { page_path: string }).page_path);

test("one page view per navigation, with /play/{id} as its path", async ({ page }) => {
  await recordAnalytics(page);
  await page.goto("/play/gme");
  await waitForStart(page);
  await page.getByRole("banner").getByRole("link", { name: "Pricing" }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/play\/gme$/);
  await expect.poll(() => pageViews(page)).toEqual(["/play/gme", "/pricing", "/play/gme"]);
});

test("a page view carries the page's language", async ({ page }) => {
  await recordAnalytics(page);
  await page.goto("/pt-br/pricing");
  await waitForStart(page);
  await expect
    .poll(async () => (await recordedAnalytics(page)).filter((call) => call[1] === "page_view"))
    .toEqual([["event", "page_view", expect.objectContaining({ page_path: "/pt-br/pricing", language: "pt-BR" })]]);
});

test("consent defaults to denied and events still reach dataLayer before any choice", async ({ page }) => {
  await recordAnalytics(page);
  await page.goto("/");
  await waitForStart(page);
  const calls = await recordedAnalytics(page);
  expect(calls[0]).toEqual([
    "consent",
    "default",
    expect.objectContaining({
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    }),
  ]);
  expect(await pageViews(page)).toEqual(["/"]);
  await expect(page.getByRole("region", { name: "Analytics cookies" })).toBeVisible();
});

for (const [answer, state] of [
  ["Accept", "granted"],
  ["Reject", "denied"],
] as const) {
  test(`the consent banner's ${answer} is applied, remembered and never moves the page`, async ({ page }) => {
    await recordAnalytics(page);
    await page.goto("/pricing", { waitUntil: "domcontentloaded" });
    const heading = page.getByRole("heading", { level: 1 });
    const before = await heading.boundingBox();
    const banner = page.getByRole("region", { name: "Analytics cookies" });
    await expect(banner).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
    const accept = await banner.getByRole("button", { name: "Accept" }).boundingBox();
    const reject = await banner.getByRole("button", { name: "Reject" }).boundingBox();
    expect([accept?.width, accept?.height]).toEqual([reject?.width, reject?.height]);

    await banner.getByRole("button", { name: answer }).click();
    await expect(banner).toBeHidden();
    expect((await recordedAnalytics(page)).at(-1)).toEqual([
      "consent",
      "update",
      // The banner asks about analytics only: the ad signals stay denied either way.
      expect.objectContaining({ analytics_storage: state, ad_storage: "denied", ad_user_data: "denied" }),
    ]);

    await page.reload();
    await waitForStart(page);
    await expect(page.getByRole("region", { name: "Analytics cookies" })).toHaveCount(0);
    const calls = await recordedAnalytics(page);
    const lastDefault = calls.findLastIndex((call) => call[1] === "default");
    expect(calls[lastDefault + 1]).toEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: state }),
    ]);
  });
}

for (const [answer, state] of [
  ["Accept", "granted"],
  ["Reject", "denied"],
] as const) {
  test(`the consent banner's ${answer} pressed before hydration is applied at once, and once`, async ({ page }) => {
    await recordAnalytics(page);
    const scripts = await openBeforeHydration(page, "/pricing");
    const banner = page.getByRole("region", { name: "Analytics cookies" });
    await banner.getByRole("button", { name: answer }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("analyticsConsent"))).toBe(state);
    await expectNotHydrated(page);
    await scripts.release();
    await waitForStart(page);
    await expect(banner).toBeHidden();
    const updates = (await recordedAnalytics(page)).filter((call) => call[0] === "consent" && call[1] === "update");
    expect(updates).toEqual([["consent", "update", expect.objectContaining({ analytics_storage: state })]]);
  });
}

test("Cookie settings in every footer changes the answer: withdrawn as easily as given, Google's cookies deleted", async ({
  page,
  context,
  baseURL,
}) => {
  await recordAnalytics(page);
  await page.goto("/pricing");
  await waitForStart(page);
  const banner = page.getByRole("region", { name: "Analytics cookies" });
  await banner.getByRole("button", { name: "Accept" }).click();
  await expect(banner).toBeHidden();
  // What gtag would have stored meanwhile, on this host.
  await context.addCookies(["_ga", "_ga_TEST123"].map((name) => ({ name, value: "GA1.1.1.1", url: baseURL! })));

  const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
  await settings.click();
  await expect(banner).toBeVisible();
  await expect(banner).toBeFocused();
  await banner.getByRole("button", { name: "Reject" }).click();
  await expect(banner).toBeHidden();
  await expect(settings).toBeFocused();
  expect((await recordedAnalytics(page)).at(-1)).toEqual([
    "consent",
    "update",
    expect.objectContaining({ analytics_storage: "denied" }),
  ]);
  expect(await page.evaluate(() => localStorage.getItem("analyticsConsent"))).toBe("denied");
  expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith("_ga"))).toEqual([]);

  // And back: the answer can be given again the same way, and is kept.
  await settings.click();
  await banner.getByRole("button", { name: "Accept" }).click();
  expect(await page.evaluate(() => localStorage.getItem("analyticsConsent"))).toBe("granted");
  await page.reload();
  await waitForStart(page);
  await expect(banner).toBeHidden();
});

test("the login's code and state never reach analytics: the page view after sign-in names the page only", async ({
  page,
  baseURL,
}, testInfo) => {
  await recordAnalytics(page);
  await page.goto("/");
  await waitForStart(page);
  const back = page.waitForURL(/\/pricing\?code=/);
  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
  await completeSignUp(page, newPerson(testInfo));
  await back;
  await page.waitForURL(`${baseURL}/pricing`);
  await expect.poll(() => pageViews(page)).toEqual(["/", "/pricing"]);
  const sent = JSON.stringify(await recordedAnalytics(page));
  expect(sent).not.toMatch(/[?&](code|state|iss)=/);
  expect(sent).toContain(`"page_location":"${baseURL}/pricing"`);
});
