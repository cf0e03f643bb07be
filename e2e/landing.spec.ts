// The landing page's content: every section in the product's order, the testimonials and the FAQ
// (the player: song-sample.spec.ts; layout: landing-layout.spec.ts; headline: headline-variant.spec.ts).
import { testimonials } from "../app/shared/content/testimonials";
import { expect, test } from "./fixtures";
import {
  expectImageLoaded,
  expectTopToBottom,
  expectWorkingFaq,
  faqSection,
  heroSection,
  landingPaths,
  productName,
  copy,
} from "./site";

for (const path of landingPaths) {
  test(`${path} shows the header and every section in the product's order (docs/product.md)`, async ({ page }) => {
    await page.goto(path);

    const header = page.getByRole("banner");
    await expectImageLoaded(header.locator("img").first());
    await expect(header.getByText(productName, { exact: true })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign Up" })).toBeVisible();

    const heroRegion = heroSection(page);
    await expect(heroRegion.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(heroRegion.getByRole("link", { name: "Get First Song" })).toBeVisible();
    await expect(heroRegion.getByText(/1 million\+/)).toBeVisible();
    await expect(heroRegion.getByRole("blockquote")).toContainText(copy.landing.hero.quote.text);

    const tryForFree = page.getByRole("region", { name: /try/i });
    await expect(tryForFree.getByRole("link", { name: "Get First Song" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Get First Song" })).toHaveCount(2);
    await expect(page.getByRole("contentinfo")).toContainText("©");

    await expectTopToBottom([
      header,
      page.getByRole("heading", { level: 1 }),
      page.getByRole("heading", { level: 2, name: /upload photos/i }),
      page.getByRole("button", { name: /play song sample/i }),
      page.getByRole("region", { name: copy.landing.signUpCta.title }).getByRole("link", { name: "Sign Up" }),
      page.getByRole("heading", { name: /loved by/i }),
      tryForFree,
      faqSection(page),
      page.getByRole("contentinfo"),
    ]);
  });
}

test("four testimonials each show a name, handle, date, quote and avatar", async ({ page }) => {
  await page.goto("/");
  const cards = page.getByRole("region", { name: /loved by/i }).getByRole("listitem");
  await expect(cards).toHaveCount(4);
  for (const [index, person] of testimonials.entries()) {
    const card = cards.nth(index);
    await expect(card.getByText(person.name, { exact: true })).toBeVisible();
    await expect(card.getByText(person.handle)).toBeVisible();
    await expect(card.getByRole("time")).toHaveAttribute("datetime", person.date);
    await expect(card.getByRole("time")).toHaveText(/\w+ \d{1,2}, \d{4}/);
    await expect(card.getByRole("blockquote")).toContainText(copy.landing.testimonials.quotes[person.id]);
    await expectImageLoaded(card.locator("img"));
  }
});

test("the FAQ has eight questions that open and close independently, and a contact link", async ({ page }) => {
  await page.goto("/");
  await expectWorkingFaq(page);
});
