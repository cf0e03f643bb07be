import { describe, expect, it } from "vitest";
import { CACHE_A_DAY, CACHE_FOREVER } from "../../server/cache-policy.ts";
import { headersFile, redirectsFile } from "./static-host-files.ts";

const security = { "Content-Security-Policy": "default-src 'self'", "X-Content-Type-Options": "nosniff" };
const files = [
  "/404.html",
  "/_headers",
  "/assets/audio/song-sample.mp3",
  "/assets/avatars/ana.webp",
  "/assets/avatars/bo.webp",
  "/assets/root-DsbgQ686.css",
  "/assets/root-DsbgQ686.css.br",
  "/assets/root-lfx24EIx.js",
  "/assets/route-data/de-pricing-Ab3-x_9Z.json",
  "/assets/route-data/index-Q1w2E3r4.json",
  "/assets/route-data/index-Q1w2E3r4.json.br",
  "/favicon.svg",
  "/index.html",
  "/pricing/index.html",
];

/** The file as a map from each rule's path pattern to its header lines. */
function rulesOf(text: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line.trim() === "") continue;
    if (line.startsWith("  ")) current!.push(line.trim());
    else rules.set(line, (current = []));
  }
  return rules;
}

describe("headersFile", () => {
  const { text, rules: count, longestLine } = headersFile(security, files);
  const rules = rulesOf(text);

  it("puts the security headers and HSTS on every path", () => {
    expect(rules.get("/*")).toEqual([
      "Content-Security-Policy: default-src 'self'",
      "X-Content-Type-Options: nosniff",
      expect.stringMatching(/^Strict-Transport-Security: max-age=\d+/),
    ]);
  });

  it("reports its longest line, which Cloudflare Pages limits", () => {
    expect(longestLine).toBe(Math.max(...text.split("\n").map((line) => line.length)));
    expect(longestLine).toBeGreaterThanOrEqual("  Content-Security-Policy: default-src 'self'".length);
  });

  it("caches each hashed asset forever, by its exact path", () => {
    expect(rules.get("/assets/root-lfx24EIx.js")).toEqual([`Cache-Control: ${CACHE_FOREVER}`]);
    expect(rules.get("/assets/root-DsbgQ686.css")).toEqual([`Cache-Control: ${CACHE_FOREVER}`]);
  });

  it("caches the pages' route data forever, one rule for its folder (a page's file per page would pass Cloudflare's 100 rules)", () => {
    expect(rules.get("/assets/route-data/*")).toEqual([`Cache-Control: ${CACHE_FOREVER}`]);
    expect([...rules.keys()].filter((pattern) => pattern.includes("route-data"))).toEqual(["/assets/route-data/*"]);
  });

  it("caches images and audio for a day, one rule per folder", () => {
    expect(rules.get("/assets/avatars/*")).toEqual([`Cache-Control: ${CACHE_A_DAY}`]);
    expect(rules.get("/assets/audio/*")).toEqual([`Cache-Control: ${CACHE_A_DAY}`]);
    expect(rules.get("/favicon.svg")).toEqual([`Cache-Control: ${CACHE_A_DAY}`]);
  });

  it("gives no path two Cache-Control rules (hosts would join their values)", () => {
    const patterns = [...rules.keys()].filter((pattern) => pattern !== "/*");
    const matches = (pattern: string, path: string) =>
      pattern.endsWith("/*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;
    for (const path of files) expect(patterns.filter((pattern) => matches(pattern, path)).length).toBeLessThan(2);
  });

  it("leaves pages, precompressed copies and host files to the host's defaults", () => {
    for (const path of [
      "/index.html",
      "/pricing/index.html",
      "/404.html",
      "/_headers",
      "/assets/root-DsbgQ686.css.br",
    ]) {
      expect(rules.has(path)).toBe(false);
    }
    expect(count).toBe(rules.size);
  });
});

describe("redirectsFile", () => {
  const rules = redirectsFile()
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.startsWith("#"))
    .map((line) => line.trim().split(/\s+/));

  it("writes only rules of three fields: a path, a target and a status", () => {
    for (const rule of rules) {
      expect(rule, rule.join(" ")).toHaveLength(3);
      expect(rule[0]).toMatch(/^\//);
      expect(rule[1]).toMatch(/^\//);
    }
  });

  it("gives Netlify rules it applies: 404s, forced where a file of that name exists", () => {
    const netlify = rules.filter(([, , status]) => status!.startsWith("404"));
    expect(netlify).toContainEqual(["/play/*", "/play/404.html", "404"]);
    expect(netlify).toContainEqual(["/de/play/*", "/de/play/404.html", "404"]);
    expect(netlify).toContainEqual(["/de/*", "/de/404.html", "404"]);
    // A language's unknown tickers before its other unknown paths: Netlify takes the first rule that matches.
    const order = netlify.map(([from]) => from);
    expect(order.indexOf("/de/play/*")).toBeLessThan(order.indexOf("/de/*"));
    for (const from of ["/404", "/404.html", "/__spa-fallback", "/__spa-fallback.html"]) {
      expect(netlify).toContainEqual([from, "/404.html", "404!"]);
    }
    expect(netlify).toContainEqual(["/play/404", "/play/404.html", "404!"]);
    expect(netlify).toContainEqual(["/ja/404", "/ja/404.html", "404!"]);
    // Netlify reads a splat only as the last segment.
    for (const [from] of netlify) expect(from).toMatch(/^\/[^*]*(\/\*)?$/);
  });

  it("gives Cloudflare Pages rules it applies: 200 rewrites to a missing file, never a redirect", () => {
    const cloudflare = rules.filter(([, , status]) => status === "200");
    expect(cloudflare).toContainEqual(["/404", "/__not-found", "200"]);
    expect(cloudflare).toContainEqual(["/__spa-fallback", "/__not-found", "200"]);
    // Under /play the nearest not-found page is the unknown ticker's (play/404.html).
    expect(cloudflare).toContainEqual(["/play/404", "/play/__not-found", "200"]);
    expect(cloudflare).toContainEqual(["/de/play/404", "/de/play/__not-found", "200"]);
    expect(cloudflare).toContainEqual(["/*.br", "/__not-found", "200"]);
    expect(rules.every(([, , status]) => ["200", "404", "404!"].includes(status!))).toBe(true);
  });
});
