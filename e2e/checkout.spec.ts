import type { Page } from "@playwright/test";
import { choiceForOffer, describeOffer, offerIds, type OfferId } from "../app/catalogue/offers";
import { recordAnalytics, recordedAnalytics, recordedEventNames } from "./analytics-recorder";
import { expect, readVisitorStorage, waitForStart } from "./fixtures";
import { completeSignUp, IDENTITY_ORIGIN, newPerson } from "./identity";
import { test } from "./signed-in";
import { decodeClientReference } from "../app/contracts/client-reference";
import { copy } from "./site";
import { acceptTerms } from "./payments";

const checkoutUrl = (offer: OfferId) => `${IDENTITY_ORIGIN}/checkout/${offer}?**`;
/** A checkout the site's API made for a signed-in person (not a payment link). */
const apiCheckout = new RegExp(`^${IDENTITY_ORIGIN}/checkout/sessions/cs_local_\\w+$`);
const planOffers = offerIds.filter((id) => !id.startsWith("paywall"));
const periodLabel = { monthly: "Monthly", annual: "Annually" } as const;

async function choosePlan(page: Page, offer: OfferId) {
  const choice = choiceForOffer(offer);
  if (choice.kind !== "plan") throw new Error(`${offer} is not a plan`);
  await page.getByRole("radio", { name: new RegExp(periodLabel[choice.period]) }).check();
  const name = choice.plan === "pro" ? "Pro" : "Max";
  await page.getByRole("link", { name: `Start free trial with ${name}` }).click();
}

test.describe("signed in already (e2e/signed-in.ts)", () => {
  test.use({ storageState: async ({ signedIn }, provide) => provide(signedIn.storage) });

  test("a signed-in visitor reaches each plan × period's own checkout, made by the site's API with their id and email", async ({
    page,
    signedIn: { person },
  }) => {
    await page.goto("/pricing");
    await waitForStart(page);
    const { userId } = await readVisitorStorage(page);

    const seen = new Set<string>();
    for (const offer of planOffers) {
      await choosePlan(page, offer);
      await page.waitForURL(apiCheckout);
      seen.add(page.url());
      const summary = describeOffer(offer, "Snapsong");
      await expect(page.getByRole("heading", { name: summary.product })).toBeVisible();
      await expect(page.getByText(summary.price, { exact: true })).toBeVisible();
      await expect(page.getByText(person.email)).toBeVisible();
      // The reference names the visitor (and the variant and consent answer the API reads back).
      const reference = await page.locator("dt:text-is('Reference') + dd").textContent();
      expect(decodeClientReference(reference)?.userId).toBe(userId);
      await page.goBack();
      await waitForStart(page);
    }
    expect(seen.size).toBe(4);
  });
});

for (const period of ["monthly", "yearly"] as const) {
  test(`the paywall's ${period} button goes straight to its checkout with attribution`, async ({ page }) => {
    await recordAnalytics(page);
    await page.goto("/play/tsla?utm_source=newsletter&utm_campaign=fall");
    await waitForStart(page);
    const { userId } = await readVisitorStorage(page);
    await page.getByRole("link", { name: period === "monthly" ? /Monthly/ : /Yearly/ }).click();

    await page.waitForURL(checkoutUrl(`paywall-${period}`));
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_reference_id: `${userId}_x_d`, // no landing visit, so no variant; consent not given
      utm_source: "newsletter",
      utm_campaign: "fall",
    });
    await page.goBack();
    const unlock = (await recordedAnalytics(page)).find((call) => call[1] === "Clicked Unlock");
    expect(unlock?.[2]).toMatchObject({
      event_category: "Paywall",
      event_label: `${period === "monthly" ? "Monthly" : "Annual"} tsla`,
    });
  });
}

test("an anonymous visitor's plan choice survives sign-up: straight to that checkout", async ({ page }, testInfo) => {
  const person = newPerson(testInfo);
  await page.goto("/pricing");
  await waitForStart(page);
  await choosePlan(page, "pro-annual");
  await completeSignUp(page, person);
  await page.waitForURL(apiCheckout);
  await expect(page.getByRole("heading", { name: describeOffer("pro-annual", "Snapsong").product })).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
});

