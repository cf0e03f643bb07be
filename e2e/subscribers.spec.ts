// A subscriber's life in the browser, against the stand-ins and the site's API with its database:
// signed up from a plan, the checkout made by the API, /glow and /pricing knowing the plan, a
// switch through the provider's portal, the footer's cancellation, a new browser, the test clock.
import { copies } from "../app/shared/content/languages";
import type { Page } from "@playwright/test";
import { expect, readVisitorStorage, test, waitForStart } from "./fixtures";
import { accountMenu, completeSignUp, expectSignedIn, logOut, newPerson, type Person } from "./identity";
import { acceptTerms, SERVICES_ORIGIN } from "./payments";
import { watchTab } from "./tab-documents";

/** The stand-in's checkout page for a session the site's API made (not a payment link). */
const checkoutSession = /\/checkout\/sessions\/cs_local_\w+$/;

async function serverHits(page: Page, clientId: string) {
  const hits = (await (await page.request.get(`${SERVICES_ORIGIN}/mp/hits`)).json()) as {
    clientId: string;
    events: { name: string; params: Record<string, unknown> }[];
  }[];
  return hits.filter((hit) => hit.clientId === clientId).flatMap((hit) => hit.events);
}

/** Accepts analytics, signs up from Max's button and pays on the hosted checkout the API made: on /glow. */
async function subscribeToMax(page: Page, person: Person, baseURL: string) {
  await page.goto("/pricing");
  await waitForStart(page);
  await page.getByRole("region", { name: "Analytics cookies" }).getByRole("button", { name: "Accept" }).click();
  await page.getByRole("link", { name: "Start free trial with Max" }).click();
  await completeSignUp(page, person);
  await page.waitForURL(checkoutSession);
  await expect(page.getByText("billed monthly after a 7-day free trial")).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  await acceptTerms(page);
  await page.getByRole("button", { name: /^Pay \$\d+\/mo$/ }).click();
  await page.waitForURL(`${baseURL}/glow?bought=plan`);
}

