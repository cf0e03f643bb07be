import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { expectNotHydrated, openBeforeHydration } from "./held-scripts";
import { completeSignUp, IDENTITY_ORIGIN, newPerson, startSignUpWithoutProvider } from "./identity";
import { copy, expectWorkingFaq } from "./site";

const card = (page: Page, name: string) => page.getByRole("article", { name });
const monthly = (page: Page) => page.getByRole("radio", { name: "Monthly" });
const annually = (page: Page) => page.getByRole("radio", { name: /^Annually/ });

async function expectMonthlyPrices(page: Page) {
  await expect(monthly(page)).toBeChecked();
  await expect(annually(page)).not.toBeChecked();
  await expect(card(page, "Pro").getByText("$6", { exact: true })).toBeVisible();
  await expect(card(page, "Max").getByText("$12", { exact: true })).toBeVisible();
  await expect(page.getByText(/billed \$\d+ yearly/).filter({ visible: true })).toHaveCount(0);
}

async function expectAnnualPrices(page: Page) {
  await expect(annually(page)).toBeChecked();
  await expect(monthly(page)).not.toBeChecked();
  const pro = card(page, "Pro");
  const max = card(page, "Max");
  await expect(pro.getByText("$3", { exact: true })).toBeVisible();
  await expect(pro.getByText("billed $36 yearly")).toBeVisible();
  await expect(max.getByText("$6", { exact: true })).toBeVisible();
  await expect(max.getByText("billed $72 yearly")).toBeVisible();
  await expect(pro.getByText("$6", { exact: true }).filter({ visible: true })).toHaveCount(0);
  await expect(max.getByText("$12", { exact: true }).filter({ visible: true })).toHaveCount(0);
}

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
  await waitForHydration(page);
  // The radios are visually hidden; a visitor clicks their labels.
  const toggle = page.getByRole("group", { name: /billing/i });
  await toggle.getByText("Annually").click();
  await expectAnnualPrices(page);
  await toggle.getByText("Monthly").click();
  await expectMonthlyPrices(page);
});

test("the toggle works with the arrow keys", async ({ page }) => {
  await waitForHydration(page);
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

test.describe("the billing period chosen", () => {
  const toggle = (page: Page) => page.getByRole("group", { name: /billing/i });

  test("is kept in the address: a reload and Back from another page show Annually, and Monthly needs no query", async ({
    page,
  }) => {
    await waitForHydration(page);
    await toggle(page).getByText("Annually").click();
    await expect(page).toHaveURL("/pricing?billing=annual");
    await page.reload();
    await expectAnnualPrices(page);
    await waitForHydration(page);
    await expectAnnualPrices(page); // the app keeps what the page showed

    await page.goto("/play/tsla");
    await page.goBack();
    await expect(page).toHaveURL("/pricing?billing=annual");
    await expectAnnualPrices(page);

    await toggle(page).getByText("Monthly").click();
    await expect(page).toHaveURL("/pricing");
    await expectMonthlyPrices(page);
  });

  test("shows from the first paint, before the app has loaded, and a press then is kept", async ({ page }) => {
    const scripts = await openBeforeHydration(page, "/pricing?billing=annual");
    await expectAnnualPrices(page);
    await toggle(page).getByText("Monthly").click();
    await expect(page).toHaveURL("/pricing");
    await toggle(page).getByText("Annually").click();
    await expect(page).toHaveURL("/pricing?billing=annual");
    await expectNotHydrated(page);
    await scripts.release();
    await waitForHydration(page);
    await expectAnnualPrices(page);
  });

  test("survives Back from the hosted login, and, after signing up, Back from the plan's checkout", async ({
    page,
  }, testInfo) => {
    await waitForHydration(page);
    await toggle(page).getByText("Annually").click();
    await page.getByRole("link", { name: "Start free trial with Pro" }).click();
    await page.waitForURL(`${IDENTITY_ORIGIN}/**`);
    await page.goBack();
    await expect(page).toHaveURL("/pricing?billing=annual");
    await expectAnnualPrices(page);

    await waitForHydration(page);
    await page.getByRole("link", { name: "Start free trial with Max" }).click();
    await completeSignUp(page, newPerson(testInfo));
    await page.waitForURL(new RegExp(`^${IDENTITY_ORIGIN}/checkout/sessions/cs_local_\\w+$`));
    await expect(page.getByText(/billed \$72 yearly/)).toBeVisible();
    await page.goBack();
    // The plans as chosen, not the spent login callback.
    await expect(page).toHaveURL("/pricing?billing=annual");
    await expectAnnualPrices(page);
    await waitForHydration(page);
    await expectAnnualPrices(page);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("survives a sign-up cancelled at the hosted page ('Cancel and go back')", async ({ page }) => {
    await waitForHydration(page);
    await toggle(page).getByText("Annually").click();
    await page.getByRole("link", { name: "Start free trial with Pro" }).click();
    await page.getByRole("link", { name: "Cancel and go back" }).click();
    await expect(page.getByRole("alert")).toContainText(copy.common.authAlert.cancelled);
    await expect(page).toHaveURL("/pricing?billing=annual");
    await expectAnnualPrices(page);
  });

  test("survives the provider's error return", async ({ page }) => {
    await waitForHydration(page);
    await toggle(page).getByText("Annually").click();
    const state = (await startSignUpWithoutProvider(page, "Start free trial with Max")).get("state")!;
    await page.goto(`/pricing?${new URLSearchParams({ error: "server_error", error_description: "Busy", state })}`);
    await expect(page.getByRole("alert")).toContainText(copy.common.authAlert.busy);
    await expect(page).toHaveURL("/pricing?billing=annual");
    await expectAnnualPrices(page);
  });
});
