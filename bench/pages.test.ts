import { describe, expect, it } from "vitest";
import { locales } from "../app/contracts/locales";
import { pageKinds, sitePages } from "./pages";

describe("the pages the bench audits", () => {
  it("are every kind of page in every language", () => {
    const pages = sitePages({});
    expect(locales).toHaveLength(6);
    expect(pages).toHaveLength(Object.keys(pageKinds).length * locales.length);
    const paths = pages.map((page) => page.path);
    for (const path of ["/", "/de", "/pt-br/pricing", "/ja/play/tsla", "/fr/cancel/confirm", "/es/404"])
      expect(paths).toContain(path);
    expect(pages.find((page) => page.path === "/de/cancel/confirm")?.html).toBe("de/cancel/confirm.html");
  });

  it("narrow to the kinds and languages asked for", () => {
    const pages = sitePages({ BENCH_KINDS: "landing, cancel", BENCH_LANGS: "en,ja" });
    expect(pages.map((page) => page.path)).toEqual(["/", "/cancel", "/ja", "/ja/cancel"]);
  });
});
