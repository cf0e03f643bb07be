// The checkout's return pages that need no payment provider: /failure, /glow and the safety of
// both against redirect parameters. /success, which asks the provider, is payment-confirmation.spec.ts.
import { expect, readVisitorStorage, test, waitForHydration } from "./fixtures";
import { expectNotHydrated, holdScripts } from "./held-scripts";
import { copy } from "./site";

// toHaveURL resolves a path against baseURL, so these also pin the origin.
const glowUrl = "/glow";

test("/failure records non-payment and /glow links back to pricing", async ({ page }) => {
  await page.goto("/pricing");
  await page.evaluate(() => localStorage.setItem("hasPaid", "true"));
  await page.goto("/failure");
  await expect(page).toHaveURL(glowUrl);
  expect((await readVisitorStorage(page)).hasPaid).toBe("false");

  await expect(page.getByRole("heading", { level: 1, name: copy.checkout.glow.unpaid.title })).toBeVisible();
  const backToPricing = page.getByRole("main").getByRole("link", { name: copy.checkout.glow.unpaid.action });
  await expect(backToPricing).toHaveAttribute("href", "/pricing");
  await backToPricing.click();
  await expect(page).toHaveURL("/pricing");
  // /failure replaced itself: back goes to where the visitor was before.
  await page.goBack();
  await expect(page).toHaveURL(glowUrl);
  await page.goBack();
  await expect(page).toHaveURL("/pricing");
});

for (const query of ["?redirect=https://example.com", "?next=//evil", "?redirect=/pricing&next=https://evil.example"]) {
  test(`/failure${query} still ends at /glow on this site`, async ({ page }) => {
    await page.goto(`/failure${query}`);
    await expect(page).toHaveURL(glowUrl);
    await expect(page.getByRole("heading", { level: 1, name: copy.checkout.glow.unpaid.title })).toBeVisible();
  });

  test(`/success${query} goes nowhere and records nothing`, async ({ page }) => {
    await page.goto(`/success${query}`);
    await expect(page.getByRole("heading", { level: 1, name: copy.checkout.missing.title })).toBeVisible();
    await expect(page).toHaveURL(`/success${query}`);
    expect((await readVisitorStorage(page)).hasPaid).not.toBe("true");
  });
}

test("/glow visited directly by a new visitor shows the unpaid screen, with no trial promised", async ({ page }) => {
  await page.goto("/glow");
  await expect(page.getByRole("heading", { level: 1, name: copy.checkout.glow.unpaid.title })).toBeVisible();
  await expect(
    page
      .getByRole("main")
      .getByText(/free trial|one click away/i)
      .filter({ visible: true }),
  ).toHaveCount(0);
  await expect(page.getByRole("heading", { name: copy.checkout.glow.paid.title })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: copy.checkout.glow.unpaid.action })).toHaveAttribute(
    "href",
    "/pricing",
  );
});

test("a paid browser's /glow shows its welcome from the page itself, then the app's, with one heading", async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem("hasPaid", "true"));
  // The app's code waits until the page's own welcome has been seen.
  const scripts = await holdScripts(page);
  await page.goto("/glow?bought=research");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(copy.checkout.glow.research.title);
  await expect(page.getByRole("main").getByRole("link", { name: "Tesla (TSLA)" })).toBeVisible();
  await expectNotHydrated(page);
  await scripts.release();
  await waitForHydration(page);
  await expect(heading).toHaveText(copy.checkout.glow.research.title);
  await expect(page.locator("html")).not.toHaveAttribute("data-glow-screen");
});
