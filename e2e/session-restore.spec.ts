// A returning signed-in visitor who presses a plan while the session is still being restored goes
// to that plan's checkout with their email, never round the hosted login.
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { holdScripts, openBeforeHydration } from "./held-scripts";
import { IDENTITY_ORIGIN, newPerson, signUpNewPerson, type Person } from "./identity";

function watchLogins(page: Page): string[] {
  const logins: string[] = [];
  page.on(
    "request",
    (request) => request.url().startsWith(`${IDENTITY_ORIGIN}/authorize`) && logins.push(request.url()),
  );
  return logins;
}

async function expectCheckout(page: Page, offer: string, person: Person) {
  await page.waitForURL(`${IDENTITY_ORIGIN}/checkout/${offer}?**`);
  expect(new URL(page.url()).searchParams.get("prefilled_email")).toBe(person.email);
}

test("a plan pressed before hydration by a signed-in visitor goes to its checkout", async ({
  page,
  baseURL,
}, testInfo) => {
  const person = newPerson(testInfo);
  await signUpNewPerson(page, person, baseURL!);
  const logins = watchLogins(page);

  const scripts = await openBeforeHydration(page, "/pricing");
  await page.getByRole("link", { name: "Start free trial with Pro" }).click();
  await page.waitForURL(`${baseURL}/signup?from=pricing&plan=pro-monthly`);
  await scripts.release();
  await expectCheckout(page, "pro-monthly", person);
  expect(logins).toEqual([]);
  // The hand-off page left itself out of the history: Back returns to the plans.
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/pricing`);
});

test("a plan pressed while the session is restored is busy, then goes to its checkout", async ({
  page,
  baseURL,
}, testInfo) => {
  const person = newPerson(testInfo);
  await signUpNewPerson(page, person, baseURL!);
  const logins = watchLogins(page);

  const sdk = await holdScripts(page, "**/assets/auth0-spa-js*.js");
  await page.reload();
  await waitForHydration(page);
  const max = page.getByRole("link", { name: "Start free trial with Max" });
  await max.click();
  await expect(max).toHaveAttribute("aria-busy", "true");
  await expect(page).toHaveURL(`${baseURL}/pricing`);
  await sdk.release();
  await expectCheckout(page, "max-monthly", person);
  expect(logins).toEqual([]);
});
