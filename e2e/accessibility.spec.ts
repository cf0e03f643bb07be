import { expectApiCheckout } from "./payments";
import { expect, test, waitForStart } from "./fixtures";
import { axeViolations, PAYWALL_AT_BOTH_WIDTHS } from "./axe";
import { completeSignUp, IDENTITY_ORIGIN, newPerson } from "./identity";

// One page of each kind, in English, at both widths; the same templates in the other languages and
// for the other tickers in accessibility-same-templates.spec.ts, at the phone's width.
const pages = [
  { path: "/", status: 200 },
  { path: "/home", status: 200 },
  { path: "/pricing", status: 200 },
  { path: PAYWALL_AT_BOTH_WIDTHS, status: 200 },
  { path: "/glow", status: 200 },
  { path: "/cancel", status: 200 },
  { path: "/play/xyz", status: 404 },
  { path: "/no-such-page", status: 404 },
  { path: "/cancel/confirm", status: 200 },
];

test.describe("WCAG 2.2 AA", () => {
  test.use({ allowedConsoleErrors: [/status of 404/] });

  for (const { path, status } of pages) {
    test(`${path} has no axe violations`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await waitForStart(page);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test("the open FAQ, the annual plans and the consent banner have no axe violations", async ({ page }) => {
    await page.goto("/pricing");
    await waitForStart(page);
    await page.getByRole("radio", { name: /Annually/ }).check();
    await page.locator("summary").first().click();
    await expect(page.getByRole("region", { name: "Analytics cookies" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test("each page has one h1, landmarks and a skip link that moves focus to the content", async ({ page }) => {
  for (const path of ["/", "/pricing", "/play/msft", "/glow"]) {
    await page.goto(path);
    await waitForStart(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveCount(1);
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  }
});

test("focus is visible on every control reached by Tab", async ({ page }) => {
  await page.goto("/pricing");
  await waitForStart(page);
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { width: parseFloat(style.outlineWidth), style: style.outlineStyle, tag: document.activeElement!.tagName };
    });
    expect(outline.style, `focus ring on ${outline.tag}`).not.toBe("none");
    expect(outline.width, `focus ring on ${outline.tag}`).toBeGreaterThanOrEqual(2);
  }
});

test("keyboard only: from the landing page to the hosted sign-up", async ({ page }) => {
  await page.goto("/");
  await waitForStart(page);
  const signUp = page.getByRole("banner").getByRole("link", { name: "Sign Up" });
  for (let i = 0; i < 10 && !(await signUp.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(signUp).toBeFocused();
  await page.keyboard.press("Enter");
  await page.waitForURL(`${IDENTITY_ORIGIN}/interaction/**`);
  await expect(page.getByRole("heading", { name: /create your .* account/i })).toBeVisible();
});

test("keyboard only: from pricing to a plan's checkout", async ({ page }, testInfo) => {
  const person = newPerson(testInfo);
  await page.goto("/pricing");
  await waitForStart(page);
  const monthly = page.getByRole("radio", { name: /Monthly/ });
  for (let i = 0; i < 10 && !(await monthly.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(monthly).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("radio", { name: /Annually/ })).toBeChecked();
  await page.keyboard.press("Tab"); // Pro
  await page.keyboard.press("Tab"); // Max
  await expect(page.getByRole("link", { name: "Start free trial with Max" })).toBeFocused();
  await page.keyboard.press("Enter");
  await completeSignUp(page, person);
  await expectApiCheckout(page, "max-annual", person.email);
});

test("the plan toggle, FAQ and player expose their state", async ({ page }) => {
  await page.goto("/");
  await waitForStart(page);
  const question = page.locator("details").first();
  await expect(question).not.toHaveAttribute("open");
  await question.locator("summary").click();
  await expect(question).toHaveAttribute("open");
  await expect(page.getByRole("button", { name: "Play song sample" })).toBeVisible();

  await page.goto("/pricing");
  await waitForStart(page);
  await expect(
    page.getByRole("radiogroup", { name: "Billing period" }).or(page.getByRole("group", { name: "Billing period" })),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: /Monthly/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /Annually/ })).not.toBeChecked();
});

test.describe("with reduced motion", () => {
  test.use({ colorScheme: "light", reducedMotion: "reduce" });

  test("animations and smooth scrolling are off", async ({ page }) => {
    await page.goto("/");
    await waitForStart(page);
    const motion = await page.evaluate(() => ({
      scroll: getComputedStyle(document.documentElement).scrollBehavior,
      transition: getComputedStyle(document.querySelector("summary span")!).transitionDuration,
    }));
    expect(motion.scroll).toBe("auto");
    expect(parseFloat(motion.transition)).toBeLessThan(0.001);
  });
});
