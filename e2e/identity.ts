import { parseSiteConfig } from "../app/config/schema";
// Helpers for tests of the hosted sign-up against the local identity provider.
import type { Page, Request, TestInfo } from "@playwright/test";
import { expect, waitForStart } from "./fixtures";

const settings = parseSiteConfig(process.env);
export const IDENTITY_ORIGIN = settings.auth.origin;
export const CLIENT_ID = settings.auth.clientId;
/** The site's API, which the site asks access tokens for (the local provider's by default). */
export const API_AUDIENCE = settings.auth.audience;

export interface Person {
  name: string;
  email: string;
  password: string;
}

export function newPerson(testInfo: TestInfo): Person {
  const tag = `${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { name: "Ana Lima", email: `ana-${tag}@example.com`, password: "correct horse battery" };
}

/** Fills the provider's sign-up form and submits it. */
export async function completeSignUp(page: Page, person: Person): Promise<void> {
  await expect(page.getByRole("heading", { name: /create your .* account/i })).toBeVisible();
  await page.getByLabel("Name").fill(person.name);
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByRole("button", { name: "Sign up" }).click();
}

/** The signed-in person's menu button in the header, named after them. */
export const accountMenu = (page: Page, person: Person) =>
  page.getByRole("banner").getByRole("button", { name: `Account: ${person.name}` });

/** The header shows the person, whose menu holds Manage subscription and Log out; no Sign Up or Log in. */
export async function expectSignedIn(page: Page, person: Person): Promise<void> {
  const header = page.getByRole("banner");
  await expect(accountMenu(page, person)).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign Up" })).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Log in" })).toHaveCount(0);
}

/** Opens the person's menu and presses Log out. */
export async function logOut(page: Page, person: Person): Promise<void> {
  await accountMenu(page, person).click();
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
}

/**
 * Presses a sign-up link but stops the browser at the provider's door: the authorize request is
 * answered with a blank page, and its parameters (state, nonce, …) are returned.
 */
export async function startSignUpWithoutProvider(page: Page, button = "Sign Up"): Promise<URLSearchParams> {
  await page.route(`${IDENTITY_ORIGIN}/authorize?**`, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>provider</title>" }),
  );
  const authorize: Promise<Request> = page.waitForRequest((request) =>
    request.url().startsWith(`${IDENTITY_ORIGIN}/authorize?`),
  );
  await page.getByRole("link", { name: button }).first().click();
  const params = new URL((await authorize).url()).searchParams;
  await page.waitForURL(`${IDENTITY_ORIGIN}/authorize?**`);
  await page.unroute(`${IDENTITY_ORIGIN}/authorize?**`);
  return params;
}

/** Signs a new person up from the header and waits until they are back, signed in, on /pricing. */
export async function signUpNewPerson(page: Page, person: Person, baseURL: string): Promise<void> {
  await page.goto("/");
  await waitForStart(page);
  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
  await completeSignUp(page, person);
  await page.waitForURL(`${baseURL}/pricing`);
  await expectSignedIn(page, person);
}
