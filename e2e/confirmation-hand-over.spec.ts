// A checkout /success hands on to /glow in its address: where Continue is pressed before the
// provider's answer (and, broken-storage.spec.ts, where the browser cannot keep what /success
// records). The app on /glow asks for the answer and records a confirmed payment there. Against
// `npm start`'s Node server and the stand-ins, as payment-confirmation.spec.ts.
import type { Page } from "@playwright/test";
import { recordAnalytics, recordedAnalytics } from "./analytics-recorder";
import { expect, readVisitorStorage, test } from "./fixtures";
import { acceptTerms, openCheckout, payAndLeave, SERVICES_ORIGIN, setOutage } from "./payments";
import { copy } from "./site";

const paid = (page: Page) =>
  recordedAnalytics(page).then((calls) => calls.filter((call) => call[1] === "Paid for Glow Up"));

test("a visitor who goes on with Continue before the answer takes the checkout along, and /glow counts it", async ({
  page,
}) => {
  await recordAnalytics(page);
  const { sessionId } = await openCheckout(page);
  // The API's answers wait until the visitor has pressed Continue.
  let answer!: () => void;
  const pressed = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/api/checkout-sessions/**", async (route) => {
    await pressed;
    // /success's own request ended with the page.
    await route.continue().catch(() => undefined);
  });
  await acceptTerms(page);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: copy.checkout.confirming })).toBeVisible();
  await page.getByRole("link", { name: copy.checkout.continue }).click();
  await expect(page).toHaveURL(`/glow?session_id=${sessionId}`);
  answer();
  await expect(page).toHaveURL("/glow?bought=research");
  await expect(page.getByRole("heading", { level: 1, name: copy.checkout.glow.research.title })).toBeVisible();
  expect((await readVisitorStorage(page)).hasPaid).toBe("true");
  expect(await paid(page)).toHaveLength(1);
  // /success replaced itself: back is the checkout's page.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`^${SERVICES_ORIGIN}/checkout/`));
});

test.describe("a checkout in /glow's address", () => {
  // The browser reports the API's 404 for a session the provider does not know.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("that is not paid, or made up, leaves plain /glow and records nothing", async ({ page }) => {
    await recordAnalytics(page);
    const { sessionId } = await openCheckout(page);
    for (const id of [sessionId, "cs_test_made_up_by_hand"]) {
      await page.goto(`/glow?session_id=${id}`);
      await expect(page).toHaveURL("/glow");
      await expect(page.getByRole("heading", { level: 1, name: copy.checkout.glow.unpaid.title })).toBeVisible();
    }
    expect((await readVisitorStorage(page)).hasPaid).toBe("false");
    expect(await paid(page)).toEqual([]);
  });
});

test.describe("with the provider down", () => {
  // The browser reports the API's 503 while the provider cannot be reached.
  test.use({ allowedConsoleErrors: [/status of 503/] });

  test("a handed-on checkout /glow cannot confirm goes back to /success, which asks again at a press", async ({
    page,
    request,
  }) => {
    const { sessionId } = await openCheckout(page);
    await payAndLeave(request, sessionId);
    await setOutage(request, sessionId, true);
    await page.goto(`/glow?session_id=${sessionId}`);
    await expect(page).toHaveURL(`/success?session_id=${sessionId}`);
    await expect(page.getByRole("heading", { level: 1, name: copy.checkout.unreachable.title })).toBeVisible();
    await setOutage(request, sessionId, false);
    await page.getByRole("button", { name: copy.checkout.unreachable.retry }).click();
    await expect(page).toHaveURL("/glow?bought=research");
    expect((await readVisitorStorage(page)).hasPaid).toBe("true");
  });
});
