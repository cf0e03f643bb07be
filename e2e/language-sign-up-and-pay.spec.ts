// Signing up and paying in another language: the hosted login asked for the page's language and
// back to its plans, a price paid in yen and welcomed in Japanese, and the hand-off's failure in
// Spanish.
import { copies } from "../app/shared/content/languages";
import { expect, test, waitForStart } from "./fixtures";
import { completeSignUp, IDENTITY_ORIGIN, newPerson } from "./identity";
import { acceptTerms } from "./payments";

test("signing up from a German page asks the hosted login for German and comes back to the German plans", async ({
  page,
  baseURL,
}, testInfo) => {
  const person = newPerson(testInfo);
  const de = copies.de.common;
  await page.goto("/de");
  await waitForStart(page);
  const authorize = page.waitForRequest((request) => request.url().startsWith(`${IDENTITY_ORIGIN}/authorize?`));
  await page.getByRole("banner").getByRole("link", { name: de.signUp }).click();
  const params = new URL((await authorize).url()).searchParams;
  expect(params.get("ui_locales")).toBe("de");
  expect(params.get("redirect_uri")).toBe(`${baseURL}/de/pricing`);
  await completeSignUp(page, person);
  await page.waitForURL(`${baseURL}/de/pricing`);
  const header = page.getByRole("banner");
  await header.getByRole("button", { name: `${de.accountMenu.label}: ${person.name}` }).click();
  await expect(header.getByRole("link", { name: de.accountMenu.manage })).toHaveAttribute(
    "href",
    "/de/account?go=manage",
  );
  await header.getByRole("button", { name: de.logOut }).click();
  await page.waitForURL(`${baseURL}/de`);
  await expect(header.getByRole("link", { name: de.signUp })).toBeVisible();
});

test("a Japanese reader pays in yen and comes back to a Japanese welcome, confirmed in yen", async ({ page }) => {
  const ja = copies.ja;
  await page.goto("/ja/play/tsla");
  await waitForStart(page);
  // An English browser is offered the English page first; a phone asks one thing at a time.
  const offer = page.getByRole("complementary", { name: copies.en.common.languages.offer });
  await offer.getByRole("button", { name: copies.en.common.languages.dismiss }).click();
  await page
    .getByRole("region", { name: ja.common.consent.title })
    .getByRole("button", { name: ja.common.consent.accept })
    .click();
  await page.getByRole("link", { name: /￥750/ }).click();
  await expect(page.getByRole("button", { name: "Pay ¥750" })).toBeVisible();
  // The API's answer, read on its way: /success leaves the moment it has it.
  let confirmation: unknown;
  await page.route("**/api/checkout-sessions/**", async (route) => {
    const response = await route.fetch();
    confirmation = await response.json();
    await route.fulfill({ response });
  });
  await acceptTerms(page);
  await page.getByRole("button", { name: "Pay ¥750" }).click();
  // The paywall's offer: the research's welcome, in Japanese.
  await expect(page).toHaveURL("/ja/glow?bought=research");
  expect(confirmation).toMatchObject({ state: "confirmed", value: 750, currency: "JPY" });
  await expect(page.getByRole("heading", { level: 1, name: ja.checkout.glow.research.title })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Tesla (TSLA)" })).toHaveAttribute(
    "href",
    "/ja/play/tsla",
  );
});

test.describe("with the identity provider down", () => {
  test.use({ allowedConsoleErrors: [/ERR_CONNECTION_REFUSED/] });

  test("the Spanish hand-off says so in Spanish, with a way back to the Spanish plans", async ({ page }) => {
    const es = copies.es.signUp;
    await page.goto("/es");
    await page.route(`${IDENTITY_ORIGIN}/**`, (route) => route.abort("connectionrefused"));
    await page.getByRole("link", { name: copies.es.landing.hero.cta }).first().click();
    await expect(page.getByRole("heading", { name: es.failedTitle })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveText(copies.es.common.authAlert.unreachable);
    await expect(page.getByRole("link", { name: es.back })).toHaveAttribute("href", "/es/pricing");
  });
});
