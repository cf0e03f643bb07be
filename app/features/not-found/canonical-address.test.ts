import { describe, expect, it } from "vitest";
import { canonicalAddress } from "./canonical-address";

const at = (pathname: string, search = "", hash = "") => canonicalAddress({ pathname, search, hash });

describe("canonicalAddress", () => {
  it("leaves the site's own addresses alone", () => {
    for (const path of ["/", "/pricing", "/de", "/pt-br/play/tsla", "/pricing/", "/no-such-page"]) {
      expect(at(path), path).toBeUndefined();
    }
  });

  it("lowercases an address typed with capitals, keeping its query and fragment", () => {
    expect(at("/DE")).toBe("/de");
    expect(at("/Pricing", "?utm_source=x", "#faq")).toBe("/pricing?utm_source=x#faq");
    expect(at("/de/PRICING")).toBe("/de/pricing");
    expect(at("/pt-BR/Play/TSLA")).toBe("/pt-br/play/tsla");
  });

  it("joins doubled slashes into one, so the result is never another host ('//host')", () => {
    expect(at("//pricing")).toBe("/pricing");
    expect(at("//evil.example/")).toBe("/evil.example/");
    expect(at("/de//pricing")).toBe("/de/pricing");
    expect(at("/pricing//")).toBe("/pricing/");
  });
});
