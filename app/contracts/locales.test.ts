import { describe, expect, it } from "vitest";
import { pageOfPath } from "./locales";

describe("the page an address shows", () => {
  it("is the same in every language, with or without a trailing slash", () => {
    expect(["/pricing", "/de/pricing", "/pt-br/pricing/", "/ja/pricing//"].map(pageOfPath)).toEqual(
      Array(4).fill("/pricing"),
    );
    expect(["/", "/de", "/de/", "//"].map(pageOfPath)).toEqual(Array(4).fill("/"));
  });

  it("takes a prefix that names no language as part of the page", () => {
    expect(pageOfPath("/DE/pricing")).toBe("/DE/pricing");
    expect(pageOfPath("/en/pricing")).toBe("/en/pricing");
  });
});
