// A campaign's link (`?code=LAUNCH20` on a pricing or paywall address) carries its code into the
// checkout: a payment link's checkout starts with it applied (`prefilled_promo_code`), a signed-in
// person's checkout is made with it by the site's API; a code the provider refuses is said there,
// and the checkout still takes the buyer's money at the full price or another code.
import type { Page } from "@playwright/test";
import { expect, waitForStart } from "./fixtures";
import { IDENTITY_ORIGIN } from "./identity";
import { test } from "./signed-in";

const apiCheckout = new RegExp(`^${IDENTITY_ORIGIN}/checkout/sessions/cs_local_\\w+$`);

async function pressProMonthly(page: Page) {
  await page.getByRole("radio", { name: /Monthly/ }).check();
  await page.getByRole("link", { name: "Start free trial with Pro" }).click();
}

test("a paywall address's code goes with its payment link, and the checkout starts with it applied", async ({
  page,
}) => {
  await page.goto("/play/tsla?code=launch20");
  await waitForStart(page);
  // Another page of the visit without the code: the visit keeps it.
  await page.goto("/play/msft");
  await waitForStart(page);
  await page.getByRole("link", { name: /Monthly/ }).click();
  await page.waitForURL(`${IDENTITY_ORIGIN}/checkout/paywall-monthly?**`);
  expect(new URL(page.url()).searchParams.get("prefilled_promo_code")).toBe("LAUNCH20");
  await expect(page.getByText("LAUNCH20: 20% off for 3 months")).toBeVisible();
  await expect(page.getByText("Due today")).toBeVisible();
});

test.describe("signed in already (e2e/signed-in.ts)", () => {
  test.use({ storageState: async ({ signedIn }, provide) => provide(signedIn.storage) });

  test("the pricing page's code is applied to the checkout the site's API makes; a refused one is said there", async ({
    page,
  }) => {
    await page.goto("/pricing?code=LAUNCH20");
    await waitForStart(page);
    await pressProMonthly(page);
    await page.waitForURL(apiCheckout);
    await expect(page.getByText("LAUNCH20: 20% off for 3 months")).toBeVisible();

    await page.goto("/pricing?code=EARLYBIRD");
    await waitForStart(page);
    await pressProMonthly(page);
    await page.waitForURL(apiCheckout);
    await expect(
      page.getByText(/The code EARLYBIRD could not be applied: .+ You can type another code here/),
    ).toBeVisible();
    await expect(page.getByLabel("Promotion code")).toBeEditable();
    await expect(page.getByRole("button", { name: /^Pay \$/ })).toBeEnabled();
  });
});
