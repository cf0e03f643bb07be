// A returning signed-in visitor who presses a plan goes to that plan's checkout, made for them by
// the site's API, never round the hosted login: from the page itself once the app knows them
// (features/hand-off/app-hand-off.ts), else through /signup, which waits for the session.
import type { Page, TestInfo } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { holdScripts, openBeforeHydration } from "./held-scripts";
import {
  accountMenu,
  completeSignUp,
  expectSignedIn,
  IDENTITY_ORIGIN,
  logOut,
  newPerson,
  signUpNewPerson,
  type Person,
} from "./identity";
import { copy } from "./site";
import { decodeClientReference } from "../app/contracts/client-reference";
import type { OfferId } from "../app/shared/content/offers";
import { expectApiCheckout } from "./payments";
import { watchTab } from "./tab-documents";

function watchLogins(page: Page): string[] {
  const logins: string[] = [];
  page.on(
    "request",
    (request) => request.url().startsWith(`${IDENTITY_ORIGIN}/authorize`) && logins.push(request.url()),
  );
  return logins;
}

/** A person who has just signed up; a watch on any later trip to the hosted login. */
async function signedInVisitor(page: Page, baseURL: string, testInfo: TestInfo) {
  const person = newPerson(testInfo);
  await signUpNewPerson(page, person, baseURL);
  return { person, logins: watchLogins(page) };
}

/** At the offer's checkout with the person's email: a payment link (the paywall's), or one the API made (a plan's). */
async function expectCheckout(page: Page, offer: OfferId, person: Person) {
  if (offer.startsWith("paywall")) {
    await page.waitForURL(`${IDENTITY_ORIGIN}/checkout/${offer}?**`);
    expect(new URL(page.url()).searchParams.get("prefilled_email")).toBe(person.email);
    return;
  }
  await expectApiCheckout(page, offer, person.email);
}

test("a plan pressed before hydration by a signed-in visitor goes to its checkout, and Back returns to the plans", async ({
  page,
  baseURL,
}, testInfo) => {
  const { person, logins } = await signedInVisitor(page, baseURL!, testInfo);
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
}, testInfo) => {
  const { person, logins } = await signedInVisitor(page, baseURL!, testInfo);
  const scripts = await openBeforeHydration(page, "/");
  await page.getByRole("link", { name: "Get First Song" }).first().click();
  await page.waitForURL(`${baseURL}/pricing`);
  await scripts.release();
  await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
  expect(logins).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("a plan pressed while the app restores the session goes through /signup to its checkout", async ({
  page,
  baseURL,
}, testInfo) => {
  const { person, logins } = await signedInVisitor(page, baseURL!, testInfo);
  await holdScripts(page, "**/assets/auth0-spa-js*.js"); // the app's session stays unrestored
  await page.reload();
  await waitForHydration(page);
  const max = page.getByRole("link", { name: "Get Max" });
  await expect(max).toHaveAttribute("href", "/signup?from=pricing&plan=max-monthly");
  await max.click();
  await expectCheckout(page, "max-monthly", person);
  expect(logins).toEqual([]);
});

test("once the session is restored, a plan press has the API make the checkout, from the page itself", async ({
  page,
  baseURL,
}, testInfo) => {
  const { person, logins } = await signedInVisitor(page, baseURL!, testInfo);
  await page.goto("/de/pricing");
  await waitForHydration(page);
  const tab = watchTab(page, baseURL!);
  const max = page.getByRole("link", { name: "Max kostenlos testen" });
  await expect(max).toHaveAttribute("href", "/de/signup?from=pricing&plan=max-monthly");
  await max.click();
  await expectCheckout(page, "max-monthly", person);
  expect(logins).toEqual([]);
  expect(tab.documents, "no /signup page in between").toEqual([]);
  expect(tab.handOffModules, "the app's own identity client, no second one").toEqual([]);
});

test("once the session is restored, a paywall link carries the visitor's email", async ({
  page,
  baseURL,
}, testInfo) => {
  const { person } = await signedInVisitor(page, baseURL!, testInfo);
  await page.goto("/play/tsla");
  const monthly = page.getByRole("link", { name: /Monthly/ });
  await expect(monthly).toHaveAttribute("href", /prefilled_email=/);
  await monthly.click();
  await expectCheckout(page, "paywall-monthly", person);
  expect(decodeClientReference(new URL(page.url()).searchParams.get("client_reference_id"))?.userId).toMatch(
    /^[A-Za-z0-9]{9}$/,
  );
});

test("a plan pressed on the login's return, before hydration, completes the login and goes to its checkout", async ({
  page,
  baseURL,
}, testInfo) => {
  const person = newPerson(testInfo);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
  await holdScripts(page);
  await completeSignUp(page, person);
  await page.waitForURL(`${baseURL}/pricing?**`);
  await page.getByRole("link", { name: "Get Pro" }).click();
  await expectCheckout(page, "pro-monthly", person);
});

// The hand-off pages run without the app: their own script shows who is signed in.
test.describe("the hand-off pages show the signed-in person in the header", () => {
  test.describe("with nothing to open", () => {
    // The site's API answers 404 for a subscription the person does not have, which the browser reports.
    test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/] });

    test("/account: the account menu, which logs out", async ({ page, baseURL }, testInfo) => {
      const { person } = await signedInVisitor(page, baseURL!, testInfo);
      await page.goto("/account?go=manage");
      await expect(page.getByRole("alert")).toHaveText(copy.signUp.account.none);
      await expectSignedIn(page, person);
      const menu = accountMenu(page, person);
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await menu.click();
      await expect(menu).toHaveAttribute("aria-expanded", "true");
      await expect(page.getByRole("banner").getByRole("link", { name: "Manage subscription" })).toHaveAttribute(
        "href",
        "/account?go=manage",
      );
      await page.keyboard.press("Escape");
      await expect(menu).toHaveAttribute("aria-expanded", "false");
      await expect(menu).toBeFocused();

      await logOut(page, person);
      await page.waitForURL(`${baseURL}/`);
      await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toBeVisible();
    });
  });

  test("/signup, on its way to a plan's checkout", async ({ page, baseURL }, testInfo) => {
    const { person } = await signedInVisitor(page, baseURL!, testInfo);
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
