// The billing period chosen on the pricing page is kept: in the address, from the first paint, and
// across the hosted login, the plan's checkout, a cancelled sign-up, the provider's error and a
// change of language.
import type { Page } from "@playwright/test";
import { copies } from "../app/shared/content/languages";
import { expect, test, waitForStart } from "./fixtures";
import { expectNotHydrated, openBeforeHydration } from "./held-scripts";
import { completeSignUp, IDENTITY_ORIGIN, newPerson, startSignUpWithoutProvider } from "./identity";
import { expectAnnualPrices, expectMonthlyPrices } from "./pricing-page";
import { copy } from "./site";

test.beforeEach(async ({ page }) => {
  await page.goto("/pricing");
});

test.describe("the billing period chosen", () => {
  const toggle = (page: Page) => page.getByRole("group", { name: /billing/i });

  test("is kept in the address: a reload and Back from another page show Annually, and Monthly needs no query", async ({
    page,
  }) => {
    await waitForStart(page);
    await toggle(page).getByText("Annually").click();
    await expect(page).toHaveURL("/pricing?billing=annual");
    await page.reload();
    await expectAnnualPrices(page);
    await waitForStart(page);
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
    await waitForStart(page);
    await expectAnnualPrices(page);
  });

  test("goes along to the page in another language, in this tab or a new one, and back, before the app has loaded and after", async ({
    page,
  }) => {
    const scripts = await openBeforeHydration(page, "/pricing");
    await toggle(page).getByText("Annually").click();
    const switcher = (label: string) => page.getByRole("navigation", { name: label });
    const deutsch = switcher(copies.en.common.languages.label).getByRole("link", { name: "Deutsch" });
    const [tab] = await Promise.all([page.context().waitForEvent("page"), deutsch.click({ button: "middle" })]);
    await expect(tab).toHaveURL("/de/pricing?billing=annual"); // a new tab, by the middle button
    await tab.close();
    await deutsch.click();
    await expect(page).toHaveURL("/de/pricing?billing=annual");
    await expect(page.getByRole("radio", { name: copies.de.pricing.periodLabels.annual })).toBeChecked();
    await expectNotHydrated(page);
    await scripts.release();
    await waitForStart(page);
    await switcher(copies.de.common.languages.label).getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/pricing?billing=annual");
    await expectAnnualPrices(page);
  });

  test("survives Back from the hosted login, and, after signing up, Back from the plan's checkout", async ({
    page,
  }, testInfo) => {
    await waitForStart(page);
    await toggle(page).getByText("Annually").click();
    await page.getByRole("link", { name: "Start free trial with Pro" }).click();
    await page.waitForURL(`${IDENTITY_ORIGIN}/**`);
    await page.goBack();
    await expect(page).toHaveURL("/pricing?billing=annual");
    await expectAnnualPrices(page);

    await waitForStart(page);
    await page.getByRole("link", { name: "Start free trial with Max" }).click();
    await completeSignUp(page, newPerson(testInfo));
    await page.waitForURL(new RegExp(`^${IDENTITY_ORIGIN}/checkout/sessions/cs_local_\\w+$`));
    await expect(page.getByText(/billed \$72 yearly/)).toBeVisible();
    await page.goBack();
    // The plans as chosen, not the spent login callback.
    await expect(page).toHaveURL("/pricing?billing=annual");
    await expectAnnualPrices(page);
    await waitForStart(page);
    await expectAnnualPrices(page);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("survives a sign-up cancelled at the hosted page ('Cancel and go back')", async ({ page }) => {
    await waitForStart(page);
    await toggle(page).getByText("Annually").click();
    await page.getByRole("link", { name: "Start free trial with Pro" }).click();
    await page.getByRole("link", { name: "Cancel and go back" }).click();
    await expect(page.getByRole("alert")).toContainText(copy.common.authAlert.cancelled);
    await expect(page).toHaveURL("/pricing?billing=annual");
    await expectAnnualPrices(page);
  });

  test("survives the provider's error return", async ({ page }) => {
    await waitForStart(page);
    await toggle(page).getByText("Annually").click();
    const state = (await startSignUpWithoutProvider(page, "Start free trial with Max")).get("state")!;
    await page.goto(`/pricing?${new URLSearchParams({ error: "server_error", error_description: "Busy", state })}`);
    await expect(page.getByRole("alert")).toContainText(copy.common.authAlert.busy);
    await expect(page).toHaveURL("/pricing?billing=annual");
    await expectAnnualPrices(page);
  });
});
