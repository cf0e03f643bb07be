// The checks of "every screen whole" (e2e/layout-matrix.spec.ts), run inside the page with one
// page.evaluate each: Playwright sends the functions' source to the page, so each one is
// self-contained (no imports, no helpers from outside its body). e2e/layout-checks.spec.ts shows
// each one failing on a page made to fail it.
import type { Page } from "@playwright/test";

export interface LayoutCheckOptions {
  /** A filled button's words must stay on one line (wide screens: ≥ 1024 px). */
  oneLineButtons: boolean;
  /** The page's headline must not be under a fixed or sticky banner at the top of the page (a first visit). */
  headlineInView: boolean;
}

/**
 * What is wrong with the page as it is painted: sideways scrolling, text covered by another
 * element, words spilling out of their control, a filled button's words on two lines, the headline
 * under a banner. Scrolls through the page (and back to the top) to look at every text.
 */
export function findLayoutProblems(options: LayoutCheckOptions): string[] {
  const problems: string[] = [];
  const describe = (element: Element) => {
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${text}"`;
  };
  const isFloating = (element: Element | null) => {
    for (let node = element; node; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === "fixed" || position === "sticky") return node;
    }
    return null;
  };
  const hidden = (element: Element) =>
    !element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ||
    element.closest(".sr-only, [aria-hidden='true'], noscript, script, style, template, svg, title") !== null;

  // Sideways scrolling.
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow}px`);

  // The headline, at the top of the page, under a floating banner.
  window.scrollTo(0, 0);
  if (options.headlineInView) {
    const headline = document.querySelector("h1");
    const visibleHeadline = headline && !hidden(headline) ? headline : null;
    if (visibleHeadline) {
      const box = visibleHeadline.getBoundingClientRect();
      for (const banner of document.querySelectorAll("body *")) {
        const style = getComputedStyle(banner);
        if (style.position !== "fixed" && style.position !== "sticky") continue;
        if (banner.contains(visibleHeadline) || hidden(banner)) continue;
        const cover = banner.getBoundingClientRect();
        if (cover.width === 0 || cover.height === 0) continue;
        const overlap =
          box.left < cover.right && cover.left < box.right && box.top < cover.bottom && cover.top < box.bottom;
        if (overlap) problems.push(`the headline is under ${describe(banner)}`);
      }
    }
  }

  // Text covered by another element: each text's first and last characters and the middle of its
  // first line must be the text's own element (or inside it) at that point, at some scroll position.
  const texts: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    if (!text.data.trim() || !text.parentElement || hidden(text.parentElement)) continue;
    if (isFloating(text.parentElement)) continue; // the header and banners float over the page by design
    texts.push(text);
  }
  /** Each covered text, with what was found over it, where, at which scroll position. */
  const covered = new Map<Text, string>();
  const seen = new Set<Text>();
  const step = Math.max(100, window.innerHeight - 200);
  const end = document.documentElement.scrollHeight;
  for (let top = 0; top < end; top += step) {
    window.scrollTo(0, top);
    for (const text of texts) {
      if (seen.has(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
      const first = lines[0];
      const last = lines.at(-1);
      if (!first || !last) continue;
      // Look only where the floating header and banners are not.
      const points: Array<[number, number]> = [
        [first.left + 2, first.top + first.height / 2],
        [first.left + first.width / 2, first.top + first.height / 2],
        [last.right - 2, last.top + last.height / 2],
      ];
      // elementFromPoint finds nothing within a pixel of the bottom edge (it rounds y).
      if (points.some(([, y]) => y < 0 || y > window.innerHeight - 1)) continue;
      // Words cut short with an ellipsis are looked at inside their box only.
      const parentBox = text.parentElement!.getBoundingClientRect();
      if (getComputedStyle(text.parentElement!).textOverflow === "ellipsis") {
        points.splice(0, points.length, ...points.filter(([x]) => x >= parentBox.left && x <= parentBox.right));
      }
      const hits = points.map(([x, y]) => document.elementFromPoint(x, y));
      if (hits.some((hit) => isFloating(hit))) continue;
      seen.add(text);
      // Its own element, or the control it is the words of (a label's radio laid over it).
      const own = text.parentElement!.closest("a, button, label, summary") ?? text.parentElement!;
      const index = hits.findIndex((hit) => !hit || !(own.contains(hit) || hit.contains(own)));
      if (index < 0) continue;
      const [x, y] = points[index]!;
      const hit = hits[index];
      covered.set(
        text,
        `${hit ? `covered by ${describe(hit)}` : "cut off (nothing there)"} at ${Math.round(x)},${Math.round(y)} ` +
          `with the page scrolled to ${Math.round(window.scrollY)}`,
      );
    }
  }
  window.scrollTo(0, 0);
  for (const [text, what] of covered) {
    problems.push(`"${text.data.trim().slice(0, 40)}" (${describe(text.parentElement!)}) is ${what}`);
  }

  // Words that spill out of their control, and filled buttons on two lines.
  const controls = document.querySelectorAll("a, button, summary, label, [role='button'], [role='tab']");
  for (const control of controls) {
    if (hidden(control) || getComputedStyle(control).display === "inline") continue;
    const box = control.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    // The rectangles of its words that are shown (not those kept for screen readers only).
    const words: DOMRect[] = [];
    /** The most lines one of its texts takes (a button may set two texts on two lines by design). */
    let mostLines = 0;
    const wordsWalker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = wordsWalker.nextNode(); node; node = wordsWalker.nextNode()) {
      if (!(node as Text).data.trim() || hidden(node.parentElement!)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
      words.push(...rects);
      mostLines = Math.max(mostLines, new Set(rects.map((rect) => Math.round(rect.top))).size);
    }
    // Text cut short with an ellipsis stays inside its box by design.
    const clipped = [...control.querySelectorAll("*"), control].some((element) => {
      const style = getComputedStyle(element);
      return style.textOverflow === "ellipsis" && style.overflowX !== "visible";
    });
    const spills = words.some(
      (rect) =>
        rect.left < box.left - 1 ||
        rect.right > box.right + 1 ||
        rect.top < box.top - 1 ||
        rect.bottom > box.bottom + 1,
    );
    if (spills && !clipped) problems.push(`the words of ${describe(control)} spill out of it`);

    if (options.oneLineButtons) {
      const style = getComputedStyle(control);
      const [, , , alpha = "1"] = style.backgroundColor.match(/[\d.]+/g) ?? [];
      const colour = style.backgroundColor.replace(/\s/g, "");
      const filled =
        style.backgroundImage !== "none" ||
        (Number(alpha) > 0 && !/^rgba?\(0,0,0,0\)$/.test(colour) && !/^rgba?\(255,255,255(,1)?\)$/.test(colour));
      if (filled && mostLines > 1)
        problems.push(`the filled button ${describe(control)} breaks its words onto ${mostLines} lines`);
    }
  }
  return problems;
}

/** Tab stops pressed at most, looking for the banners' buttons before the page's content. */
const FIRST_STOPS = 15;

/**
 * Starts noting, in order, each element that takes the focus, from the top of the page. Chromium
 * runs the page's timers after queued key presses, so the checks come after the presses.
 */
export function watchFocus(): void {
  const page = window as { focusOrder?: Element[] };
  page.focusOrder = [];
  document.addEventListener("focusin", (event) => page.focusOrder!.push(event.target as Element));
  window.scrollTo(0, 0);
  (document.activeElement as HTMLElement | null)?.blur();
}

/**
 * Focuses every element Tab can reach (in the document's order: the site sets no positive
 * tabindex), as Tab would (with motion reduced, focus() scrolls an element into view exactly as Tab
 * does, scroll padding and all), and notes each one that a fixed or sticky element it is not inside
 * covers (WCAG 2.2 SC 2.4.11, held to "not covered" rather than "not entirely hidden"). Then looks
 * at the first stops Tab made (`watchFocus`): whether the shown banners' buttons came among them,
 * before the page's main content.
 */
export function focusReport(): string[] {
  const describe = (element: Element, length: number) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, length)}"`;
  const floatingAncestor = (element: Element | null) => {
    for (let node = element; node; node = node.parentElement) {
      if (["fixed", "sticky"].includes(getComputedStyle(node).position)) return node;
    }
    return null;
  };
  const tabbable = (element: Element) =>
    (element as HTMLElement).tabIndex >= 0 &&
    !(element as HTMLButtonElement).disabled &&
    element.closest("[inert]") === null &&
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const problems: string[] = [];
  if (document.querySelector("[tabindex]:not([tabindex='0']):not([tabindex^='-'])"))
    problems.push("an element has a positive tabindex: the Tab order is not the document's");

  // What Tab did first: the banners' buttons, when shown, before anything in <main>.
  const stops = (window as { focusOrder?: Element[] }).focusOrder ?? [];
  const bannerButtons = [...document.querySelectorAll("[data-banners] button")].filter(tabbable);
  const firstInMain = stops.findIndex((element) => element.closest("main"));
  const beforeMain = firstInMain < 0 ? stops : stops.slice(0, firstInMain);
  for (const button of bannerButtons) {
    if (!beforeMain.includes(button))
      problems.push(`the banner's ${describe(button, 30)} comes after the page's content in the Tab order`);
  }

  window.scrollTo(0, 0);
  const elements = [...document.querySelectorAll("a[href], button, input, select, textarea, summary, [tabindex]")];
  for (const focused of elements.filter(tabbable)) {
    (focused as HTMLElement).focus({ focusVisible: true } as FocusOptions);
    // What the page shows for a focused element (the skip link's place, a ring) needs :focus.
    if (!focused.matches(":focus")) {
      problems.push(`${describe(focused, 40)} was focused but does not match :focus (the window lost the focus?)`);
      continue;
    }
    // As the focus shows a moment later: a style the focus changes may be transitioning (with
    // motion reduced, every property transitions for 0.01 ms: app/app.css), and the box and paint
    // read now would be its first frame, or any frame the machine's clock has reached.
    for (const animation of focused.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
    const box = focused.getBoundingClientRect();
    // Each corner's point inside the curve of its border radius (a pill's corners show what is
    // behind it, which covers nothing), and 3 px in from a square corner.
    const corner = (radius: string) => {
      const round = Math.min(parseFloat(radius) || 0, box.width / 2, box.height / 2);
      return Math.min(Math.max(3, Math.ceil(round * (1 - Math.SQRT1_2)) + 1), box.width / 2, box.height / 2);
    };
    const style = getComputedStyle(focused);
    const [topLeft, topRight, bottomLeft, bottomRight] = [
      style.borderTopLeftRadius,
      style.borderTopRightRadius,
      style.borderBottomLeftRadius,
      style.borderBottomRightRadius,
    ].map(corner) as [number, number, number, number];
    const points: Array<[number, number]> = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + topLeft, box.top + topLeft],
      [box.right - topRight, box.top + topRight],
      [box.left + bottomLeft, box.bottom - bottomLeft],
      [box.right - bottomRight, box.bottom - bottomRight],
    ];
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (!hit || focused.contains(hit) || hit.contains(focused)) continue;
      const cover = floatingAncestor(hit);
      if (cover && !cover.contains(focused)) {
        problems.push(`${describe(focused, 40)} has the focus under ${describe(cover, 30)}`);
        break;
      }
    }
  }
  (document.activeElement as HTMLElement | null)?.blur();
  window.scrollTo(0, 0);
  return problems;
}

/**
 * Presses Tab from the top of the page for its first stops, then looks at every element Tab can
 * reach (`focusReport`): the focus never under a fixed or sticky element, and the banners' buttons
 * reached before the page's content. The page must reduce motion (no smooth scrolling), so the
 * focus's scroll is done when the element is looked at.
 */
export async function tabThrough(page: Page): Promise<string[]> {
  await page.evaluate(watchFocus);
  for (let press = 0; press < FIRST_STOPS; press += 1) await page.keyboard.press("Tab");
  return page.evaluate(focusReport);
}
