import { beforeEach, describe, expect, it, vi } from "vitest";
import { budgets, ratios } from "./budgets";
import { limitsOf, printLighthouse } from "./lighthouse-table";
import type { SitePage } from "./pages";

const page: SitePage = { kind: "landing", locale: "en", path: "/", html: "index.html" };
const row = (values: Record<string, number>) => ({
  tbtMs: 50,
  longestTaskMs: 80,
  lcpMs: 900,
  jsTransferBytes: 0,
  firstVisitJsBytes: 0,
  scriptEvaluationMs: 10,
  bootupMs: 10,
  mainThreadMs: 500,
  performance: 100,
  cls: 0,
  firstLoadJsBrotliBytes: 90 * 1024,
  ...values,
});
const references = { oneLine: "one line", template: "template" };
// The one-line page blocks for 30 ms, the template for 200 ms: the site's blocking time is judged by
// the one-line page's, its LCP by the template's.
const oneLine = row({ tbtMs: 30, lcpMs: 600 });
const template = row({ tbtMs: 200, lcpMs: 1500 });
const judge = (values: Record<string, number>, site: SitePage = page) =>
  printLighthouse(
    { "one line": oneLine, template, [site.path]: row(values) },
    ["one line", "template"],
    references,
    [site],
    3,
  );

describe("the Lighthouse table's judgement", () => {
  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation(() => {});
  });

  it("judges blocking time by the one-line page's + 50 ms and LCP by 0.6 × the template's, in the same run", () => {
    expect(ratios.tbtOverOneLineMs).toBe(50);
    expect(ratios.lcpOfTemplate).toBe(0.6);
    expect(limitsOf({ "one line": oneLine, template }, references)).toEqual({ tbtMaxMs: 80, lcpMaxMs: 900 });
    expect(judge({ tbtMs: 80, lcpMs: 900 })).toEqual([]);
    expect(judge({ tbtMs: 81 })).toEqual([expect.stringMatching(/^\/: TBT 81 ms > 80 ms \(one line's \+ 50\)/)]);
    expect(judge({ lcpMs: 901 })).toEqual([expect.stringMatching(/^\/: LCP 901 ms > 900 ms \(0\.6× template's\)/)]);
    // Without its comparison pages a run judges nothing as passed.
    expect(printLighthouse({ "/": row({ tbtMs: 0 }) }, [], references, [page], 3).length).toBeGreaterThan(0);
  });

  it("judges first-load JavaScript: none fetched on a first visit, at most 112 KB brotli where the app runs", () => {
    expect(budgets.firstVisitJsBytes.max).toBe(0);
    expect(budgets.appFirstLoadJsBytes.max).toBe(112 * 1024);
    expect(judge({ firstLoadJsBrotliBytes: 112 * 1024 })).toEqual([]);
    // What used to be the line (100 KB) is no failure.
    expect(judge({ firstLoadJsBrotliBytes: 111.3 * 1024 })).toEqual([]);
    expect(judge({ firstLoadJsBrotliBytes: 112 * 1024 + 1 })).toEqual([
      expect.stringMatching(/^\/: firstLoadJsBrotliBytes 114689 \(budget ≤ 114688\)/),
    ]);
    expect(judge({ firstVisitJsBytes: 1 })).toEqual([expect.stringMatching(/^\/: firstVisitJsBytes 1 \(budget ≤ 0\)/)]);
  });

  it("spares a kind only the budgets that do not apply to it, and fails a page it could not measure", () => {
    // The not-found page is not indexed and answers 404: SEO and best practices do not judge it.
    const notFound: SitePage = { kind: "notFound", locale: "en", path: "/404", html: "404.html" };
    expect(judge({ seo: 61, bestPractices: 96 }, notFound)).toEqual([]);
    expect(judge({ seo: 61 })).toEqual([expect.stringMatching(/^\/: seo 61/)]);
    // A kind without a script-evaluation baseline is judged on everything else.
    const cancel: SitePage = { kind: "cancel", locale: "de", path: "/de/cancel", html: "de/cancel.html" };
    expect(judge({ scriptEvaluationMs: 5000 }, cancel)).toEqual([]);
    expect(judge({ scriptEvaluationMs: 5000 })).toEqual([expect.stringMatching(/^\/: script evaluation/)]);
    expect(judge({ tbtMs: 81 }, cancel)).toEqual([expect.stringMatching(/^\/de\/cancel: TBT/)]);
    expect(judge({ tbtMs: Number.NaN }).length).toBeGreaterThan(0);
  });
});
