// The pricing page at both widths: its heading, the billing switch by click and by key, the plan
// cards and their notes, the FAQ. What becomes of the period chosen: pricing-billing-period.spec.ts.
import { expect, test, waitForStart } from "./fixtures";
import { annually, card, expectAnnualPrices, expectMonthlyPrices, monthly } from "./pricing-page";
import { expectWorkingFaq } from "./site";

test.beforeEach(async ({ page }) => {
  await page.goto("/pricing");
});

test("the heading offers the 7-day free trial, its number and word kept together", async ({ page }) => {
  await expect(page.getByRole("heading", { level: 1 })).toContainText("7\u2011day free trial");
});

test("the billing toggle defaults to Monthly and shows a '50% Off' badge on Annually", async ({ page }) => {
  const toggle = page.getByRole("group", { name: /billing/i });
  await expect(toggle.getByRole("radio")).toHaveCount(2);
  await expect(annually(page)).toHaveAccessibleName(/50% Off/);
  await expect(toggle.getByText("50% Off")).toBeVisible();
  await expectMonthlyPrices(page);
  await expect(card(page, "Pro").getByText("/mo", { exact: true }).filter({ visible: true })).toBeVisible();
  await expect(card(page, "Max").getByText("/mo", { exact: true }).filter({ visible: true })).toBeVisible();
});

test("choosing Annually by click shows the annual prices, and Monthly brings the monthly ones back", async ({
  page,
}) => {
  await waitForStart(page);
  // The radios are visually hidden; a visitor clicks their labels.
  const toggle = page.getByRole("group", { name: /billing/i });
  await toggle.getByText("Annually").click();
  await expectAnnualPrices(page);
  await toggle.getByText("Monthly").click();
  await expectMonthlyPrices(page);
});

test("the toggle works with the arrow keys", async ({ page }) => {
  await waitForStart(page);
  await monthly(page).focus();
  await page.keyboard.press("ArrowRight");
  await expectAnnualPrices(page);
  await expect(annually(page)).toBeFocused();
  await page.keyboard.press("ArrowLeft");
  await expectMonthlyPrices(page);
});

test("the plan cards list credits, songs and parallel generations", async ({ page }) => {
  const pro = card(page, "Pro");
  for (const fact of ["100 credits/month", "10 songs per month", "10 parallel generations"]) {
    await expect(pro.getByText(fact, { exact: true })).toBeVisible();
  }
  const max = card(page, "Max");
  for (const fact of ["Unlimited credits", "50 parallel generations"]) {
    await expect(max.getByText(fact, { exact: true })).toBeVisible();
  }
});

test("only Max is marked 'Most Bought'", async ({ page }) => {
  await expect(card(page, "Max").getByText("Most Bought")).toBeVisible();
  await expect(card(page, "Pro").getByText("Most Bought")).toHaveCount(0);
  await expect(page.getByText("Most Bought")).toHaveCount(1);
});

test("the notes explain credits and cancelling", async ({ page }) => {
  const notes = page.getByRole("region", { name: /free trial/i }).getByRole("listitem");
  await expect(notes.filter({ hasText: "10 credits = 1 song" })).toBeVisible();
  await expect(notes.filter({ hasText: /cancel anytime/i })).toBeVisible();
});

test("the FAQ has eight questions that open and close independently", async ({ page }) => {
  await expectWorkingFaq(page);
});
