// The checks of e2e/layout-matrix.spec.ts can fail: each one on a page made to fail it, and none on
// a page made to pass them all.
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { tabThrough } from "./focus-checks";
import { findLayoutProblems } from "./layout-problems";

test.use({ viewport: { width: 390, height: 600 }, reducedMotion: "reduce" });

const style = `<style>
  body { margin: 0; font: 16px/1.5 sans-serif; }
  .button { display: inline-block; padding: 8px 16px; background: #6d28d9; color: white; border-radius: 999px; }
  .banner { position: fixed; inset-inline: 0; bottom: 0; height: 200px; background: white; }
</style>`;
const paragraphs = (count: number) =>
  Array.from({ length: count }, (_, index) => `<p><a href="#p${index}">Link number ${index}</a></p>`).join("");

const problemsOf = async (page: Page, html: string, options = { oneLineButtons: true, headlineInView: true }) => {
  await page.setContent(`${style}${html}`);
  return page.evaluate(findLayoutProblems, options);
};

test("a whole page passes every check", async ({ page }) => {
  const html = `<main><h1>A headline</h1><p>Some words.</p><a class="button" href="#">Go</a>${paragraphs(20)}</main>`;
  expect(await problemsOf(page, html)).toEqual([]);
  expect(await tabThrough(page)).toEqual([]);
});

test("sideways scrolling fails", async ({ page }) => {
  expect(await problemsOf(page, `<div style="width: 500px">Too wide</div>`)).toEqual([
    expect.stringContaining("scrolls sideways"),
  ]);
});

test("text covered by another element fails", async ({ page }) => {
  const html = `<p style="margin-top: 100px">Loved by many people</p>
    <img alt="" style="position: absolute; top: 100px; left: 0; width: 40px; height: 30px; background: red">`;
  expect(await problemsOf(page, html)).toEqual([expect.stringMatching(/"Loved by many people".* is covered by <img>/)]);
});

test("words that spill out of their control fail", async ({ page }) => {
  const html = `<button style="display: block; width: 60px; white-space: nowrap">Create my first song</button>`;
  expect(await problemsOf(page, html)).toEqual([expect.stringContaining('<button> "Create my first song" spill out')]);
});

test("a filled button's words on two lines fail on a wide screen only", async ({ page }) => {
  const html = `<a class="button" style="width: 90px" href="#">Get First Song</a>`;
  expect(await problemsOf(page, html)).toEqual([expect.stringContaining("breaks its words onto 2 lines")]);
  expect(await problemsOf(page, html, { oneLineButtons: false, headlineInView: true })).toEqual([]);
});

test("a headline under a banner fails", async ({ page }) => {
  const html = `<h1 style="margin-top: 500px">A headline</h1><div class="banner">Cookies?</div>`;
  expect(await problemsOf(page, html)).toEqual([expect.stringContaining('the headline is under <div> "Cookies?"')]);
});

test("a focused element under a fixed banner fails, and scroll padding with room at the end mends it", async ({
  page,
}) => {
  await page.setContent(`${style}<main>${paragraphs(30)}</main><div class="banner" data-banners></div>`);
  expect(await tabThrough(page)).toContainEqual(expect.stringMatching(/"Link number \d+" has the focus under <div>/));

  await page.setContent(
    `${style}<style>html { scroll-padding-bottom: 220px } body { padding-bottom: 200px }</style><main>${paragraphs(30)}</main><div class="banner"></div>`,
  );
  expect(await tabThrough(page)).toEqual([]);
});

test("a focused pill above a sticky header passes, even as its focus styles transition in; under it fails", async ({
  page,
}) => {
  // The site's skip link: hidden until focused, then a pill over the header's corner. With motion
  // reduced, its padding, background and corners transition for 0.01 ms (app/app.css).
  const skipLink = (zIndex: number, transitions = true) => `<style>
      ${transitions ? "* { transition-duration: 0.01ms !important }" : ""}
      header { position: sticky; top: 0; z-index: 60; height: 64px; background: white }
      .skip { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%) }
      .skip:focus { position: fixed; top: 12px; left: 12px; z-index: ${zIndex}; width: auto; height: auto;
        clip-path: none; padding: 8px 16px; border-radius: 9999px; background: white }
    </style>
    <a class="skip" href="#main">Skip to content</a><header><a href="#">Home</a></header>
    <main id="main">${paragraphs(3)}</main>`;
  await page.setContent(skipLink(70));
  expect(await tabThrough(page)).toEqual([]);
  await page.setContent(skipLink(70, false));
  expect(await tabThrough(page)).toEqual([]);

  await page.setContent(skipLink(50));
  expect(await tabThrough(page)).toEqual([
    expect.stringContaining('<a> "Skip to content" has the focus under <header>'),
  ]);
});

test("a banner whose buttons come after the page's content in the Tab order fails", async ({ page }) => {
  await page.setContent(
    `${style}<main><a href="#">Content</a></main><div data-banners style="position: fixed; top: 0; right: 0"><button>Accept</button></div>`,
  );
  expect(await tabThrough(page)).toEqual([expect.stringContaining(`the banner's <button> "Accept" comes after`)]);
});

test("Tab is pressed through again wherever the controls before the content differ, and only there", async ({
  page,
}) => {
  const pressed = new Set<string>();
  const banner = `<div data-banners style="position: fixed; top: 0; right: 0"><button>Accept</button></div>`;
  // Counts the key presses tabThrough sends.
  let count = 0;
  const press = page.keyboard.press.bind(page.keyboard);
  page.keyboard.press = (...args) => ((count += 1), press(...args));
  const counted = () => count;
  await page.setContent(`${style}${banner}<main><a href="#">Content</a></main>`);
  expect(await tabThrough(page, pressed)).toEqual([]);
  const first = counted();
  expect(first).toBeGreaterThan(0);

  // Other content and links after it, the same controls before it: the first stops are known.
  await page.setContent(
    `${style}${banner}<main><a href="#">Other content</a>${paragraphs(3)}</main><a href="#">After</a>`,
  );
  expect(await tabThrough(page, pressed)).toEqual([]);
  expect(counted()).toBe(first);

  // The banner after the content: pressed through again, and caught.
  await page.setContent(`${style}<main><a href="#">Content</a></main>${banner}`);
  expect(await tabThrough(page, pressed)).toEqual([
    expect.stringContaining(`the banner's <button> "Accept" comes after`),
  ]);
  expect(counted()).toBeGreaterThan(first);
});
