import { describe, expect, it } from "vitest";
import { isHashedAsset } from "../../server/cache-policy";
import { DEFERRED_LOADER, deferHydration, UnexpectedRouterOutputError } from "./defer-hydration";
import { moveRouteDataToFile } from "./route-data-files";

const enqueue = (text: string) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${JSON.stringify(text).replace(/</g, "\\u003c")});</script>`;
const page = (...chunks: string[]) =>
  deferHydration(`<html><head><script type="application/json" id="deferred-modules">[]</script><link rel="modulepreload" href="/assets/root-2.js"/></head>
<body><main>Preise</main><script>window.__reactRouterContext = {};</script><script type="module">import * as route0 from "/assets/root-2.js";
window.__reactRouterRouteModules = {"root":route0};
import("/assets/entry.client-4.js");</script>${chunks.map(enqueue).join("")}<script>window.__reactRouterContext.streamController.close();</script></body></html>`);
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
    expect(modulesOf(html)).toMatchObject({ entry: "/assets/entry.client-4.js", data: file!.path });
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
    const noList = `<body><script>window.__reactRouterContext = {};</script>${enqueue("[1]")}</body>`;
    expect(() => moveRouteDataToFile(noList, "/x.html")).toThrow(UnexpectedRouterOutputError);
  });

  it("leaves a page it has already rewritten as it is", () => {
    const { html } = moveRouteDataToFile(page("[1]"));
    expect(moveRouteDataToFile(html)).toEqual({ html });
  });

  it("leaves a page React Router does not hydrate alone", () => {
    expect(moveRouteDataToFile("<body>static</body>")).toEqual({ html: "<body>static</body>" });
  });

  it("is fetched by the module loader beside the modules, and handed to React Router as its stream before entry.client", async () => {
    const list = { imports: ["/assets/root-2.js"], routes: { root: 0 }, entry: "/assets/entry.client-4.js" };
    const data = JSON.stringify({ ...list, data: "/assets/route-data/index-abcdefgh.json" });
    const body = DEFERRED_LOADER.replace(/\bimport\(/g, "load(");
    const run = new Function("window", "document", "load", "fetch", `return (async () => {\n${body}\n})();`);
    const requested = { hasAttribute: (name: string) => name === "data-modules-requested" };
    const routeDocument = { documentElement: requested, getElementById: () => ({ textContent: data }) };
    const context: { stream?: ReadableStream<Uint8Array> } = {};
    const routeWindow: Record<string, unknown> = { __reactRouterContext: context };
    const fetched: string[] = [];
    let streamAtEntry: ReadableStream<Uint8Array> | undefined;
    const load = (url: string) => {
      if (url.includes("entry.client")) streamAtEntry = context.stream;
      return Promise.resolve({ url });
    };
    const answer = (status: number) => (url: string) => {
      fetched.push(url);
      return Promise.resolve(new Response('[{"copy":"Preise"}]', { status }));
    };
    await run(routeWindow, routeDocument, load, answer(200));
    expect(fetched).toEqual(["/assets/route-data/index-abcdefgh.json"]);
    expect(await new Response(streamAtEntry).text()).toBe('[{"copy":"Preise"}]');

    // Without its data the page is left as its HTML: the app does not start on nothing.
    streamAtEntry = undefined;
    await expect(run(routeWindow, routeDocument, load, answer(404))).rejects.toThrow("HTTP 404");
    expect(streamAtEntry).toBeUndefined();
  });
});
