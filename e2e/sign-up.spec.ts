// Signing up and in at the hosted provider: from each of the landing page's buttons, back signed in
// on /pricing; a session that survives a reload, logs out and logs in again; the provider's form.
import { recordAnalytics, recordedEventNames } from "./analytics-recorder";
import { expect, test, waitForStart } from "./fixtures";
import { CLIENT_ID, completeSignUp, expectSignedIn, IDENTITY_ORIGIN, logOut, newPerson } from "./identity";

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
    await waitForStart(page);

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
  await waitForStart(page);
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
  await waitForStart(page);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign Up" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Log out" })).toHaveCount(0);

  await page.getByRole("link", { name: "Sign Up" }).first().click();
  // On the provider's sign-up form first: the site's header has a "Log in" link of its own.
  await expect(page.getByRole("heading", { name: /^Create your / })).toBeVisible();
  await page.getByRole("link", { name: "Log in" }).click();
  // The provider's login form, not the sign-up form the link leaves (filled, it would be lost).
  await expect(page.getByRole("heading", { name: /^Log in to / })).toBeVisible();
  await page.getByLabel("Email").fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(`${baseURL}/pricing`);
  await expectSignedIn(page, person);
});

test("the provider's form explains bad input", async ({ page }, testInfo) => {
  const person = newPerson(testInfo);
  await page.goto("/");
  await waitForStart(page);
  await page.getByRole("link", { name: "Sign Up" }).first().click();
  await completeSignUp(page, { ...person, email: "not-an-email", password: "short" });
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await expect(page.getByText("Use at least 8 characters.")).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
});
