// A returning signed-in visitor who presses a plan while the session is still being restored goes
// to that plan's checkout with their email, never round the hosted login.
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { holdScripts, openBeforeHydration } from "./held-scripts";
import { completeSignUp, IDENTITY_ORIGIN, newPerson, signUpNewPerson, type Person } from "./identity";

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

/** Presses a control that must wait for the session's answer: it shows it is busy and stays put. */
async function pressWhileWaiting(page: Page, control: Locator) {
  const url = page.url();
  await control.click();
  await expect(control).toHaveAttribute("aria-busy", "true");
  await expect(page).toHaveURL(url);
}

async function expectCheckout(page: Page, offer: string, person: Person) {
  await page.waitForURL(`${IDENTITY_ORIGIN}/checkout/${offer}?**`);
  expect(new URL(page.url()).searchParams.get("prefilled_email")).toBe(person.email);
}

test("a plan pressed before hydration by a signed-in visitor goes to its checkout", async ({
  page,
  baseURL,
}, testInfo) => {
  const { person, logins } = await signedInVisitor(page, baseURL!, testInfo);

  const scripts = await openBeforeHydration(page, "/pricing");
  await pressWhileWaiting(page, page.getByRole("link", { name: "Start free trial with Pro" }));
  await scripts.release();
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
  await page.waitForURL(`${baseURL}/signup?from=hero`);
  await scripts.release();
  await page.waitForURL(`${baseURL}/pricing`);
  await expect(page.getByRole("banner").getByText(person.name)).toBeVisible();
  expect(logins).toEqual([]);
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("a plan pressed while the session is restored is busy, then goes to its checkout", async ({
  page,
  baseURL,
}, testInfo) => {
  const { person, logins } = await signedInVisitor(page, baseURL!, testInfo);

  const sdk = await holdScripts(page, "**/assets/auth0-spa-js*.js");
  await page.reload();
  await waitForHydration(page);
  await pressWhileWaiting(page, page.getByRole("link", { name: "Start free trial with Max" }));
  await sdk.release();
  await expectCheckout(page, "max-monthly", person);
  expect(logins).toEqual([]);
});

test("a paywall link pressed before hydration by a signed-in visitor waits, then leaves with the email", async ({
  page,
  baseURL,
}, testInfo) => {
  const { person } = await signedInVisitor(page, baseURL!, testInfo);
  const scripts = await openBeforeHydration(page, "/play/tsla");
  await pressWhileWaiting(page, page.getByRole("link", { name: /Monthly/ }));
  await scripts.release();
  await expectCheckout(page, "paywall-monthly", person);
  expect(new URL(page.url()).searchParams.get("client_reference_id")).toMatch(/^[A-Za-z0-9]{9}$/);
});

test("a plan pressed on the login's return, before hydration, waits for the login and goes to its checkout", async ({
  page,
  baseURL,
}, testInfo) => {
  const person = newPerson(testInfo);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
  const scripts = await holdScripts(page);
  await completeSignUp(page, person);
  await page.waitForURL(`${baseURL}/pricing?**`);
  await pressWhileWaiting(page, page.getByRole("link", { name: "Start free trial with Pro" }));
  await scripts.release();
  await expectCheckout(page, "pro-monthly", person);
});
