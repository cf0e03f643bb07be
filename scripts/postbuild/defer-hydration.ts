// Lets the prerendered page paint before any of its JavaScript is fetched. The HTML works without
// JavaScript (links, radios, <details>, and the boot script for the rest), so on a slow phone the
// visitor sees the content first. React Router's module preloads become the JSON list that the boot
// script requests at once when the page arrived slowly (app/lib/boot/module-downloads.ts); otherwise
// its inline loader imports them once the page has loaded. Measured (npm run bench): with the preloads
// left in <head>, Lighthouse's LCP is ~1.9 s instead of ~0.9 s; waiting for `load` on every network
// hydrated ~2 s later on the phone profile.
//
// This rewrites React Router's output by pattern, so it fails the build when that output changes
// shape, rather than silently leaving pages as they were.

import { DEFERRED_MODULES_ID } from "../../app/lib/boot/module-downloads.ts";

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const DYNAMIC_IMPORT = /^import\("([^"]+)"\);$/gm;
/** React Router's inline loader: static imports of the route modules, then entry.client. */
const LOADER =
  /<script type="module"(?: async="")?>((?:(?!<\/script>)[\s\S])*?__reactRouterRouteModules[\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/gm;
/** What every page React Router hydrates carries. */
const HYDRATED_PAGE = "__reactRouterContext";

export class UnexpectedRouterOutputError extends Error {
  override name = "UnexpectedRouterOutputError";
}

/**
 * Goes on at once when the boot script has requested the app's code (a slow network,
 * app/lib/boot/module-downloads.ts); otherwise waits for the page's `load`.
 */
const AFTER_FIRST_PAINT = [
  "await (window.appCodeRequested ??",
  '  new Promise((loaded) => (document.readyState === "complete" ? loaded() : addEventListener("load", loaded, { once: true }))));',
].join("\n");

/** Rewrites React Router's inline module loader to import its modules once the boot script has requested them. */
function deferredLoader(source: string): string {
  const imports = [...source.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name, url: url! }));
  const rest = source.replace(STATIC_IMPORT, "").trim();
  const names = imports.map(({ name }) => name ?? "").join(", ");
  const urls = imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(", ");
  return [AFTER_FIRST_PAINT, `const [${names}] = await Promise.all([${urls}]);`, rest].join("\n");
}

/** The list app/root.tsx leaves empty for this step to fill. */
const EMPTY_LIST = `<script type="application/json" id="${DEFERRED_MODULES_ID}">[]</script>`;

/** The size of a built file by its URL, to order the downloads. */
export type SizeOf = (href: string) => number;

/**
 * Every module the page needs (React Router's preload list and entry.client), as the JSON list the
 * boot script requests them from (app/lib/boot/module-downloads.ts): all at once, in parallel,
 * rather than level by level as the imports are discovered; largest first, because over HTTP/1.1 a
 * browser opens six connections to a host and the rest wait their turn.
 */
function moduleList(preloads: string[], loader: string, sizeOf: SizeOf): string {
  const entries = [...loader.matchAll(DYNAMIC_IMPORT)].map(([, url]) => url!);
  const modules = [...new Set([...preloads, ...entries])].sort((a, b) => sizeOf(b) - sizeOf(a));
  return EMPTY_LIST.replace("[]", () => JSON.stringify(modules).replace(/</g, "\\u003c"));
}

/** The page with its JavaScript deferred (above); pages app/root.tsx did not render are unchanged. */
export function deferHydration(html: string, page = "a page", sizeOf: SizeOf = () => 0): string {
  // Every page app/root.tsx renders carries its empty module list; filled in, the page is done.
  if (!html.includes(EMPTY_LIST)) return html;

  const loader = LOADER.exec(html);
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const shapeChanged =
    !html.includes(HYDRATED_PAGE) ||
    !loader ||
    !/^import "/m.test(loader[1]!) ||
    /^import /m.test(deferredLoader(loader[1]!)) ||
    !preloads.length;
  if (shapeChanged) {
    throw new UnexpectedRouterOutputError(
      `${page}: React Router's inline module loader no longer has the shape scripts/postbuild/defer-hydration.ts ` +
        "rewrites (__reactRouterContext, module preloads, static imports, then __reactRouterRouteModules and " +
        "entry.client). Update the rewrite for this React Router version, or drop it and re-measure with npm run bench.",
    );
  }
  const script = `<script type="module">${deferredLoader(loader![1]!)}</script>`;
  return html
    .replace(EMPTY_LIST, () => moduleList(preloads, loader![1]!, sizeOf))
    .replace(MODULE_PRELOAD, "")
    .replace(loader![0], () => script);
}
