// The visitor's keys in a browser whose storage fails: localStorage blocked (it throws) or full (every
// write throws), and values that are not ours. The pages work, the boot script and the app agree on
// one visitor, and garbage is repaired.
import type { Page } from "@playwright/test";
import { expect, readVisitorStorage, test, waitForHydration, waitForStart } from "./fixtures";
import { decodeClientReference } from "../app/contracts/client-reference";
import { MEMORY_KEY } from "../app/shared/browser/storage";
import { openBeforeHydration } from "./held-scripts";
import { acceptTerms, openCheckout } from "./payments";
import { copy, expectWorkingFaq, USER_ID } from "./site";

/** Browsers that block site data throw on any access to window.localStorage. */
function blockLocalStorage() {
  Object.defineProperty(window, "localStorage", {
    configurable: true,
    get() {
      throw new DOMException("The operation is insecure.", "SecurityError");
    },
  });
}

/** A full disk (or Safari's old private mode) throws on every write. */
function fillLocalStorage() {
  Storage.prototype.setItem = function setItem() {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  };
}

async function expectLandingWorks(page: Page) {
  await page.goto("/");
  await waitForStart(page);
  await expect(page.locator("[data-headline]").filter({ visible: true })).toHaveCount(1);
  await expectWorkingFaq(page);
  await page.getByRole("button", { name: "Play song sample" }).click();
  await waitForHydration(page); // the press brings the app, whose player shows what the sound does
  await expect(page.getByRole("button", { name: "Pause song sample" })).toBeVisible();
}

async function expectPricingWorks(page: Page) {
  await page.goto("/pricing");
  await waitForStart(page);
  await page
    .getByRole("group", { name: /billing/i })
    .getByText("Annually")
    .click();
  await expect(page.getByRole("radio", { name: /^Annually/ })).toBeChecked();
  await expect(page.getByText("billed $36 yearly")).toBeVisible();
}

async function expectPaywallWorks(page: Page) {
  await page.goto("/play/tsla");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tesla");
  await expect(page.locator('[data-stat="hours"]')).toHaveText(/\d+/);
  await expect(page.getByRole("region", { name: /free trial/i }).getByRole("link")).toHaveCount(2);
}

async function expectCheckoutReturnWorks(page: Page) {
  await page.goto("/play/tsla");
  await waitForStart(page);
  await page.getByRole("link", { name: /Monthly/ }).click();
  await acceptTerms(page);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL("/glow?bought=research");
  await expect(page.getByRole("heading", { level: 1, name: copy.checkout.glow.research.title })).toBeVisible();
}

const brokenStorage = { "blocked localStorage": blockLocalStorage, "full localStorage": fillLocalStorage };

for (const [condition, breakStorage] of Object.entries(brokenStorage)) {
  test.describe(`with ${condition}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(breakStorage);
    });

    test("the landing page renders; FAQ and player work", async ({ page }) => {
      await expectLandingWorks(page);
    });

    test("the pricing toggle works", async ({ page }) => {
      await expectPricingWorks(page);
    });

    test("a paywall renders", async ({ page }) => {
      await expectPaywallWorks(page);
    });

    test("a checkout still reaches the paid welcome on /glow", async ({ page }) => {
      await expectCheckoutReturnWorks(page);
    });
  });
}

test.describe("with blocked localStorage, the boot script and the app know one visitor", () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(blockLocalStorage);
  });

  /** What the page keeps in memory for blocked storage (shared/browser/storage.ts), read from the page. */
  const memory = (page: Page) =>
    page.evaluate(
      (key) => Object.fromEntries((globalThis as unknown as Record<symbol, Map<string, string>>)[Symbol.for(key)]!),
      MEMORY_KEY,
    );

  test("the payment link keeps the same visitor from the first paint through hydration", async ({ page }) => {
    const scripts = await openBeforeHydration(page, "/play/tsla");
    const link = page
      .getByRole("region", { name: /free trial/i })
      .getByRole("link")
      .first();
    const reference = async () =>
      decodeClientReference(new URL((await link.getAttribute("href"))!).searchParams.get("client_reference_id"));
    const before = await reference();
    expect(before?.userId).toMatch(USER_ID);
    await scripts.release();
    await waitForStart(page);
    expect(await reference()).toEqual(before);
    // The app set the visitor up (hasPaid 'false') with the same id, not one of its own.
    await expect.poll(async () => (await memory(page))["localStorage:hasPaid"]).toBe("false");
    expect((await memory(page))["localStorage:userId"]).toBe(before!.userId);
  });

  test("the landing page's variant is the one the boot script drew", async ({ page }) => {
    await page.goto("/");
    await waitForStart(page);
    const drawn = await page.evaluate(() => document.documentElement.dataset.variant);
    expect(drawn).toMatch(/^[ABC]$/);
    expect((await memory(page))["localStorage:version"]).toBe(drawn);
    await expect(page.locator(`[data-headline="${drawn}"]`)).toBeVisible();
  });
});

test("garbage values in storage are repaired on the landing page", async ({ page }) => {
  await page.goto("/pricing");
  await page.evaluate(() => {
    localStorage.setItem("userId", "!!");
    localStorage.setItem("hasPaid", "maybe");
    localStorage.setItem("version", "Z");
  });
  await page.goto("/");
  await expect.poll(async () => (await readVisitorStorage(page)).userId).toMatch(USER_ID);
  const repaired = await readVisitorStorage(page);
  expect(repaired.hasPaid).toBe("false");
  expect(repaired.version).toMatch(/^[ABC]$/);
  await expect(page.locator("[data-headline]").filter({ visible: true })).toHaveCount(1);
});

test("a missing version on /success logs a console warning, not an error", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  await openCheckout(page); // from a paywall, never the landing page: no version drawn
  await acceptTerms(page);
  await page.getByRole("button", { name: /^Pay \$/ }).click();
  await expect(page).toHaveURL("/glow?bought=research");
  expect((await readVisitorStorage(page)).version).toBeNull();
  await expect.poll(() => warnings).toContainEqual(expect.stringMatching(/version/));
});