test("a new subscriber: the API's checkout, their plan on /glow and /pricing, a switch, the footer's cancellation", async ({
  page,
  baseURL,
}, testInfo) => {
  test.slow(); // a whole subscription: sign-up, checkout, portal twice
  const person = newPerson(testInfo);
  await subscribeToMax(page, person, baseURL!);
  await expect(page.getByTestId("glow-lede").filter({ visible: true })).toHaveText(
    /^Your Max plan's free trial runs until \w+ \d{1,2}, \d{4}; your first payment of \$12 is on that day\./,
  );
  // Drawn, not an emoji (an empty box where no emoji font is installed).
  await expect(page.getByTestId("celebration")).toBeVisible();
  await expect(page.getByRole("main")).not.toContainText("🎉");
  const { userId, hasPaid } = await readVisitorStorage(page);
  expect(hasPaid).toBe("true");

  // The trial start is counted (value 0), not a purchase: no money has come.
  await expect.poll(async () => (await serverHits(page, userId!)).map((event) => event.name)).toContain("trial_start");
  expect((await serverHits(page, userId!)).filter((event) => event.name === "purchase")).toEqual([]);

  await page.goto("/pricing");
  await waitForStart(page);
  const max = page.getByRole("article", { name: "Max" });
  const pro = page.getByRole("article", { name: "Pro" });
  await expect(max.getByText("Your plan")).toBeVisible();
  await expect(max.getByTestId("plan-state")).toHaveText(/^\$12 a month · Free trial until .+, then \$12 a month$/);
  await expect(max.getByRole("link", { name: "Manage subscription" })).toBeVisible();
  await expect(pro.getByRole("link", { name: "Switch to Pro" })).toBeVisible();
  // Their trial is used: no trial wording anywhere on the page.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pick your plan");
  await expect(page.locator("main")).not.toContainText(/free trial with/i);

  // Another plan is a switch in the provider's portal, and keeps the trial; the page pressed on asks
  // for it, with no hand-off page in between.
  const tab = watchTab(page, baseURL!);
  await pro.getByRole("link", { name: "Switch to Pro" }).click();
  await page.waitForURL(/\/portal\/sessions\/bps_local_\w+\/update\//);
  await page.getByRole("button", { name: /confirm/i }).click();
  await page.waitForURL(`${baseURL}/pricing`);
  await expect(pro.getByText("Your plan")).toBeVisible();
  await expect(pro.getByTestId("plan-state")).toHaveText(/^\$6 a month · Free trial until .+, then \$6 a month$/);
  await expect(max.getByRole("link", { name: "Switch to Max" })).toBeVisible();

  // Every footer's cancellation page (/cancel) takes a signed-in person straight to the provider's
  // cancellation of their subscription.
  await page.getByRole("contentinfo").getByRole("link", { name: "Cancel subscription" }).click();
  // Once the app there knows them (the header shows them); pressed before, the link's /account takes it.
  await expectSignedIn(page, person);
  await page.getByRole("link", { name: "Cancel in your account" }).click();
  await page.waitForURL(/\/portal\/sessions\/bps_local_\w+\/cancel\//);
  await page
    .getByRole("button", { name: /cancel/i })
    .first()
    .click();
  await page.waitForURL(`${baseURL}/pricing`);
  await expect(page.getByRole("status").filter({ hasText: "cancelled" })).toHaveText(
    /^Your Pro plan is cancelled\. You keep it until \w+ \d{1,2}, \d{4}\.$/,
  );
  await expect(pro.getByTestId("plan-state")).toHaveText(
    /^\$6 a month · Cancelled: yours until .+, nothing more is charged$/,
  );
  // The footer's cancellation page opens; from it the press goes straight on, never by /account.
  expect(tab.documents, "the provider's pages, the plans and /cancel only").toEqual([
    "/pricing",
    "/cancel",
    "/pricing",
  ]);
});

test("a subscriber's song plan opens no research; their first invoice is counted once with the variant; a new browser knows them; logging out leaves nothing paid", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.slow(); // a subscription, its first payment, a second browser
  const person = newPerson(testInfo);
  await subscribeToMax(page, person, baseURL!);
  const { userId, version, hasPaid } = await readVisitorStorage(page);
  expect(hasPaid).toBe("true");

  // A song plan does not open the research.
  await page.goto("/play/tsla");
  await waitForStart(page);
  await expect(page.locator("html")).not.toHaveAttribute("data-subscriber-pending");
  await expect(page.getByRole("heading", { name: "7‑day free trial" })).toBeVisible();
  await expect(page.getByTestId("research-unlocked")).toHaveCount(0);

  // Money is counted when the first invoice is paid, with the variant, once.
  const advance = await page.request.post(`${SERVICES_ORIGIN}/test-clock/advance`, {
    data: { email: person.email, days: 8 },
  });
  expect(advance.status()).toBe(200);
  await expect
    .poll(async () => (await serverHits(page, userId!)).filter((event) => event.name === "purchase"))
    .toEqual([
      expect.objectContaining({
        params: expect.objectContaining({
          value: 12,
          currency: "USD",
          first_payment: true,
          exp_variant_string: version ?? "none",
        }),
      }),
    ]);

  // On a new browser, they log in and are known: paid, with their plan.
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const fresh = await other.newPage();
  await fresh.goto(`${baseURL}/pricing`);
  await waitForStart(fresh);
  expect((await readVisitorStorage(fresh)).hasPaid).not.toBe("true");
  await fresh.getByRole("banner").getByRole("link", { name: "Log in" }).click();
  await expect(fresh.getByRole("heading", { name: /log in/i })).toBeVisible();
  await fresh.getByLabel("Email").fill(person.email);
  await fresh.getByLabel("Password").fill(person.password);
  await fresh.getByRole("button", { name: "Log in" }).click();
  await fresh.waitForURL(`${baseURL}/pricing`);
  await expectSignedIn(fresh, person);
  await expect(fresh.getByRole("article", { name: "Max" }).getByText("Your plan")).toBeVisible();
  expect((await readVisitorStorage(fresh)).hasPaid).toBe("true");
  await other.close();

  // Logging out leaves nothing paid on the device: the next person here finds the research locked.
  await logOut(page, person);
  await page.waitForURL(`${baseURL}/`);
  expect((await readVisitorStorage(page)).hasPaid).toBe("false");
  await page.goto("/play/tsla");
  await waitForStart(page);
  await expect(page.getByTestId("research-unlocked")).toHaveCount(0);
});

test.describe("a visitor without a subscription", () => {
  // The browser reports the API's 404: this person has nothing to cancel.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test("a visitor who is not signed in cancels by email from the footer; their account's way logs in first", async ({
    page,
  }, testInfo) => {
    await page.goto("/de");
    await waitForStart(page);
    const cancel = page.getByRole("contentinfo").getByRole("link", { name: "Verträge hier kündigen" });
    await expect(cancel).toHaveAttribute("href", "/de/cancel");
    await cancel.click();
    // No login: the email form, and no account's way for somebody nobody knows signed in.
    await expect(page.getByRole("button", { name: copies.de.cancellation.request.form.submit })).toBeVisible();
    await expect(page.getByRole("link", { name: copies.de.cancellation.request.account.action })).toBeHidden();
    // The account's way (/account?go=cancel) logs in first, then says there is nothing to cancel.
    await page.goto("/de/account?go=cancel");
    // The provider's login, not its sign-up.
    await expect(page.getByRole("heading", { name: /log in/i })).toBeVisible();
    await page.getByRole("link", { name: "Create an account" }).click();
    const person = newPerson(testInfo);
    await completeSignUp(page, person);
    await page.waitForURL(/\/de\/account\?go=cancel$/);
    await expect(page.getByRole("alert")).toHaveText(/kein Abo|nichts zu kündigen|keine/i);
    await expect(accountMenu(page, person)).toHaveCount(0); // the hand-off page has no app
  });
});
