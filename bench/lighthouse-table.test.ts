import { describe, expect, it, vi } from "vitest";
import { printLighthouse } from "./lighthouse-table";
import type { SitePage } from "./pages";

const page: SitePage = { kind: "landing", locale: "en", path: "/", html: "index.html" };
const row = (values: Record<string, number>) => ({
  tbtMs: 100,
  lcpMs: 900,
  jsTransferBytes: 50_000,
  scriptEvaluationMs: 10,
  bootupMs: 10,
  mainThreadMs: 500,
  performance: 100,
  cls: 0,
  firstLoadJsBrotliBytes: 90 * 1024,
  ...values,
});

describe("the Lighthouse table's judgement", () => {
  it("judges a page by the template's figures in the same run", () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const template = row({ tbtMs: 80, lcpMs: 1500 });
    const judge = (values: Record<string, number>) =>
      printLighthouse({ template, "/": row(values) }, ["template"], "template", [page], 3);
    expect(judge({ tbtMs: 130, lcpMs: 900 })).toEqual([]);
    expect(judge({ tbtMs: 131 })).toEqual([expect.stringMatching(/^\/: TBT 131 ms > 130 ms/)]);
    expect(judge({ lcpMs: 901 })).toEqual([expect.stringMatching(/^\/: LCP 901 ms > 900 ms/)]);
    expect(judge({ firstLoadJsBrotliBytes: 100 * 1024 + 1 })).toEqual([
      expect.stringMatching(/^\/: firstLoadJsBrotliBytes/),
    ]);
    // The not-found page is not indexed and answers 404: SEO and best practices do not judge it.
    const notFound: SitePage = { kind: "notFound", locale: "en", path: "/404", html: "404.html" };
    const lost = row({ seo: 61, bestPractices: 96 });
    expect(printLighthouse({ template, "/404": lost }, ["template"], "template", [notFound], 3)).toEqual([]);
    expect(judge({ seo: 61 })).toEqual([expect.stringMatching(/^\/: seo 61/)]);
    // A page Lighthouse could not measure fails, never passes.
    expect(judge({ tbtMs: Number.NaN }).length).toBeGreaterThan(0);
  });
});