test("the whole funnel: land, sign up, pick Max annual, pay, arrive at /glow paid", async ({
  page,
  baseURL,
}, testInfo) => {
  const person = newPerson(testInfo);
  await recordAnalytics(page);
  await page.goto("/?utm_source=ad");
  await waitForStart(page);
  const { version } = await readVisitorStorage(page);
  await page.getByRole("link", { name: "Get First Song" }).first().click();
  await completeSignUp(page, person);
  await page.waitForURL(`${baseURL}/pricing`);
  await waitForStart(page);
  await choosePlan(page, "max-annual");
  await page.waitForURL(apiCheckout);
  await acceptTerms(page);
  await page.getByRole("button", { name: /^Pay \$6\/mo/ }).click();

  await page.waitForURL(`${baseURL}/glow?bought=plan`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("You're in");
  expect((await readVisitorStorage(page)).hasPaid).toBe("true");
  // The money is the server's to count, when the trial's first invoice is paid (subscribers.spec.ts).
  expect(await recordedEventNames(page)).toEqual(["Clicked Sign Up", "Paid for Glow Up"]);
  // The welcome shows from /glow's page itself (paid-welcome.ts); the app, which runs there for a
  // signed-in visitor, sends its page view once it has loaded.
  const paths = async () =>
    (await recordedAnalytics(page))
      .filter((call) => call[1] === "page_view")
      .map((call) => (call[2] as { page_path: string }).page_path);
  await expect.poll(paths).toEqual(["/", "/pricing", "/success", "/glow"]);
  const conversion = (await recordedAnalytics(page)).find((call) => call[1] === "Paid for Glow Up");
  expect(conversion?.[2]).toMatchObject({ event_label: version });
});

const unpaid = copy.checkout.glow.unpaid;

/** Opens the DOGE paywall's monthly checkout, as a visitor without an account does. */
async function openPaywallCheckout(page: Page): Promise<void> {
  await page.goto("/play/doge");
  await waitForStart(page);
  await page.getByRole("link", { name: /Monthly/ }).click();
}

test("a cancelled payment ends at /glow unpaid: nothing charged, no trial promised to someone the site does not know", async ({
  page,
  baseURL,
}) => {
  await openPaywallCheckout(page);
  await page.getByRole("button", { name: "Cancel and go back" }).click();
  await page.waitForURL(`${baseURL}/glow`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(unpaid.title);
  await expect(page.getByTestId("glow-lede").filter({ visible: true })).toHaveText(unpaid.lede);
  await expect(main.getByText(/free trial/i).filter({ visible: true })).toHaveCount(0);
  await expect(main.getByRole("link", { name: unpaid.action })).toHaveAttribute("href", "/pricing");
  // Someone who left after a declined card (the checkout says so on its own page) is told what to do.
  await expect(main.getByText(unpaid.declined)).toBeVisible();
  await expect(main.getByRole("link", { name: unpaid.declinedAction })).toHaveAttribute("href", "/pricing");
  expect((await readVisitorStorage(page)).hasPaid).toBe("false");
});

test.describe("a declined card", () => {
  // The checkout answers a declined card with 402, as the provider's does.
  test.use({ allowedConsoleErrors: [/status of 402/] });

  test("is said on the checkout, which stays open to try another card; leaving then charges nothing", async ({
    page,
    baseURL,
  }) => {
    await openPaywallCheckout(page);
    const checkout = page.url();
    await page.getByRole("button", { name: "Pay with a declined card" }).click();
    await expect(page.getByRole("alert")).toHaveText(/declined.*another card/i);
    expect(page.url().startsWith(new URL(checkout).origin)).toBe(true);
    await expect(page.getByRole("button", { name: /^Pay \$/ })).toBeVisible();
    await page.getByRole("button", { name: "Cancel and go back" }).click();
    await page.waitForURL(`${baseURL}/glow`);
    await expect(page.getByRole("main").getByText(unpaid.declined)).toBeVisible();
    expect((await readVisitorStorage(page)).hasPaid).toBe("false");
  });
});

test("a subscriber who leaves another checkout reads that their plan is unchanged, and no trial", async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow(); // a whole subscription first
  await page.goto("/pricing");
  await waitForStart(page);
  await page.getByRole("link", { name: "Start free trial with Max" }).click();
  await completeSignUp(page, newPerson(testInfo));
  await page.waitForURL(apiCheckout);
  await acceptTerms(page);
  await page.getByRole("button", { name: /^Pay \$\d+\/mo$/ }).click();
  await page.waitForURL(`${baseURL}/glow?bought=plan`);

  // Another checkout (a payment link opened from an old tab or email), left with Cancel.
  await page.goto(`${IDENTITY_ORIGIN}/checkout/pro-monthly`);
  await page.getByRole("button", { name: "Cancel and go back" }).click();
  await page.waitForURL(`${baseURL}/glow`);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Your Max plan is unchanged");
  await expect(page.getByTestId("glow-lede").filter({ visible: true })).toHaveText(unpaid.subscriberLede);
  await expect(main.getByText(/free trial|one click away/i).filter({ visible: true })).toHaveCount(0);
  await expect(main.getByRole("link", { name: unpaid.subscriberAction })).toHaveAttribute("href", "/pricing");
});
