// Every control does its job on the first press made before the app has loaded (the modules are
// held back, as on a slow phone, and stay held: nothing waits for the app), and exactly once.
import { recordAnalytics, recordedAnalytics, recordedEventNames } from "./analytics-recorder";
import { expectApiCheckout } from "./payments";
import { expect, readVisitorStorage, test, waitForStart } from "./fixtures";
import { expectNotHydrated, openBeforeHydration, stopAtDoor } from "./held-scripts";
import { CLIENT_ID, completeSignUp, IDENTITY_ORIGIN, newPerson } from "./identity";
import { decodeClientReference } from "../app/contracts/client-reference";

const authorize = `${IDENTITY_ORIGIN}/authorize?`;
const signUpLinks = [
  { source: "header", name: "Sign Up", nth: 0 },
  { source: "hero", name: "Get First Song", nth: 0 },
  { source: "sign-up-cta", name: "Sign Up", nth: 1 },
  { source: "try-for-free", name: "Get First Song", nth: 1 },
];

for (const link of signUpLinks) {
  test(`the ${link.source} sign-up link pressed before hydration starts the hosted sign-up, tracked once`, async ({
    page,
    baseURL,
  }) => {
    await recordAnalytics(page);
    await openBeforeHydration(page, "/");
    const door = await stopAtDoor(page, authorize);
    const pressed = page.getByRole("link", { name: link.name }).nth(link.nth);
    await pressed.click();
    // Straight from the page pressed on, which shows the press on its way (its address the door's
    // 204 keeps), without the app and without the /signup page.
    const params = (await door.reached).searchParams;
    expect(page.url()).toBe(`${baseURL}/`);
    await expect(pressed).toHaveAttribute("aria-busy", "true");
    await expectNotHydrated(page);
    expect(params.get("screen_hint")).toBe("signup");
    expect(params.get("client_id")).toBe(CLIENT_ID);
    expect(params.get("redirect_uri")).toBe(`${baseURL}/pricing`);
    await expect.poll(() => recordedEventNames(page)).toEqual(["Clicked Sign Up"]);
    const event = (await recordedAnalytics(page)).find((call) => call[1] === "Clicked Sign Up");
    expect(event?.[2]).toMatchObject({ event_category: "Sign Up", event_label: link.source, value: 1 });
  });
}

test("the billing toggle and a plan pressed before hydration: the plan survives the sign-up into its checkout", async ({
  page,
}, testInfo) => {
  const scripts = await openBeforeHydration(page, "/pricing");
  const annually = page.getByRole("radio", { name: /^Annually/ });
  await page
    .getByRole("group", { name: /billing/i })
    .getByText("Annually")
    .click();
  await expect(annually).toBeChecked();
  const max = page.getByRole("article", { name: "Max" });
  await expect(max.getByText("billed $72 yearly")).toBeVisible();
  await expect(max.getByText("$12", { exact: true })).toBeHidden();
  await expectNotHydrated(page);

  await max.getByRole("link", { name: "Start free trial with Max" }).click();
  const person = newPerson(testInfo);
  await expect(page.getByRole("heading", { name: /create your .* account/i })).toBeVisible();
  // Back from the hosted sign-up is the page pressed on, the period still chosen.
  await page.goBack();
  await expect(annually).toBeChecked();
  await max.getByRole("link", { name: "Start free trial with Max" }).click();
  await expect(page.getByRole("heading", { name: /create your .* account/i })).toBeVisible();
  await scripts.release(); // the login's return on /pricing is the app's to complete
  await completeSignUp(page, person);
  await expectApiCheckout(page, "max-annual", person.email);
  const reference = await page.locator("dt:text-is('Reference') + dd").textContent();
  expect(decodeClientReference(reference)?.userId).toMatch(/^[A-Za-z0-9]{9}$/);
});

test("a billing period chosen before hydration stays chosen after it", async ({ page }) => {
  const scripts = await openBeforeHydration(page, "/pricing");
  await page
    .getByRole("group", { name: /billing/i })
    .getByText("Annually")
    .click();
  await scripts.release();
  await waitForStart(page);
  await expect(page.getByRole("radio", { name: /^Annually/ })).toBeChecked();
  await expect(page.getByRole("article", { name: "Pro" }).getByText("billed $36 yearly")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start free trial with Pro" })).toHaveAttribute(
    "href",
    "/signup?from=pricing&plan=pro-annual",
  );
});

for (const [period, name, label] of [
  ["monthly", /Monthly/, "Monthly tsla"],
  ["yearly", /Yearly/, "Annual tsla"],
] as const) {
  test(`the paywall's ${period} link pressed before hydration leaves for checkout with attribution, tracked once`, async ({
    page,
  }) => {
    await recordAnalytics(page);
    const scripts = await openBeforeHydration(page, "/play/tsla?utm_source=newsletter&utm_campaign=fall");
    const door = await stopAtDoor(page, `${IDENTITY_ORIGIN}/checkout/paywall-${period}?`);
    const { userId } = await readVisitorStorage(page);
    // Attributed before anyone could press it, so a new tab gets it too.
    const href = new URL((await page.getByRole("link", { name }).getAttribute("href"))!);
    expect(href.searchParams.get("client_reference_id")).toBe(`${userId}_x_d`);
    await page.getByRole("link", { name }).click();
    const url = await door.reached;
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_reference_id: `${userId}_x_d`,
      utm_source: "newsletter",
      utm_campaign: "fall",
    });
    expect(userId).toMatch(/^[A-Za-z0-9]{9}$/);
    const unlocks = (await recordedAnalytics(page)).filter((call) => call[1] === "Clicked Unlock");
    expect(unlocks).toEqual([
      [
        "event",
        "Clicked Unlock",
        expect.objectContaining({ event_category: "Paywall", event_label: label, value: expect.any(Number) }),
      ],
    ]);
    // The app, once it loads, does not replay the press.
    await scripts.release();
    await waitForStart(page);
    expect(await recordedEventNames(page)).toEqual(["Clicked Unlock"]);
  });
}

test("the song sample pressed before hydration plays, and the player takes it over", async ({ page }) => {
  const scripts = await openBeforeHydration(page, "/");
  const play = page.getByRole("button", { name: "Play song sample" });
  await play.click();
  const audio = page.locator("audio");
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => !element.paused)).toBe(true);
  await scripts.release();
  await waitForStart(page);
  await page.getByRole("button", { name: "Pause song sample" }).click();
  await expect.poll(() => audio.evaluate((element: HTMLAudioElement) => element.paused)).toBe(true);
  await expect(page.getByRole("button", { name: "Play song sample" })).toBeVisible();
});

test("the FAQ opens before hydration", async ({ page }) => {
  await openBeforeHydration(page, "/pricing");
  const first = page.getByRole("region", { name: "Questions, answered" }).locator("details").first();
  await first.locator("summary").click();
  await expect(first).toHaveAttribute("open");
});
