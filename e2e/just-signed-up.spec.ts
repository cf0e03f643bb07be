// A person who has just signed up: a plan pressed on the login's return, before the app has
// loaded, still completes the login; the /account hand-off page shows their menu, which logs out.
import { expect, test, waitForStart } from "./fixtures";
import { holdScripts } from "./held-scripts";
import { accountMenu, completeSignUp, expectSignedIn, logOut, newPerson, signUpNewPerson } from "./identity";
import { expectApiCheckout } from "./payments";
import { copy } from "./site";

test("a plan pressed on the login's return, before hydration, completes the login and goes to its checkout", async ({
  page,
  baseURL,
}, testInfo) => {
  const person = newPerson(testInfo);
  await page.goto("/");
  await waitForStart(page);
  await page.getByRole("banner").getByRole("link", { name: "Sign Up" }).click();
  await holdScripts(page);
  await completeSignUp(page, person);
  await page.waitForURL(`${baseURL}/pricing?**`);
  await page.getByRole("link", { name: "Get Pro" }).click();
  await expectApiCheckout(page, "pro-monthly", person.email);
});

// The hand-off pages run without the app: their own script shows who is signed in.
test.describe("the /account hand-off page, with nothing to open", () => {
  // The site's API answers 404 for a subscription the person does not have, which the browser reports.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404/] });

  test("shows the signed-in person's account menu in the header, which logs out", async ({
    page,
    baseURL,
  }, testInfo) => {
    const person = newPerson(testInfo);
    await signUpNewPerson(page, person, baseURL!);
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
