import { describe, expect, it } from "vitest";
import { UnexpectedRouterOutputError } from "./defer-hydration";
import { ENQUEUE_DATA_BLOCK, moveRouteDataIntoBlocks } from "./route-data-blocks";

const data = (text: string) => JSON.stringify(text).replace(/</g, "\\u003c");
const page = (text: string) =>
  `<body><main>x</main><script>window.__reactRouterContext.streamController.enqueue(${data(text)});</script>` +
  `<script>window.__reactRouterContext.streamController.close();</script></body>`;

describe("moveRouteDataIntoBlocks", () => {
  it("moves a page's data into a JSON block that the same script on every page enqueues", () => {
    const out = moveRouteDataIntoBlocks(page('[{"copy":"Preise"}]</script>'));
    const block = /<script type="application\/json" data-route-data="">(.*?)<\/script><script>(.*?)<\/script>/.exec(
      out,
    )!;
    expect(JSON.parse(block[1]!)).toBe('[{"copy":"Preise"}]</script>');
    expect(block[2]).toBe(ENQUEUE_DATA_BLOCK);
    expect(out).toContain("streamController.close()");
  });

  it("enqueues exactly what React Router's script did", () => {
    const out = moveRouteDataIntoBlocks(page('[{"a":"b\\\\"}]'));
    const enqueued: unknown[] = [];
    const block = /data-route-data="">(.*?)<\/script>/.exec(out)![1]!;
    const context = { streamController: { enqueue: (chunk: unknown) => enqueued.push(chunk) } };
    new Function("window", "document", ENQUEUE_DATA_BLOCK)(
      { __reactRouterContext: context },
      { currentScript: { previousElementSibling: { textContent: block } } },
    );
    expect(enqueued).toEqual(['[{"a":"b\\\\"}]']);
  });

  it("fails loudly when the data script changes shape", () => {
    const changed = page("x").replace("enqueue(", "enqueue( ");
    expect(() => moveRouteDataIntoBlocks(changed.replace("enqueue( ", 'enqueue("x", '), "/de.html")).toThrow(
      UnexpectedRouterOutputError,
    );
  });

  it("fails loudly on data scripts with new quoting, rather than leaving them inline", () => {
    const singleQuoted = page("x").replace(/enqueue\("x"\)/, "enqueue('x')");
    expect(() => moveRouteDataIntoBlocks(singleQuoted, "/ja.html")).toThrow(UnexpectedRouterOutputError);
  });

  it("fails loudly on a hydrated page whose data it cannot find", () => {
    const hydrated = "<body><script>window.__reactRouterContext = {};</script></body>";
    expect(() => moveRouteDataIntoBlocks(hydrated, "/x.html")).toThrow(UnexpectedRouterOutputError);
  });

  it("leaves a page without data alone", () => {
    expect(moveRouteDataIntoBlocks("<body>static</body>")).toBe("<body>static</body>");
  });
});
