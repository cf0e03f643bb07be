// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { DEFERRED_LOADER, deferHydration, UnexpectedRouterOutputError } from "./defer-hydration";

const page = `<html><head><script type="application/json" id="deferred-modules">[]</script><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/root.css"/></head>
<body><h1>Hi</h1><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1 from "/assets/landing-3.js";
  
  window.__reactRouterRouteModules = {"root":route0,"landing":route1};

import("/assets/entry.client-4.js");</script></body></html>`;

describe("deferHydration", () => {
  const out = deferHydration(page);

  it("turns the module preloads into the boot script's list, keeping the stylesheet and other scripts", () => {
    expect(out).not.toContain("modulepreload");
    const list = /<script type="application\/json" id="deferred-modules">(.*?)<\/script>/.exec(out)![1]!;
    expect(JSON.parse(list)).toEqual(["/assets/manifest-1.js", "/assets/root-2.js", "/assets/entry.client-4.js"]);
    expect(out.indexOf("deferred-modules")).toBeLessThan(out.indexOf("</head>"));
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("imports the same modules, in a loader that waits until the boot script has requested them", () => {
    const loader = /<script type="module">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(loader).not.toMatch(/^import /m);
    expect(loader.indexOf("data-modules-requested")).toBeLessThan(loader.indexOf("import("));
    const data = /<script type="application\/json" id="route-modules">(.*?)<\/script>/.exec(out)![1]!;
    expect(JSON.parse(data)).toEqual({
      imports: ["/assets/manifest-1.js", "/assets/root-2.js", "/assets/landing-3.js"],
      routes: { root: 1, landing: 2 },
      entry: "/assets/entry.client-4.js",
    });
  });

  it("gives every page the same loader, so the CSP lists one hash for it however many pages there are", () => {
    const other = deferHydration(page.replaceAll("landing", "pricing"));
    const loaderOf = (html: string) => /<script type="module">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(loaderOf(out)).toBe(DEFERRED_LOADER);
    expect(loaderOf(other)).toBe(DEFERRED_LOADER);
  });

  it("hands React Router the route modules by id, then starts entry.client, as its own loader did", async () => {
    const data = /id="route-modules">(.*?)<\/script>/.exec(out)![1]!;
    // The loader's own source, with its dynamic imports handed to a stand-in.
    const body = DEFERRED_LOADER.replace(/\bimport\(/g, "load(");
    const run = new Function("window", "document", "load", `return (async () => {\n${body}\n})();`);
    const routeWindow: Record<string, unknown> = {};
    const started: string[] = [];
    const requested = { hasAttribute: (name: string) => name === "data-modules-requested" };
    const routeDocument = { documentElement: requested, getElementById: () => ({ textContent: data }) };
    await run(routeWindow, routeDocument, (url: string) => {
      started.push(url);
      return Promise.resolve({ url });
    });
    expect(routeWindow.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-2.js" },
      landing: { url: "/assets/landing-3.js" },
    });
    expect(started.at(-1)).toBe("/assets/entry.client-4.js");
  });

  /** Runs the loader on a page with these flags on <html>; what it imports lands in `started`. */
  function runLoader(flags: Set<string>) {
    const data = /id="route-modules">(.*?)<\/script>/.exec(out)![1]!;
    const body = DEFERRED_LOADER.replace(/\bimport\(/g, "load(");
    const run = new Function("window", "document", "load", `return (async () => {\n${body}\n})();`);
    const routeDocument = {
      documentElement: { hasAttribute: (name: string) => flags.has(name) },
      getElementById: () => ({ textContent: data }),
    };
    const started: string[] = [];
    const loading: Promise<void> = run({}, routeDocument, (url: string) => (started.push(url), Promise.resolve({})));
    return { started, loading };
  }

  it("waits, however long ago the page loaded, until the boot script has requested the code", async () => {
    const flags = new Set<string>();
    const { started, loading } = runLoader(flags);
    await new Promise((resolve) => setTimeout(resolve, 600)); // past the boot script's wait for a paint
    expect(started).toEqual([]);
    // What app/boot/module-downloads.ts does once it has requested every module.
    flags.add("data-modules-requested");
    window.dispatchEvent(new Event("modules-requested"));
    await loading;
    expect(started.at(-1)).toBe("/assets/entry.client-4.js");
  });

  it("starts nothing on an address the boot script is leaving", async () => {
    const { started, loading } = runLoader(new Set(["data-modules-requested", "data-leaving"]));
    await loading;
    expect(started).toEqual([]);
  });

  it("lets downloads a page stopped go when it is being left, and fails loudly on any other failed download", async () => {
    const data = /id="route-modules">(.*?)<\/script>/.exec(out)![1]!;
    const body = DEFERRED_LOADER.replace(/\bimport\(/g, "load(");
    const run = new Function("window", "document", "load", `return (async () => {\n${body}\n})();`);
    const flags = new Set(["data-modules-requested"]);
    const root = { hasAttribute: (name: string) => flags.has(name) };
    const stopped = () => {
      flags.add("data-leaving"); // a sign-up press left the page meanwhile (app/features/hand-off/boot.ts)
      return Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    };
    const routeDocument = { documentElement: root, getElementById: () => ({ textContent: data }) };
    const routeWindow: Record<string, unknown> = {};
    await expect(run(routeWindow, routeDocument, stopped)).resolves.toBeUndefined();
    expect(routeWindow.__reactRouterRouteModules).toBeUndefined();

    flags.delete("data-leaving");
    const failed = () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"));
    await expect(run({}, routeDocument, failed)).rejects.toThrow("Failed to fetch");
  });

  it("leaves pages React does not hydrate alone", () => {
    expect(deferHydration("<html><body>static</body></html>")).toBe("<html><body>static</body></html>");
  });

  it("lists the largest module first (six connections per host over HTTP/1.1)", () => {
    const sizes: Record<string, number> = { "/assets/root-2.js": 90_000, "/assets/manifest-1.js": 600 };
    const sorted = deferHydration(page, "/", (href) => sizes[href] ?? 0);
    const list = /id="deferred-modules">(.*?)<\/script>/.exec(sorted)![1]!;
    expect(JSON.parse(list)[0]).toBe("/assets/root-2.js");
  });

  it("leaves a page it has already rewritten as it is", () => {
    expect(deferHydration(out)).toBe(out);
  });

  it("fails loudly on a module preload of another shape, rather than leaving it to load at once", () => {
    const crossOrigin = page.replace(
      '<link rel="modulepreload" href="/assets/root-2.js"/>',
      '<link rel="modulepreload" href="/assets/root-2.js" crossorigin=""/>',
    );
    expect(() => deferHydration(crossOrigin, "/pricing.html")).toThrow(UnexpectedRouterOutputError);
  });

  it("fails loudly on a hydrated page without the boot script's module list", () => {
    expect(() =>
      deferHydration(page.replace(/<script type="application\/json" id="deferred-modules">\[\]<\/script>/, "")),
    ).toThrow(UnexpectedRouterOutputError);
  });

  it("fails loudly when React Router's loader changes shape", () => {
    const changed = page.replace(/^import \* as (\w+) from "([^"]+)";$/gm, 'import $1 from "$2";');
    expect(() => deferHydration(changed, "/index.html")).toThrow(UnexpectedRouterOutputError);
    expect(() => deferHydration(page.replace("__reactRouterRouteModules", "__routes"), "/x")).toThrow(/\/x/);
    expect(() => deferHydration(page.replace("__reactRouterContext", "__routerContext"))).toThrow(
      UnexpectedRouterOutputError,
    );
  });
});
