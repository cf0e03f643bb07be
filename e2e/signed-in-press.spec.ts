// A returning signed-in visitor who presses a plan goes to that plan's checkout, made for them by
// the site's API, never round the hosted login: from the page itself once the app knows them
// (features/hand-off/app-hand-off.ts), else through /signup, which waits for the session. The
// person is signed in already (e2e/signed-in.ts): each page opens with their session in its storage.
import type { Page } from "@playwright/test";
import { expect, waitForStart } from "./fixtures";
import { holdScripts, openBeforeHydration } from "./held-scripts";
import { expectSignedIn, IDENTITY_ORIGIN, type Person } from "./identity";
import type { OfferId } from "../app/catalogue/offers";
import { acceptTerms, expectApiCheckout, SERVICES_ORIGIN } from "./payments";
import { test } from "./signed-in";
import { watchTab } from "./tab-documents";
import { accessTokenOf } from "./money-states";
import type { SubscriptionAnswer } from "../app/contracts/subscription-api";

/** A watch on any trip to the hosted login. */
function watchLogins(page: Page): string[] {
  const logins: string[] = [];
  page.on(
    "request",
    (request) => request.url().startsWith(`${IDENTITY_ORIGIN}/authorize`) && logins.push(request.url()),
  );
  return logins;
}

/** At the offer's checkout the site's API made for the person, with their email: a plan's or the research's. */
const expectCheckout = (page: Page, offer: OfferId, person: Person) => expectApiCheckout(page, offer, person.email);

test.describe("a signed-in visitor", () => {
  test.use({ storageState: async ({ signedIn }, provide) => provide(signedIn.storage) });

  test("a plan pressed before hydration by a signed-in visitor goes to its checkout, and Back returns to the plans", async ({
    page,
    baseURL,
    signedIn: { person },
  }) => {
    const logins = watchLogins(page);
    await openBeforeHydration(page, "/pricing");
    // Until the site knows what they have, no trial is offered to them: only the plan.
    await expect(page.getByRole("heading", { level: 1, name: "Pick your plan" })).toBeVisible();
    await expect(page.getByRole("link", { name: /free trial/i })).toHaveCount(0);
    await page.getByRole("link", { name: "Get Pro" }).click();
    await expectCheckout(page, "pro-monthly", person);
    expect(logins).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/pricing`);
  });

  test("a sign-up link pressed before hydration by a signed-in visitor goes to the plans, and Back skips /signup", async ({
    page,
    baseURL,
    signedIn: { person },
  }) => {
    const logins = watchLogins(page);
    const scripts = await openBeforeHydration(page, "/");
    await page.getByRole("link", { name: "Get First Song" }).first().click();
    await page.waitForURL(`${baseURL}/pricing`);
    await scripts.release();
    await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
    expect(logins).toEqual([]);
    await page.goBack();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("while the app restores the session, no research link is a payment link, and a plan goes through /signup to its checkout", async ({
    page,
    signedIn: { person },
  }) => {
    const logins = watchLogins(page);
    await holdScripts(page, "**/assets/auth0-spa-js*.js"); // the app's session stays unrestored
    await page.goto("/play/tsla");
    await waitForStart(page);
    // The trial box waits unseen until the site knows what they have; its links are theirs already,
    // for a copy or a new tab too.
    const research = page.locator("a[data-checkout-link]");
    await expect(research).toHaveCount(2);
    for (const period of ["monthly", "yearly"]) {
      await expect(research.and(page.locator(`[href="/signup?from=paywall&plan=paywall-${period}"]`))).toHaveCount(1);
    }
    await page.goto("/pricing");
    await waitForStart(page);
    const max = page.getByRole("link", { name: "Get Max" });
    await expect(max).toHaveAttribute("href", "/signup?from=pricing&plan=max-monthly");
    await max.click();
    await expectCheckout(page, "max-monthly", person);
    expect(logins).toEqual([]);
  });

  test("once the session is restored, a plan press has the API make the checkout, from the page itself", async ({
    page,
    baseURL,
    signedIn: { person },
  }) => {
    const logins = watchLogins(page);
    await page.goto("/de/pricing");
    await waitForStart(page);
    const tab = watchTab(page, baseURL!);
    const max = page.getByRole("link", { name: "Max kostenlos testen" });
    await expect(max).toHaveAttribute("href", "/de/signup?from=pricing&plan=max-monthly");
    await max.click();
    await expectCheckout(page, "max-monthly", person);
    expect(logins).toEqual([]);
    expect(tab.documents, "no /signup page in between").toEqual([]);
    expect(tab.handOffModules, "the app's own identity client, no second one").toEqual([]);
  });

  test("once the session is restored, the research goes to a checkout made for them; a copied link is not theirs", async ({
    page,
    browser,
    baseURL,
    request,
    signedIn: { person },
  }) => {
    await page.goto("/play/tsla");
    await waitForStart(page);
    const yearly = page.getByRole("link", { name: /Yearly/ });
    await expect(yearly).toHaveAttribute("href", "/signup?from=paywall&plan=paywall-yearly");
    const copied = new URL((await yearly.getAttribute("href"))!, baseURL).href;
    // Somebody else opens it, signed out, and buys with their own email.
    const elsewhere = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const buyer = await elsewhere.newPage();
    await buyer.goto(copied);
    await buyer.waitForURL(`${SERVICES_ORIGIN}/checkout/paywall-yearly?**`);
    await buyer.getByLabel("Email").fill(`copied-link-buyer-${Date.now()}@example.com`);
    await acceptTerms(buyer);
    await buyer.getByRole("button", { name: /^Pay \$/ }).click();
    await buyer.waitForURL(`${baseURL}/**`);
    await elsewhere.close();
    const theirs = await request.get(`${baseURL}/api/subscription?fresh=1`, {
      headers: { Authorization: `Bearer ${await accessTokenOf(page)}` },
    });
    expect(((await theirs.json()) as SubscriptionAnswer).subscriptions).toEqual([]);

    const monthly = page.getByRole("link", { name: /Monthly/ });
    await expect(monthly).toHaveAttribute("href", "/signup?from=paywall&plan=paywall-monthly");
    await monthly.click();
    await expectCheckout(page, "paywall-monthly", person);
  });

  test.describe("with the site's API out of reach", () => {
    // The browser reports the refused request.
    test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

    test("a plan press is told it cannot go on now, and no payment link makes a second customer", async ({ page }) => {
      const links: string[] = [];
      page.on(
        "request",
        (request) => request.url().startsWith(`${SERVICES_ORIGIN}/checkout/`) && links.push(request.url()),
      );
      await page.goto("/pricing");
      await waitForStart(page);
      await page.context().route("**/api/checkout", (route) => route.abort("connectionrefused"));
      await page.getByRole("link", { name: "Start free trial with Pro" }).click();
      await expect(page.getByRole("alert")).toContainText(/try again/i);
      expect(links).toEqual([]);
    });
  });

  // The hand-off pages run without the app: their own script shows who is signed in.
  test("the /signup hand-off page shows the signed-in person in the header, on its way to a plan's checkout", async ({
    page,
    signedIn: { person },
  }) => {
    // The site's API holds its answer until the header has been seen.
    let answer!: () => void;
    const seen = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/api/checkout", async (route) => {
      await seen;
      await route.continue();
    });
    await page.goto("/signup?from=pricing&plan=max-monthly");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectSignedIn(page, person);
    answer();
    await expectCheckout(page, "max-monthly", person);
  });
});
