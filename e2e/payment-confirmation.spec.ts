// A sale is counted only on the payment provider's word: /success asks the site's API, which asks
// the provider (the checkout stand-in, through the official SDK), before 'Paid for Glow Up'; the
// provider's signed webhooks count the trial's start (and, later, the money: subscribers.spec.ts)
// for a visitor who never comes back too. Against `npm start`'s Node server and the stand-ins.
import type { Page } from "@playwright/test";
import { LOCAL_STRIPE_SECRET_KEY } from "../local/api-env";
import { recordAnalytics, recordedAnalytics } from "./analytics-recorder";
import { expect, readVisitorStorage, test, waitForHydration, withSessionNote } from "./fixtures";
import { expectNotHydrated, holdScripts } from "./held-scripts";
import { acceptTerms, deliveries, openCheckout, payAndLeave, serverHits, SERVICES_ORIGIN, setOutage } from "./payments";
import { copy } from "./site";

const paid = (page: Page) =>
  recordedAnalytics(page).then((calls) => calls.filter((call) => call[1] === "Paid for Glow Up"));
/** The browser sends no GA4 `purchase`: a checkout starts a trial, and the money is the server's to count. */
const purchases = (page: Page) =>
  recordedAnalytics(page).then((calls) => calls.filter((call) => call[1] === "purchase"));

test("a real checkout is confirmed once, also when /success is loaded again", async ({ page, request }) => {
  await recordAnalytics(page);
  const { sessionId, userId } = await openCheckout(page);
  await acceptTerms(page);
  await page.getByRole("button", { name: /^Pay \$/ }).click();

  // The paywall's offer: welcomed with the research, not the song app.
  await expect(page).toHaveURL("/glow?bought=research");
  await expect(page.getByRole("heading", { level: 1, name: copy.checkout.glow.research.title })).toBeVisible();
  expect((await readVisitorStorage(page)).hasPaid).toBe("true");
  for (let reload = 0; reload < 3; reload++) {
    await page.goto(`/success?session_id=${sessionId}`);
    await expect(page).toHaveURL("/glow?bought=research");
  }
  expect(await paid(page)).toHaveLength(1);
  expect(await purchases(page)).toEqual([]);
  // The webhooks reported the trial's start from the server, once, for the same client id: worth 0 today.
  await expect
    .poll(() => serverHits(request, userId, "trial_start"))
    .toEqual([expect.objectContaining({ item_id: "paywall-monthly", value: 0 })]);
  expect(await serverHits(request, userId, "purchase")).toEqual([]);
});

test("a buyer who seems signed in is welcomed from /glow's page itself, before the app has loaded", async ({
  page,
}) => {
  await withSessionNote(page);
  await openCheckout(page);
  // The app's code waits until the welcome has been seen.
  const scripts = await holdScripts(page);
  await acceptTerms(page);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL("/glow?bought=research");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.checkout.glow.research.title);
  await expectNotHydrated(page);
  await scripts.release();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(copy.checkout.glow.research.title);
  // Once: a reload waits for the app, which knows what the person has.
  await holdScripts(page);
  await page.reload({ waitUntil: "domcontentloaded" });
  await expect(page.locator("html")).toHaveAttribute("data-js");
  await expect(page.locator("html")).not.toHaveAttribute("data-glow-screen");
});

test("a research buyer sees what they bought: the research, and every ticker's paywall unlocked", async ({ page }) => {
  await openCheckout(page);
  await acceptTerms(page);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL("/glow?bought=research");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(copy.checkout.glow.research.title);
  await expect(main).toContainText("7-day free trial has started");
  // Not the song app's welcome.
  await expect(main.getByRole("heading", { name: copy.checkout.glow.paid.title })).toHaveCount(0);
  await expect(main).not.toContainText(/\bsongs?\b/i);
  await expect(main.getByRole("link", { name: /\((GME|ANF|TSLA|MSFT|PANW|CRWD|CL|MOM|DOGE)\)$/ })).toHaveCount(9);

  await main.getByRole("link", { name: "Tesla (TSLA)" }).click();
  await expect(page).toHaveURL("/play/tsla");
  const unlocked = page.getByRole("region", { name: "TSLA research unlocked" });
  await expect(unlocked).toBeVisible();
  await expect(unlocked.getByRole("listitem")).toHaveCount(4);
  // No trial box, no buttons to buy again.
  await expect(page.getByRole("region", { name: /7-day free trial/i })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /\/mo/ })).toHaveCount(0);
});

