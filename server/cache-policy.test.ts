import { describe, expect, it } from "vitest";
import { CACHE_A_DAY, CACHE_FOREVER, cacheControlFor, hashedAssetsIn, REVALIDATE } from "./cache-policy.ts";

describe("cacheControlFor", () => {
  it("keeps Vite's hashed scripts and styles for a year, unchanged", () => {
    expect(cacheControlFor("/assets/root-lfx24EIx.js")).toBe(CACHE_FOREVER);
    expect(cacheControlFor("/assets/plans-ms2jFzy-.js")).toBe(CACHE_FOREVER);
    expect(cacheControlFor("/assets/root-DsbgQ686.css")).toBe(CACHE_FOREVER);
    expect(CACHE_FOREVER).toBe("public, max-age=31536000, immutable");
  });

  it("keeps the pages' route data, named by its content, for a year too", () => {
    expect(cacheControlFor("/assets/route-data/de-pricing-Ab3-x_9Z.json")).toBe(CACHE_FOREVER);
    expect(cacheControlFor("/assets/route-data/index.json")).toBe(CACHE_A_DAY);
    expect(cacheControlFor("/assets/route-data/x/index-Ab3-x_9Z.json")).toBe(CACHE_A_DAY);
  });

  it("revalidates pages and their navigation data, which keep their URLs across deploys", () => {
    for (const path of [
      "/",
      "/home",
      "/pricing/",
      "/play/tsla",
      "/index.html",
      "/play/tsla/index.html",
      "/_root.data",
      "/play/tsla.data",
    ]) {
      expect(cacheControlFor(path)).toBe(REVALIDATE);
    }
  });

  it("keeps unhashed images, audio and the icon for a day", () => {
    for (const path of ["/assets/audio/song-sample.mp3", "/assets/brand/logo.svg", "/favicon.svg"]) {
      expect(cacheControlFor(path)).toBe(CACHE_A_DAY);
    }
  });

  it("does not take a file in a subfolder of /assets, or without an 8-character hash, for a hashed one", () => {
    expect(cacheControlFor("/assets/tickers/tsla-abcdefgh.js")).toBe(CACHE_A_DAY);
    expect(cacheControlFor("/assets/site.js")).toBe(CACHE_A_DAY);
    expect(cacheControlFor("/assets/data-abcdefgh.json")).toBe(CACHE_A_DAY);
  });
});

describe("hashedAssetsIn", () => {
  it("finds the hashed scripts and styles a page links to, and nothing else", () => {
    const html = `<link rel="stylesheet" href="/assets/root-DsbgQ686.css"/><script type="module">import "/assets/entry.client-DaH-bTal.js";</script><img src="/assets/brand/logo.svg"/>`;
    expect(hashedAssetsIn(html)).toEqual(["/assets/root-DsbgQ686.css", "/assets/entry.client-DaH-bTal.js"]);
  });
});
