// The language offer and the consent banner at the foot of the screen, by keyboard: Tab through
// them never scrolls the page, and an answer hands the focus on instead of dropping it to <body>.
// At both widths: below 1024 px they ask one thing at a time.
import type { Page } from "@playwright/test";
import { copies } from "../app/shared/content/languages";
import { expect, test, waitForStart } from "./fixtures";
import { openBeforeHydration } from "./held-scripts";
import { copy } from "./site";

// Scrolling is instant then, so the position read after a key press is the one it leads to.
test.use({ reducedMotion: "reduce" });

const scrollTop = (page: Page) => page.evaluate(() => window.scrollY);

/** Presses a key, and checks the page did not move. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  expect(await scrollTop(page), `scrolled by ${key}`).toBe(0);
}

const consentOf = (page: Page) => page.getByRole("region", { name: copy.common.consent.title });
const skipLinkOf = (page: Page) => page.getByRole("link", { name: copy.common.skipToContent });

test("Tab through the consent banner keeps the page still; an answer hands the focus back to the top", async ({
  page,
}) => {
  await page.goto("/");
  await waitForStart(page);
  const consent = consentOf(page);
  const reject = consent.getByRole("button", { name: copy.common.consent.reject });
  const accept = consent.getByRole("button", { name: copy.common.consent.accept });

  await press(page, "Tab");
  await expect(skipLinkOf(page)).toBeFocused();
  await press(page, "Tab");
  await expect(reject).toBeFocused();
  await press(page, "Tab");
  await expect(accept).toBeFocused();
  await press(page, "Shift+Tab");
  await press(page, "Enter");
  await expect(consent).toBeHidden();
  // Where the banner was in the Tab order: right after the skip link, before the header.
  await expect(skipLinkOf(page)).toBeFocused();
  await press(page, "Tab");
  await expect(page.getByRole("banner").getByRole("link").first()).toBeFocused();
});

test.describe("a visitor whose browser prefers German", () => {
  test.use({ locale: "de-DE" });
  const words = copies.de.common.languages;

  test("Tab through both banners keeps the page still; each answer hands the focus on", async ({ page }) => {
    await page.goto("/");
    await waitForStart(page);
    const offer = page.getByRole("complementary", { name: words.offer });
    const consent = consentOf(page);
    const oneAtATime = page.viewportSize()!.width < 1024;

    await press(page, "Tab"); // the skip link
    await press(page, "Tab");
    await expect(offer.getByRole("link", { name: words.accept })).toBeFocused();
    await press(page, "Tab");
    await expect(offer.getByRole("button", { name: words.dismiss })).toBeFocused();
    if (!oneAtATime) {
      await press(page, "Tab");
      await expect(consent.getByRole("button", { name: copy.common.consent.reject })).toBeFocused();
      await press(page, "Tab");
      await press(page, "Shift+Tab");
      await press(page, "Shift+Tab");
    }
    await press(page, "Enter");
    await expect(offer).toBeHidden();
    // The next question, announced by its name; Tab goes on to its answers.
    await expect(consent).toBeFocused();
    await press(page, "Tab");
    await expect(consent.getByRole("button", { name: copy.common.consent.reject })).toBeFocused();
    await press(page, "Enter");
    await expect(consent).toBeHidden();
    await expect(skipLinkOf(page)).toBeFocused();
  });

  test("answering the consent banner first hands the focus to the language offer, before hydration too", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 }); // both banners at once
    await openBeforeHydration(page, "/");
    const offer = page.getByRole("complementary", { name: words.offer });
    const accept = consentOf(page).getByRole("button", { name: copy.common.consent.accept });
    await accept.focus();
    await press(page, "Enter");
    await expect(consentOf(page)).toBeHidden();
    await expect(offer).toBeFocused();
  });
});
