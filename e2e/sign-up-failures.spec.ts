// What the visitor reads when a sign-up does not come back signed in: a tampered or missing login
// transaction, an error the provider returns (dismissable, in the page's language, never in the
// provider's English), an unreachable provider.
import { localizedPath } from "../app/contracts/locales";
import { expect, test, waitForStart } from "./fixtures";
import { copy, copyIn } from "./site";
import { completeSignUp, expectSignedIn, IDENTITY_ORIGIN, newPerson, startSignUpWithoutProvider } from "./identity";

// The provider's pages answer bad input with status 400, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400/] });

test("a tampered state is refused with 'Invalid state'", async ({ page }) => {
  await page.goto("/");
  await waitForStart(page);
  const params = await startSignUpWithoutProvider(page);
  await page.goto(`/pricing?code=any-code&state=${encodeURIComponent(`${params.get("state")}tampered`)}`);
  await expect(page.getByRole("alert")).toContainText("Invalid state");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toBeVisible();
  await expect.poll(() => new URL(page.url()).search).toBe("");
});

test("a callback without a login transaction is refused with 'Invalid state'", async ({ page }) => {
  await page.goto("/pricing?code=forged-code&state=forged-state");
  await expect(page.getByRole("alert")).toContainText("Invalid state");
});

test("a provider error in the callback is shown, can be dismissed, and sign-up works again", async ({
  page,
  baseURL,
}, testInfo) => {
  await page.goto("/");
  await waitForStart(page);
  await page.getByRole("link", { name: "Sign Up" }).first().click();
  await page.getByRole("link", { name: "Cancel and go back" }).click();
  await page.waitForURL(`${baseURL}/pricing**`);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText(copy.common.authAlert.cancelled);
  await expect(alert).toContainText("Error code: access_denied");
  await expect.poll(() => new URL(page.url()).search).toBe("");

  await alert.getByRole("button", { name: "Dismiss" }).click();
  await expect(page.getByRole("alert")).toHaveCount(0);
  const person = newPerson(testInfo);
  await page.getByRole("link", { name: "Sign Up" }).click();
  await completeSignUp(page, person);
  await page.waitForURL(`${baseURL}/pricing`);
  await expectSignedIn(page, person);
});

test.describe("with the identity provider down", () => {
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

  test("an unreachable identity provider gives a clear message and a way on, and Try again works later", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    await page.route(`${IDENTITY_ORIGIN}/**`, (route) => route.abort("connectionrefused"));
    await page.getByRole("link", { name: "Get First Song" }).first().click();
    await expect(page.getByRole("heading", { name: "Sign-up didn't open" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("couldn't reach the sign-in service");
    // The page pressed on could not send the visitor on, and handed the press to /signup, counted once.
    expect(page.url()).toBe(`${baseURL}/signup?from=hero&recorded=1`);
    await expect(page.getByRole("link", { name: "See the plans" })).toHaveAttribute("href", "/pricing");

    await page.unroute(`${IDENTITY_ORIGIN}/**`);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: /create your .* account/i })).toBeVisible();
  });
});

// Every provider error reaches the visitor as a sentence in the page's language, with the code to
// quote, never in the provider's English (shared/auth/identity-client.ts).
test.describe("provider errors in the page's language", () => {
  for (const locale of ["de", "ja"] as const) {
    const words = copyIn(locale).common;

    test(`${locale}: cancelling at the provider`, async ({ page, baseURL }) => {
      await page.goto(localizedPath("/", locale));
      await waitForStart(page);
      await page.getByRole("banner").getByRole("link", { name: words.signUp }).click();
      await page.getByRole("link", { name: "Cancel and go back" }).click();
      await page.waitForURL(`${baseURL}${localizedPath("/pricing", locale)}**`);
      const alert = page.getByRole("alert");
      await expect(alert).toContainText(words.authAlert.title);
      await expect(alert).toContainText(words.authAlert.cancelled);
      await expect(alert).toContainText(words.authAlert.code.replace("{code}", "access_denied"));
      await expect(alert).not.toContainText("Sign-up was cancelled");
    });

    test(`${locale}: a sign-in link used twice, or forged ('Invalid state')`, async ({ page }) => {
      await page.goto(localizedPath("/pricing", locale) + "?code=forged-code&state=forged-state");
      const alert = page.getByRole("alert");
      await expect(alert).toContainText(words.authAlert.expired);
      await expect(alert).toContainText(words.authAlert.code.replace("{code}", "Invalid state"));
    });

    // One code for each of the reasons' words; which code is which reason: auth-failure.test.ts.
    for (const [error, reason] of [
      ["consent_required", "confirm"],
      ["server_error", "busy"],
      ["something_new", "failed"],
    ] as const) {
      test(`${locale}: the provider's ${error}`, async ({ page }) => {
        await page.goto(localizedPath("/", locale));
        await waitForStart(page);
        const params = await startSignUpWithoutProvider(page, words.signUp);
        const description = "Some words in the provider's English";
        await page.goto(
          `${localizedPath("/pricing", locale)}?error=${error}&error_description=${encodeURIComponent(description)}&state=${params.get("state")}`,
        );
        const alert = page.getByRole("alert");
        await expect(alert).toContainText(words.authAlert[reason]);
        await expect(alert).toContainText(words.authAlert.code.replace("{code}", error));
        await expect(alert).not.toContainText(description);
        await expect.poll(() => new URL(page.url()).search).toBe("");
      });
    }
  }
});
