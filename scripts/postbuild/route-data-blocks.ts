// React Router streams each page's loader data into the page as inline scripts —
// `window.__reactRouterContext.streamController.enqueue("…")` — so every page, in every language,
// has a script no other page has, and the one site-wide CSP would list a hash for each (a header
// over the 2,000 characters Cloudflare Pages allows). This moves the data into a JSON block and
// puts one script, the same on every page, after it to enqueue it: the page hydrates exactly as
// before, and the policy lists one hash for all.
//
// It rewrites React Router's output by pattern, so it fails the build when that output changes
// shape, rather than leaving a page's data in a script the policy would not know.
import { UnexpectedRouterOutputError } from "./defer-hydration.ts";

/** React Router's data script: one JSON string literal, escaped for a script element. */
const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;

/** The one script after each data block: it enqueues the block before it, as React Router's did. */
export const ENQUEUE_DATA_BLOCK =
  "window.__reactRouterContext.streamController.enqueue(JSON.parse(document.currentScript.previousElementSibling.textContent));";

/**
 * The page with its data in blocks. Every page React Router hydrates has data (the root's loader
 * runs for each); a page with none, or with a data script of another shape left, fails the build.
 */
export function moveRouteDataIntoBlocks(html: string, page = "a page"): string {
  let blocks = 0;
  const moved = html.replace(ENQUEUE, (_, literal: string) => {
    JSON.parse(literal); // a JSON string, or the build stops here
    blocks++;
    return `<script type="application/json" data-route-data="">${literal}</script><script>${ENQUEUE_DATA_BLOCK}</script>`;
  });
  const hydrated = moved.includes("window.__reactRouterContext");
  const leftOver = moved.split(ENQUEUE_DATA_BLOCK).join("").includes("streamController.enqueue(");
  if (leftOver || (hydrated && blocks === 0 && !moved.includes("data-route-data"))) {
    throw new UnexpectedRouterOutputError(
      `${page}: React Router's data script no longer has the shape scripts/postbuild/route-data-blocks.ts ` +
        'moves into a JSON block (<script>window.__reactRouterContext.streamController.enqueue("…");</script>).',
    );
  }
  return moved;
}
