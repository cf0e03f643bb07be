// The landing page's responsive breakpoints: the headline's size and the hero's columns (its words
// alone on a phone: docs/decisions/021-text-first-hero-on-phones.md).
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

  test("below 768 px the hero is its words, its picture neither shown nor fetched; from 768 px beside them", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
    const heroImage = page.getByRole("img", { name: /sound wave/i });
    const headline = page.getByRole("heading", { level: 1 });
    const quote = heroSection(page).getByRole("blockquote");

    await page.setViewportSize({ width: 767, height: 900 });
    await page.goto("/", { waitUntil: "load" });
    await expect(heroImage).toBeHidden();
    expect(fetched.filter((path) => path.includes("hero-wave"))).toEqual([]);
    // The social proof's three faces come in one file, as the testimonials' do.
    expect(fetched.filter((path) => path.includes("/avatars/"))).toEqual(["/assets/avatars/faces.svg"]);

    await page.setViewportSize({ width: 768, height: 900 });
    await expect(heroImage).toBeVisible();
    await expect.poll(() => heroImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const [imageWide, headlineWide, quoteWide] = await Promise.all(
      [heroImage, headline, quote].map((l) => l.boundingBox()),
    );
    expect(imageWide!.x, "image beside the headline").toBeGreaterThanOrEqual(headlineWide!.x + headlineWide!.width);
    expect(imageWide!.y, "image level with the text").toBeLessThan(quoteWide!.y);
  });
});
