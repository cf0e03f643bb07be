// @vitest-environment node
import { describe, expect, it } from "vitest";
import { boundedCache } from "./bounded-cache";

describe("a bounded cache", () => {
  it("forgets its oldest entry beyond its size, and each entry at its own expiry", () => {
    let now = 1000;
    const cache = boundedCache<string>(2, () => now);
    cache.set("a", "A");
    cache.set("b", "B", 1500);
    cache.set("a", "A again"); // set again: the newest
    cache.set("c", "C");
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual(["A again", undefined, "C"]);
    cache.set("d", "D", 1200);
    now = 1200;
    expect([cache.get("c"), cache.get("d")]).toEqual(["C", undefined]);
  });
});
