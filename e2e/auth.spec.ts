import { recordAnalytics, recordedEventNames } from "./analytics-recorder";
import { localizedPath } from "../app/contracts/locales";
import { expect, test, waitForHydration } from "./fixtures";
import { copy, copyIn } from "./site";
import {
  CLIENT_ID,
  completeSignUp,
  expectSignedIn,
  logOut,
  IDENTITY_ORIGIN,
  newPerson,
  startSignUpWithoutProvider,
} from "./identity";

// The provider's pages answer bad form input with status 400, which the browser logs.
test.use({ allowedConsoleErrors: [/status of 400/] });

const buttons = [
  { source: "header", name: "Sign Up", nth: 0, path: "/" },
  { source: "hero", name: "Get First Song", nth: 0, path: "/" },
  { source: "sign-up call to action", name: "Sign Up", nth: 1, path: "/" },
  { source: "try for free", name: "Get First Song", nth: 1, path: "/home" },
];

for (const button of buttons) {
  test(`signs up from the ${button.source} button and comes back signed in on /pricing`, async ({
    page,
    baseURL,
  }, testInfo) => {
    const person = newPerson(testInfo);
    await recordAnalytics(page);
    await page.goto(button.path);
    await waitForHydration(page);

    const authorize = page.waitForRequest((request) => request.url().startsWith(`${IDENTITY_ORIGIN}/authorize?`));
    await page.getByRole("link", { name: button.name }).nth(button.nth).click();
    const params = new URL((await authorize).url()).searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      client_id: CLIENT_ID,
      screen_hint: "signup",
      response_type: "code",
      code_challenge_method: "S256",
      redirect_uri: `${baseURL}/pricing`,
      logo_uri: `${baseURL}/assets/brand/logo.svg`,
    });
    expect(params.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "profile", "email"]));
    for (const name of ["state", "nonce", "code_challenge"])
      expect(params.get(name)?.length).toBeGreaterThanOrEqual(20);

    await completeSignUp(page, person);
    await page.waitForURL(`${baseURL}/pricing`);
    await expectSignedIn(page, person);
    expect(new URL(page.url()).search).toBe("");
    // Tracked before the browser left for the provider (recorded in this tab's sessionStorage).
    expect(await recordedEventNames(page)).toEqual(["Clicked Sign Up"]);
  });
}

test("a session survives a reload, logs out through the provider, and logs in again", async ({
  page,
  baseURL,
}, testInfo) => {
  const person = newPerson(testInfo);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Sign Up" }).first().click();
  await completeSignUp(page, person);
  await page.waitForURL(`${baseURL}/pricing`);
  await expectSignedIn(page, person);

  await page.reload({ waitUntil: "domcontentloaded" });
  // The boot script hides Sign Up while the session is restored: no flash of the anonymous header.
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toBeHidden();
  await expectSignedIn(page, person);

  const logout = page.waitForRequest((request) => request.url().startsWith(`${IDENTITY_ORIGIN}/v2/logout?`));
  await logOut(page, person);
  expect(new URL((await logout).url()).searchParams.get("returnTo")).toBe(`${baseURL}/`);
  await page.waitForURL(`${baseURL}/`);
  await waitForHydration(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Log out" })).toHaveCount(0);

  await page.getByRole("link", { name: "Sign Up" }).first().click();
  await page.getByRole("link", { name: "Log in" }).click();
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(`${baseURL}/pricing`);
  await expectSignedIn(page, person);
});

test("the provider's form explains bad input", async ({ page }, testInfo) => {
  const person = newPerson(testInfo);
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Sign Up" }).first().click();
  await completeSignUp(page, { ...person, email: "not-an-email", password: "short" });
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Use at least 8 characters.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});

test("a tampered state is refused with 'Invalid state'", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
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
  await waitForHydration(page);
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
      await waitForHydration(page);
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

    for (const [error, reason] of [
      ["consent_required", "confirm"],
      ["interaction_required", "confirm"],
      ["invalid_request", "failed"],
      ["unauthorized", "failed"],
      ["server_error", "busy"],
      ["temporarily_unavailable", "busy"],
      ["something_new", "failed"],
    ] as const) {
      test(`${locale}: the provider's ${error}`, async ({ page }) => {
        await page.goto(localizedPath("/", locale));
        await waitForHydration(page);
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
