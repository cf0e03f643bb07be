// Facts and checks shared by several specs. Fixed facts (docs/product.md) are written here on
// purpose, as an independent check; other copy is read from app/shared/content/, so a reworded line does
// not break the suite.
import type { Locator, Page } from "@playwright/test";
import type { Locale } from "../app/contracts/locales";
import { fillAll } from "../app/shared/content/fill";
import { copies } from "../app/shared/content/languages";
import { CREDITS_PER_SONG } from "../app/catalogue/plans";
import { TRIAL_DAYS } from "../app/contracts/offer-ids";
import { expect } from "./fixtures";

export const productName = process.env.VITE_PRODUCT_NAME || "Snapsong";

/** A language's words as its pages show them (the site's facts put in, as shared/i18n/page-copy.ts does). */
export function copyIn(locale: Locale) {
  const year = new Date().getFullYear();
  return fillAll(copies[locale], { product: productName, days: TRIAL_DAYS, year, creditsPerSong: CREDITS_PER_SONG });
}

/** The English words. */
export const copy = copyIn("en");

export const USER_ID = /^[A-Za-z0-9]{9}$/;
export const VARIANTS = ["A", "B", "C"];

/** The landing page answers on both paths. */
export const landingPaths = ["/", "/home"];

/** The document-relative top edge of an element, in CSS pixels. */
export function topOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

/** Asserts that the elements appear from top to bottom in the given order. */
export async function expectTopToBottom(locators: Locator[]) {
  const tops: number[] = [];
  for (const locator of locators) tops.push(await topOf(locator));
  expect(tops, "sections from top to bottom").toEqual([...tops].sort((a, b) => a - b));
  expect(new Set(tops).size, "every section has its own place").toBe(tops.length);
}

/** Resolves when an image has loaded real pixels. */
export async function expectImageLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
}

/** The landing page's first section: the one with the page's headline. */
export function heroSection(page: Page): Locator {
  return page.getByRole("region").filter({ has: page.getByRole("heading", { level: 1 }) });
}

export function faqSection(page: Page): Locator {
  return page.getByRole("region", { name: "Questions, answered" });
}

/** The FAQ: eight native disclosure widgets that open and close independently. */
export async function expectWorkingFaq(page: Page) {
  const faq = faqSection(page);
  const items = faq.locator("details");
  await expect(items).toHaveCount(8);
  for (const item of await items.all()) await expect(item).not.toHaveAttribute("open");

  const first = items.nth(0);
  const third = items.nth(2);
  await first.locator("summary").click();
  await third.locator("summary").click();
  await expect(first).toHaveAttribute("open");
  await expect(third).toHaveAttribute("open");
  await expect(items.nth(1)).not.toHaveAttribute("open");
  await expect(third.getByRole("paragraph")).toBeVisible();

  await first.locator("summary").click();
  await expect(first).not.toHaveAttribute("open");
  await expect(first.getByRole("paragraph")).toBeHidden();
  await expect(third).toHaveAttribute("open");
  await expect(third.getByRole("paragraph")).toBeVisible();

  const contact = faq.getByRole("link", { name: /@/ });
  await expect(contact).toHaveAttribute("href", /^mailto:[^@\s]+@[^@\s]+\.\w+$/);
}
