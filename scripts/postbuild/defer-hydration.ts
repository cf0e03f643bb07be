// Lets the prerendered page paint before any JavaScript is fetched. The HTML is complete without
// JavaScript, so on a slow phone the visitor sees the content first; the app's modules load and
// hydrate once the page's `load` event has fired. Without this, React Router's module preloads
// compete with the stylesheet and images for the first ~100 KB of a slow connection.

const MODULE_PRELOAD = /<link rel="modulepreload" href="[^"]+"\/>/g;
/** React Router's inline loader: static imports of the route modules, then entry.client. */
const LOADER =
  /<script type="module"(?: async="")?>((?:(?!<\/script>)[\s\S])*?__reactRouterRouteModules[\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?"([^"]+)";$/gm;

/** Rewrites React Router's inline module loader to import its modules after `load`. */
function deferredLoader(source: string): string {
  const imports = [...source.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name, url: url! }));
  const rest = source.replace(STATIC_IMPORT, "").trim();
  const names = imports.map(({ name }) => name ?? "").join(", ");
  const urls = imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(", ");
  return [
    'await new Promise((loaded) => document.readyState === "complete" ? loaded() : addEventListener("load", loaded, { once: true }));',
    `const [${names}] = await Promise.all([${urls}]);`,
    rest,
  ].join("\n");
}

/** The page with its JavaScript deferred until after `load`; pages without a loader are unchanged. */
export function deferHydration(html: string): string {
  const loader = LOADER.exec(html);
  if (!loader || !/^import "/m.test(loader[1]!)) return html;
  const script = `<script type="module">${deferredLoader(loader[1]!)}</script>`;
  return html.replace(MODULE_PRELOAD, "").replace(loader[0], () => script);
}
