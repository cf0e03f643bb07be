// The paywall's 'stat' lines: a number drawn in the browser for each (docs/product.md, Sections),
// by the app after hydration (stat-lines.tsx) or, where the app does not run for this visitor, by
// the page's own script (paywall-script.ts).
import { fill } from "~/shared/content/fill";
import { hasPageFlag, pageFlags } from "~/shared/page/page-flags";
import { statRanges } from "~/catalogue/paywall";
import { randomInt } from "~/shared/browser/random";

export type StatId = (typeof statRanges)[number]["id"];

/** On each line's words: its text with `{n}` for the number. */
export const STAT_WORDS = "data-stat-words";

/** One number per line, in the order of `statRanges`. */
export const drawStatValues = () => statRanges.map((range) => randomInt(range.min, range.max));

/** Puts a number drawn now into every stat line's words in the document. */
export function drawStatLines(root: ParentNode = document): void {
  const values = drawStatValues();
  statRanges.forEach((range, index) => {
    const words = root.querySelector(`[data-stat="${range.id}"] [${STAT_WORDS}]`);
    if (words) words.textContent = fill(words.getAttribute(STAT_WORDS) ?? "", { n: values[index]! });
  });
}

/** The page's script's part: the numbers, where the app will not run to draw them (the boot script has decided). */
export function drawStatLinesWithoutApp(): void {
  if (hasPageFlag(pageFlags.appWhenNeeded)) drawStatLines();
}
