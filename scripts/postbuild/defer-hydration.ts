// Lets the prerendered page paint before its JavaScript is fetched: React Router's preloads become
// the boot script's list, and one loader, the same on every page, waits until the boot script
// has requested them. Fails the build when React Router's output changes shape. Why: docs/decisions/001-deferred-hydration.md

import { minifySync } from "vite";
import { DEFERRED_MODULES_ID, MODULES_REQUESTED_EVENT } from "../../app/boot/module-downloads.ts";
import { leavingFlag, pageFlags } from "../../app/shared/page/page-flags.ts";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const DYNAMIC_IMPORT = /^import\("([^"]+)"\);$/gm;
/** React Router's inline loader: static imports of the route modules, then entry.client. */
const LOADER =
  /<script type="module"(?: async="")?>((?:(?!<\/script>)[\s\S])*?__reactRouterRouteModules[\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/gm;
/** The loader's remaining statements: the route modules by route id, then entry.client. */
const ROUTE_MODULES = /^\s*window\.__reactRouterRouteModules = \{((?:"[^"]+":\w+,?)*)\};\s*import\("([^"]+)"\);\s*$/;
const ROUTE_MODULE = /"([^"]+)":(\w+)/g;
/** The JSON block the loader reads its modules from. */
export const ROUTE_MODULES_ID = "route-modules";
/** What every page React Router hydrates carries. */
const HYDRATED_PAGE = "__reactRouterContext";

export class UnexpectedRouterOutputError extends Error {
  override name = "UnexpectedRouterOutputError";
}

/**
 * Goes on once the boot script has requested the app's code, every module at once
 * (app/boot/module-downloads.ts decides when: at once over a slow network, after the page's
 * `load` and first paint over a fast one, at a press on a page whose app waits until needed).
 */
const WHEN_REQUESTED = [
  `if (!document.documentElement.hasAttribute("${pageFlags.modulesRequested}")) {`,
  `  await new Promise((go) => addEventListener("${MODULES_REQUESTED_EVENT}", go, { once: true }));`,
  "}",
].join("\n");

/** What a page's loader imports: every module in order, which of them is each route's, and entry.client. */
interface RouteModules {
  imports: string[];
  /** Route id → index in `imports`. */
  routes: Record<string, number>;
  entry: string;
}

/** React Router's inline module loader as data, or undefined when it has another shape. */
function routeModulesOf(source: string): RouteModules | undefined {
  const imports = [...source.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name, url: url! }));
  const rest = ROUTE_MODULES.exec(source.replace(STATIC_IMPORT, ""));
  if (!imports.length || !rest) return undefined;
  const routes: Record<string, number> = {};
  for (const [, id, name] of rest[1]!.matchAll(ROUTE_MODULE)) {
    const index = imports.findIndex((module) => module.name === name);
    if (index < 0) return undefined;
    routes[id!] = index;
  }
  return { imports: imports.map(({ url }) => url), routes, entry: rest[2]! };
}

/**
 * The one loader of every page: once the boot script has requested the app's code, unless the page is sending the visitor elsewhere, imports the page's modules from its
 * JSON block and fetches its route data, hands React Router both, then starts entry.client — what
 * React Router's own loader and data script do inline. Written to be read; pages carry it minified.
 */
const READABLE_LOADER = [
  WHEN_REQUESTED,
  // Not on an address the page is leaving (app/boot/document-end.ts).
  `const leaving = () => document.documentElement.hasAttribute("${leavingFlag}");`,
  "if (!leaving()) {",
  `const { imports, routes, entry, data, context } = JSON.parse(document.getElementById("${ROUTE_MODULES_ID}").textContent);`,
  // The page's route data, a file of its own (route-data-files.ts), fetched beside the modules.
  "const routeData = data && fetch(data).then((response) => {",
  "  if (!response.ok) throw new Error(`${data}: HTTP ${response.status}`);",
  "  return response.text();",
  "});",
  // A page left meanwhile may have stopped its downloads (app/features/hand-off/boot.ts): not an error.
  "const loaded = await Promise.all([routeData, ...imports.map((url) => import(url))]).catch((error) => {",
  "  if (!leaving()) throw error;",
  "});",
  "if (loaded) {",
  "const [text, ...modules] = loaded;",
  // React Router's context, as its inline scripts would have left it: the data as the stream its
  // entry decodes.
  "if (data) window.__reactRouterContext = { ...context, stream: new Response(text).body };",
  "window.__reactRouterRouteModules = Object.fromEntries(Object.entries(routes).map(([id, index]) => [id, modules[index]]));",
  "import(entry).catch((error) => {",
  "  if (!leaving()) throw error;",
  "});",
  "}",
  "}",
].join("\n");

/**
 * The loader as every page carries it, minified (Vite's minifier): some 80 bytes of brotli fewer on
 * each page, which must reach the visitor in the first round trip, headers included
 * (e2e/first-round-trip.spec.ts). A minifier that cannot read it stops the build.
 */
export const DEFERRED_LOADER = minified(READABLE_LOADER);

function minified(source: string): string {
  const { code, errors } = minifySync("deferred-loader.js", source, { module: true, compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`The pages' loader could not be minified: ${errors[0]!.message}`);
  return code.trim();
}

/** A JSON block in a page: `<` escaped, so no text in it can end the element. */
export const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, "\\u003c")}</script>`;

/** The list app/root.tsx leaves empty for this step to fill. */
const EMPTY_LIST = `<script type="application/json" id="${DEFERRED_MODULES_ID}">[]</script>`;

/** The size of a built file by its URL, to order the downloads. */
export type SizeOf = (href: string) => number;

/**
 * Every module the page needs (React Router's preload list and entry.client), as the JSON list the
 * boot script requests them from (app/boot/module-downloads.ts): all at once, in parallel,
 * rather than level by level as the imports are discovered; largest first, because over HTTP/1.1 a
 * browser opens six connections to a host and the rest wait their turn.
 */
function moduleList(preloads: string[], loader: string, sizeOf: SizeOf): string {
  const entries = [...loader.matchAll(DYNAMIC_IMPORT)].map(([, url]) => url!);
  const modules = [...new Set([...preloads, ...entries])].sort((a, b) => sizeOf(b) - sizeOf(a));
  return jsonBlock(DEFERRED_MODULES_ID, modules);
}

/** This step's own output (a page it has already rewritten): the loader's element. */
export const DEFERRED = `<script type="module">${DEFERRED_LOADER}</script>`;

/**
 * The page with its JavaScript deferred (above). Every page app/root.tsx hydrates carries its
 * empty module list; a page without one is this step's own output, or a page that does not
 * hydrate (shared/site/page-handle.ts: no React Router scripts at all), and is left as it is.
 */
export function deferHydration(html: string, page = "a page", sizeOf: SizeOf = () => 0): string {
  if (!html.includes(EMPTY_LIST)) {
    if (html.includes(DEFERRED) || !(html.includes(HYDRATED_PAGE) || html.includes('rel="modulepreload"'))) return html;
    throw new UnexpectedRouterOutputError(
      `${page}: React Router hydrates the page, but it has no module list for the boot script ` +
        `(app/root.tsx renders <script id="${DEFERRED_MODULES_ID}"> on every page it hydrates).`,
    );
  }

  const loader = LOADER.exec(html);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const modules = loader && routeModulesOf(loader[1]!);
  if (!html.includes(HYDRATED_PAGE) || !loader || !modules || !preloads.length) {
    throw new UnexpectedRouterOutputError(
      `${page}: React Router's inline module loader no longer has the shape scripts/postbuild/defer-hydration.ts ` +
        "rewrites (__reactRouterContext, module preloads, static imports, then __reactRouterRouteModules and " +
        "entry.client). Update the rewrite for this React Router version, or drop it and re-measure with npm run bench.",
    );
  }
  const script = `${jsonBlock(ROUTE_MODULES_ID, modules)}<script type="module">${DEFERRED_LOADER}</script>`;
  const deferred = html
    .replace(EMPTY_LIST, () => moduleList(preloads, loader[1]!, sizeOf))
    .replace(MODULE_PRELOAD, "")
    .replace(loader[0], () => script);
  // A preload of another shape (another attribute, say) would stay in <head> and load at once.
  if (deferred.includes('rel="modulepreload"')) {
    throw new UnexpectedRouterOutputError(`${page}: a module preload of a shape this step does not know is left in.`);
  }
  return deferred;
}
