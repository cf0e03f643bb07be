// The painted page's checks of "every screen whole" (e2e/layout-matrix.spec.ts), run inside the
// page with one page.evaluate: Playwright sends the function's source to the page, so it is
// self-contained (no imports, no helpers from outside its body). The focus's checks:
// e2e/focus-checks.ts. e2e/layout-checks.spec.ts shows each one failing on a page made to fail it.

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
