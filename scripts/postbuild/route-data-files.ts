// Moves each page's route data out of its HTML into a file of its own, which the module loader
// fetches with the app's code: most visitors never run the app, and the HTML then fits the first
// round trip. Fails the build when React Router's output changes shape.
// Why: docs/decisions/019-route-data-on-demand.md
import { contentHashOf, ROUTE_DATA_FOLDER } from "../../server/cache-policy.ts";
import { jsonBlock, ROUTE_MODULES_ID, UnexpectedRouterOutputError } from "./defer-hydration.ts";
import { takeRouterContext } from "./router-context.ts";

/** React Router's data script: one JSON string literal, escaped for a script element. */
const ENQUEUE = /<script>window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g;
const MODULES_BLOCK = new RegExp(`<script type="application/json" id="${ROUTE_MODULES_ID}">(.*?)</script>`);

export interface RouteDataFile {
  /** The URL path, as the page's module list names it. */
  path: string;
  /** React Router's stream of the page's loader data (turbo-stream), as it would have enqueued it. */
  text: string;
}

/** A file name of the page and the data's hash: the same data, the same name. */
function pathFor(page: string, text: string): string {
  const slug = page.replace(/^\/|\.html$/g, "").replace(/\//g, "-") || "index";
  return `${ROUTE_DATA_FOLDER}/${slug}-${contentHashOf(text)}.json`;
}

const unexpected = (page: string, what: string) =>
  new UnexpectedRouterOutputError(`${page}: ${what} (scripts/postbuild/route-data-files.ts).`);

/**
 * The page without React Router's data script, its context script and its stream's tail
 * (router-context.ts), its module list (defer-hydration.ts) naming the file that holds the data
 * and carrying the context instead. A page React Router does not hydrate is left as it is.
 */
export function moveRouteDataToFile(html: string, page = "a page"): { html: string; file?: RouteDataFile } {
  const chunks = [...html.matchAll(ENQUEUE)].map(([, literal]) => JSON.parse(literal!) as string);
  const rest = html.replace(ENQUEUE, "");
  if (rest.includes("streamController.enqueue(")) {
    throw unexpected(page, "React Router's data script no longer has the shape this step moves to a file");
  }
  if (!rest.includes("window.__reactRouterContext")) return { html };
  const modules = MODULES_BLOCK.exec(rest);
  const list = modules && (JSON.parse(modules[1]!) as { data?: string });
  if (!chunks.length && list?.data) return { html }; // this step's own output
  if (!chunks.length || !modules) {
    throw unexpected(page, "a hydrated page without React Router's data script or the loader's module list");
  }
  const text = chunks.join("");
  try {
    JSON.parse(text);
  } catch {
    // A loader's promise streams in more chunks: prerendered pages have none to wait for.
    throw unexpected(page, "the route data is not one JSON document");
  }
  const path = pathFor(page, text);
  const { html: bare, context } = takeRouterContext(rest, page);
  return {
    html: bare.replace(modules[0], () => jsonBlock(ROUTE_MODULES_ID, { ...list, data: path, context })),
    file: { path, text },
  };
}