test.describe("a /success the provider does not confirm", () => {
  // The browser reports the API's 404 for a session the provider does not know.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const [name, search] of [
    ["bare", ""],
    ["forged", "?session_id=cs_test_made_up_by_hand"],
    ["malformed", "?session_id=anything%3Cscript%3E"],
  ] as const) {
    test(`a ${name} /success records nothing and says so`, async ({ page }) => {
      await recordAnalytics(page);
      await page.goto("/pricing");
      await page.goto(`/success${search}`);
      await expect(page.getByRole("heading", { level: 1, name: copy.checkout.missing.title })).toBeVisible();
      await expect(page).toHaveURL(`/success${search}`);
      expect((await readVisitorStorage(page)).hasPaid).toBe("false");
      expect(await paid(page)).toEqual([]);
      await page.getByRole("link", { name: copy.checkout.missing.action }).click();
      await expect(page).toHaveURL("/pricing");
    });
  }
});

test("a checkout left open is not a sale", async ({ page }) => {
  await recordAnalytics(page);
  const { sessionId } = await openCheckout(page);
  await page.goto(`/success?session_id=${sessionId}`);
  await expect(page.getByRole("heading", { level: 1, name: copy.checkout.notCompleted.title })).toBeVisible();
  expect((await readVisitorStorage(page)).hasPaid).toBe("false");
  expect(await paid(page)).toEqual([]);
});

test("an expired checkout is not a sale", async ({ page, request }) => {
  const { sessionId } = await openCheckout(page);
  // The provider's own API expires it, as Stripe does after a day (or on request).
  const expired = await request.post(`${SERVICES_ORIGIN}/v1/checkout/sessions/${sessionId}/expire`, {
    headers: { Authorization: `Bearer ${LOCAL_STRIPE_SECRET_KEY}` },
  });
  expect((await expired.json()).status).toBe("expired");
  await page.goto(`/success?session_id=${sessionId}`);
  await expect(page.getByRole("heading", { level: 1, name: copy.checkout.notCompleted.title })).toBeVisible();
  expect((await readVisitorStorage(page)).hasPaid).toBe("false");
});

test.describe("with the provider down", () => {
  // The browser reports the API's 503 while the provider cannot be reached.
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test("with the provider down, /success says so and a later retry confirms", async ({ page, request }) => {
    await recordAnalytics(page);
    const { sessionId } = await openCheckout(page);
    await setOutage(request, sessionId, true);
    await acceptTerms(page);
    await page.getByRole("button", { name: /^Pay \$/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: copy.checkout.unreachable.title })).toBeVisible();
    expect((await readVisitorStorage(page)).hasPaid).toBe("false");
    expect(await paid(page)).toEqual([]);

    await setOutage(request, sessionId, false);
    await page.getByRole("button", { name: copy.checkout.unreachable.retry }).click();
    await expect(page).toHaveURL("/glow?bought=research");
    expect((await readVisitorStorage(page)).hasPaid).toBe("true");
    expect(await paid(page)).toHaveLength(1);
  });
});

test("a visitor who pays and closes the tab is counted by the webhooks, once however often they come", async ({
  page,
  request,
}) => {
  const { sessionId, userId } = await openCheckout(page);
  await payAndLeave(request, sessionId);
  await page.close();
  await expect
    .poll(() => serverHits(request, userId, "trial_start"))
    .toEqual([expect.objectContaining({ item_id: "paywall-monthly", value: 0, exp_variant_string: "none" })]);

  // The provider delivers the event again: a no-op, nothing is counted twice.
  const resent = await request.post(`${SERVICES_ORIGIN}/checkout/sessions/${sessionId}/resend`);
  expect(resent.ok()).toBe(true);
  await expect.poll(() => deliveries(request, sessionId)).toEqual([200, 200]);
  expect(await serverHits(request, userId, "trial_start")).toHaveLength(1);
});

test("a visitor who refused analytics is not reported from the server", async ({ page, request }) => {
  const { sessionId, userId } = await openCheckout(page, "Reject");
  await payAndLeave(request, sessionId);
  await expect.poll(() => deliveries(request, sessionId)).toEqual([200]);
  expect(await serverHits(request, userId, "trial_start")).toEqual([]);
});

test("'Paid for Glow Up' and the server's trial start carry the variant the visitor saw", async ({ page, request }) => {
  await recordAnalytics(page);
  await page.goto("/");
  await expect.poll(async () => (await readVisitorStorage(page)).version).toMatch(/^[ABC]$/);
  const { version } = await readVisitorStorage(page);
  const { userId } = await openCheckout(page);
  await acceptTerms(page);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL("/glow?bought=research");

  expect(await paid(page)).toEqual([["event", "Paid for Glow Up", expect.objectContaining({ event_label: version })]]);
  await expect
    .poll(() => serverHits(request, userId, "trial_start"))
    .toEqual([expect.objectContaining({ exp_variant_string: version })]);
  // Back from /glow skips /success: it replaced itself.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/success/);
});
