import { glowCopy } from "../app/content/glow";
import { recordAnalytics, recordedAnalytics } from "./analytics-recorder";
import { expect, readVisitorStorage, test } from "./fixtures";

// toHaveURL resolves a path against baseURL, so these also pin the origin.
const glowUrl = "/glow";

test("/success records the payment, replaces itself with /glow and shows the paid welcome", async ({ page }) => {
  await page.goto("/pricing");
  await page.goto("/success");
  await expect(page).toHaveURL(glowUrl);
  expect((await readVisitorStorage(page)).hasPaid).toBe("true");
  await expect(page.getByRole("heading", { level: 1, name: glowCopy.paid.title })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL("/pricing");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("7-day free trial");
});

test("/failure records non-payment and /glow links back to pricing", async ({ page }) => {
  await page.goto("/success");
  await expect(page).toHaveURL(glowUrl);
  await page.goto("/failure");
  await expect(page).toHaveURL(glowUrl);
  expect((await readVisitorStorage(page)).hasPaid).toBe("false");

  await expect(page.getByRole("heading", { level: 1, name: glowCopy.unpaid.title })).toBeVisible();
  const backToPricing = page.getByRole("main").getByRole("link", { name: glowCopy.unpaid.action });
  await expect(backToPricing).toHaveAttribute("href", "/pricing");
  await backToPricing.click();
  await expect(page).toHaveURL("/pricing");
});

for (const query of ["?redirect=https://example.com", "?next=//evil", "?redirect=/pricing&next=https://evil.example"]) {
  test(`/success${query} still ends at /glow on this site`, async ({ page }) => {
    await page.goto(`/success${query}`);
    await expect(page).toHaveURL(glowUrl);
    await expect(page.getByRole("heading", { level: 1, name: glowCopy.paid.title })).toBeVisible();
  });
}

test("/glow visited directly by a new visitor shows the unpaid screen", async ({ page }) => {
  await page.goto("/glow");
  await expect(page.getByRole("heading", { level: 1, name: glowCopy.unpaid.title })).toBeVisible();
  await expect(page.getByRole("heading", { name: glowCopy.paid.title })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("link", { name: glowCopy.unpaid.action })).toHaveAttribute(
    "href",
    "/pricing",
  );
});

test("/success reports 'Paid for Glow Up' labelled with the visitor's variant", async ({ page }) => {
  await recordAnalytics(page);
  await page.goto("/");
  await expect.poll(async () => (await readVisitorStorage(page)).version).toMatch(/^[ABC]$/);
  const { version } = await readVisitorStorage(page);

  await page.goto("/success");
  await expect(page).toHaveURL(glowUrl);
  await expect
    .poll(() => recordedAnalytics(page))
    .toContainEqual(["event", "Paid for Glow Up", expect.objectContaining({ event_label: version })]);
});
