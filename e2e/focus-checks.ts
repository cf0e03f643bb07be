// The keyboard's checks of "every screen whole" (e2e/layout-matrix.spec.ts): the Tab order puts the
// banners' buttons before the page's content, and no focused element is under a fixed or sticky
// one. Like e2e/layout-problems.ts, each function that runs in the page is self-contained.
import type { Page } from "@playwright/test";

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
 * What decides the stops Tab makes before the page's content: the controls Tab can reach before
 * <main>'s first one, and the banners' buttons wherever they are, in the document's order, each
 * named by its tag, words and label. The same for two looks means the same first stops.
 */
export function controlsBeforeContent(): string {
  const tabbable = (element: Element) =>
    (element as HTMLElement).tabIndex >= 0 &&
    !(element as HTMLButtonElement).disabled &&
    element.closest("[inert]") === null &&
    element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
  const names: string[] = [];
  let inContent = false;
  for (const element of document.querySelectorAll("a[href], button, input, select, textarea, summary, [tabindex]")) {
    if (!tabbable(element)) continue;
    if (element.closest("main")) {
      if (!inContent) names.push("<main>");
      inContent = true;
    } else if (!inContent || element.closest("[data-banners]")) {
      names.push(
        [element.tagName, element.textContent, element.getAttribute("aria-label")]
          .map((part) => (part ?? "").replace(/\s+/g, " ").trim())
          .join(" | "),
      );
    }
  }
  return names.join("\n");
}

/**
 * Focuses every element Tab can reach (in the document's order: the site sets no positive
 * tabindex), as Tab would (with motion reduced, focus() scrolls an element into view exactly as Tab
 * does, scroll padding and all), and notes each one that a fixed or sticky element it is not inside
 * covers (WCAG 2.2 SC 2.4.11, held to "not covered" rather than "not entirely hidden"). With
 * `tabOrder`, looks at the first stops Tab made (`watchFocus`) too: whether the shown banners'
 * buttons came among them, before the page's main content.
 */
export function focusReport({ tabOrder }: { tabOrder: boolean }): string[] {
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
  const bannerButtons = tabOrder ? [...document.querySelectorAll("[data-banners] button")].filter(tabbable) : [];
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
 * focus's scroll is done when the element is looked at. Given the controls already pressed through
 * (`pressed`), it presses only where those before the content differ: Tab follows the document's
 * order, so the same controls make the same first stops (each key press costs tens of
 * milliseconds, and most widths and pages share their header and banners).
 */
export async function tabThrough(page: Page, pressed?: Set<string>): Promise<string[]> {
  const controls = await page.evaluate(controlsBeforeContent);
  if (pressed?.has(controls)) return page.evaluate(focusReport, { tabOrder: false });
  pressed?.add(controls);
  await page.evaluate(watchFocus);
  for (let press = 0; press < FIRST_STOPS; press += 1) await page.keyboard.press("Tab");
  return page.evaluate(focusReport, { tabOrder: true });
}
