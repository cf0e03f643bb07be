// Moves each page's route data out of React Router's per-page inline scripts into a JSON block read
// by one script, the same on every page, so one CSP fits every page. Fails the build when React
// Router's output changes shape. Why: docs/decisions/002-route-data-blocks.md
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
