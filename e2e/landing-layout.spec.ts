// The landing page's responsive breakpoints: the headline's size and the hero's columns.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { heroSection } from "./site";

test.describe("responsive layout", () => {
  const headlineSize = (page: Page) =>
    page.getByRole("heading", { level: 1 }).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));

  test("the headline is smaller below 414 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const narrow = await headlineSize(page);
    await page.setViewportSize({ width: 413, height: 844 });
    expect(await headlineSize(page)).toBe(narrow);
    await page.setViewportSize({ width: 414, height: 844 });
    expect(await headlineSize(page)).toBeGreaterThan(narrow);
  });

  test("the hero switches from one to two columns at 768 px", async ({ page }) => {
    const heroImage = page.getByRole("img", { name: /sound wave/i });
    const headline = page.getByRole("heading", { level: 1 });
    const quote = heroSection(page).getByRole("blockquote");

    await page.setViewportSize({ width: 767, height: 900 });
    await page.goto("/");
    const [imageNarrow, quoteNarrow] = [await heroImage.boundingBox(), await quote.boundingBox()];
    expect(imageNarrow!.y, "image below the quote").toBeGreaterThanOrEqual(quoteNarrow!.y + quoteNarrow!.height);

    await page.setViewportSize({ width: 768, height: 900 });
    const [imageWide, headlineWide, quoteWide] = await Promise.all(
      [heroImage, headline, quote].map((l) => l.boundingBox()),
    );
    expect(imageWide!.x, "image beside the headline").toBeGreaterThanOrEqual(headlineWide!.x + headlineWide!.width);
    expect(imageWide!.y, "image level with the text").toBeLessThan(quoteWide!.y);
  });
});
