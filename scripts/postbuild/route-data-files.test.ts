import { describe, expect, it } from "vitest";
import { isHashedAsset } from "../../server/cache-policy";
import { DEFERRED_LOADER, deferHydration, UnexpectedRouterOutputError } from "./defer-hydration";
import { routerContextScript, routerStreamTail } from "../../testing/server/fixture-build";
import { moveRouteDataToFile } from "./route-data-files";

const settings = { basename: "/", ssr: false, isSpaMode: false };
const page = (...chunks: string[]) =>
  deferHydration(`<html><head><script type="application/json" id="deferred-modules">[]</script><link rel="modulepreload" href="/assets/root-2.js"/></head>
<body><main>Preise</main>${routerContextScript(settings)}<script type="module">import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-4.js");</script>${routerStreamTail(...chunks)}</body></html>`);
const modulesOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="route-modules">(.*?)<\/script>/.exec(html)![1]!) as Record<
    string,
    unknown
  >;

describe("moveRouteDataToFile", () => {
  it("takes the data out of the page into a file its module list names, cached for good", () => {
    const data = '[{"copy":"Preise </script>"}]';
    const { html, file } = moveRouteDataToFile(page(data), "/de/pricing.html");
    expect(html).not.toContain("streamController.enqueue(");
    expect(html).not.toContain("Preise </script>");
    expect(html).toContain("<main>Preise</main>");
    expect(file!.text).toBe(data);
    expect(file!.path).toMatch(/^\/assets\/route-data\/de-pricing-[\w-]{8}\.json$/);
    expect(isHashedAsset(file!.path)).toBe(true);
    expect(modulesOf(html)).toMatchObject({ entry: "/assets/entry.client-4.js", data: file!.path, context: settings });
    // React Router's context script and the streamed tail that carried the data are gone too.
    expect(html).not.toMatch(/<script>window.__reactRouterContext = |<template|\$RC\(|hidden id="S:/);
  });

  it("names the file by its content: new data, a new name", () => {
    const one = moveRouteDataToFile(page('[{"a":1}]'), "/index.html").file!;
    expect(one.path).toMatch(/^\/assets\/route-data\/index-/);
    expect(moveRouteDataToFile(page('[{"a":1}]'), "/index.html").file!.path).toBe(one.path);
    expect(moveRouteDataToFile(page('[{"a":2}]'), "/index.html").file!.path).not.toBe(one.path);
  });

  it("keeps the chunks of the stream in order, as React Router enqueued them", () => {
    expect(moveRouteDataToFile(page('[{"a":', '"b"}]')).file!.text).toBe('[{"a":"b"}]');
  });

  it("fails loudly when the data is not one JSON document (a loader's promise streaming later)", () => {
    expect(() => moveRouteDataToFile(page('[{"a":1}]\nP1:[2]'), "/x.html")).toThrow(UnexpectedRouterOutputError);
  });

  it("fails loudly when React Router's data script changes shape, rather than leaving it inline", () => {
    const single = page("[1]").replace(/enqueue\("\[1\]"\)/, "enqueue('[1]')");
    expect(() => moveRouteDataToFile(single, "/ja.html")).toThrow(UnexpectedRouterOutputError);
  });

  it("fails loudly on a hydrated page whose data or module list it cannot find", () => {
    expect(() => moveRouteDataToFile(page(), "/x.html")).toThrow(UnexpectedRouterOutputError);
    const noList = `<body>${routerContextScript(settings)}${routerStreamTail("[1]")}</body>`;
    expect(() => moveRouteDataToFile(noList, "/x.html")).toThrow(UnexpectedRouterOutputError);
  });

  it("leaves a page it has already rewritten as it is", () => {
    const { html } = moveRouteDataToFile(page("[1]"));
    expect(moveRouteDataToFile(html)).toEqual({ html });
  });

  it("leaves a page React Router does not hydrate alone", () => {
    expect(moveRouteDataToFile("<body>static</body>")).toEqual({ html: "<body>static</body>" });
  });

  it("is fetched by the module loader beside the modules, and handed to React Router with its context before entry.client", async () => {
    const list = { imports: ["/assets/root-2.js"], routes: { root: 0 }, entry: "/assets/entry.client-4.js" };
    const data = JSON.stringify({ ...list, data: "/assets/route-data/index-abcdefgh.json", context: settings });
    const body = DEFERRED_LOADER.replace(/\bimport\(/g, "load(");
    const run = new Function("window", "document", "load", "fetch", `return (async () => {\n${body}\n})();`);
    const requested = { hasAttribute: (name: string) => name === "data-modules-requested" };
    const routeDocument = { documentElement: requested, getElementById: () => ({ textContent: data }) };
    type Context = typeof settings & { stream?: ReadableStream<Uint8Array> };
    const routeWindow: { __reactRouterContext?: Context } = {};
    const fetched: string[] = [];
    let atEntry: Context | undefined;
    const load = (url: string) => {
      if (url.includes("entry.client")) atEntry = routeWindow.__reactRouterContext;
      return Promise.resolve({ url });
    };
    const answer = (status: number) => (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response('[{"copy":"Preise"}]', { status }));
    };
    await run(routeWindow, routeDocument, load, answer(200));
    expect(fetched).toEqual(["/assets/route-data/index-abcdefgh.json"]);
    expect(atEntry).toMatchObject(settings);
    expect(await new Response(atEntry!.stream).text()).toBe('[{"copy":"Preise"}]');

    // Without its data the page is left as its HTML: the app does not start on nothing.
    atEntry = undefined;
    await expect(run({}, routeDocument, load, answer(404))).rejects.toThrow("HTTP 404");
    expect(atEntry).toBeUndefined();
  });

  it("fails loudly when the streamed tail holds more than React Router's stream", () => {
    const more = page("[1]").replace('<div hidden id="S:1">', '<div hidden id="S:1"><p>a late boundary</p>');
    expect(() => moveRouteDataToFile(more, "/x.html")).toThrow(UnexpectedRouterOutputError);
    const noContext = page("[1]").replace("window.__reactRouterContext = ", "window.__reactRouterContext= ");
    expect(() => moveRouteDataToFile(noContext, "/x.html")).toThrow(UnexpectedRouterOutputError);
  });
});
