import { describe, expect, it } from "vitest";
import { deferHydration, UnexpectedRouterOutputError } from "./defer-hydration";

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
    expect(loader.indexOf("window.appCodeRequested")).toBeLessThan(loader.indexOf("import("));
    expect(loader).toContain(
      'const [, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-2.js"), import("/assets/landing-3.js")]);',
    );
    expect(loader).toContain('window.__reactRouterRouteModules = {"root":route0,"landing":route1};');
    expect(loader.trim().endsWith('import("/assets/entry.client-4.js");')).toBe(true);
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

  it("fails loudly when React Router's loader changes shape", () => {
    const changed = page.replace(/^import \* as (\w+) from "([^"]+)";$/gm, 'import $1 from "$2";');
    expect(() => deferHydration(changed, "/index.html")).toThrow(UnexpectedRouterOutputError);
    expect(() => deferHydration(page.replace("__reactRouterRouteModules", "__routes"), "/x")).toThrow(/\/x/);
    expect(() => deferHydration(page.replace("__reactRouterContext", "__routerContext"))).toThrow(
      UnexpectedRouterOutputError,
    );
  });
});
