// Each deploy target as a client meets it (the Node server, nginx with the generated config,
// Cloudflare Pages in wrangler): headers on every response, statuses, caching, compression,
// ranges (hostile input: server-hostile-input.spec.ts). Where a host differs, server-targets.ts
// says how.
import type { APIResponse } from "@playwright/test";
import { rawGet } from "../server/testing/raw-http";
import { parseSiteConfig } from "../app/config/schema";
import { hashedAssetsIn } from "../server/cache-policy";
import { isPageRoute } from "../server/build-output";
import { paths, prerenderPaths } from "../app/paths";
import { expect, test, waitForHydration } from "./fixtures";
import { expectTargetHeaders, targetOf, type Headers, type TargetTraits } from "./server-targets";

// The browser reports 404 documents as console errors.
test.use({ allowedConsoleErrors: [/404/] });

/** Every prerendered page the site links to (robots.txt, the sitemap and /404 have checks of their own). */
const ROUTES = prerenderPaths.filter((path) => isPageRoute(path) && path !== paths.notFound);
const SONG_SAMPLE = "/assets/audio/song-sample.mp3";
/** HTML is revalidated on every use: `no-cache`, or Cloudflare's equivalent default. */
const SITE_ORIGIN = new URL(parseSiteConfig(process.env).siteUrl).origin;
const REVALIDATES = /^no-cache$|^public, max-age=0, must-revalidate$/;

let traits: TargetTraits;
test.beforeEach(() => {
  traits = targetOf(test.info()).traits;
});
const expectSecurityHeaders = (headers: Headers, what: string) => expectTargetHeaders(traits, headers, what);

/** The first hashed script the landing page loads. */
async function hashedAsset(request: { get(url: string): Promise<APIResponse> }): Promise<string> {
  const html = await (await request.get("/")).text();
  return hashedAssetsIn(html).find((path) => path.endsWith(".js"))!;
}

const portOf = (baseURL: string | undefined) => Number(new URL(baseURL!).port);

test.describe("every response carries the security headers", () => {
  test("each route's page answers directly; its trailing-slash twin serves it or redirects to it", async ({
    request,
  }) => {
    for (const path of ROUTES) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html; ?charset=utf-8$/i);
      expect(response.headers()["cache-control"], path).toMatch(REVALIDATES);
      expectSecurityHeaders(response.headers(), path);
      if (path === "/") continue;
      const twin = await request.get(`${path}/`, { maxRedirects: 0 });
      expectSecurityHeaders(twin.headers(), `${path}/`);
      if (traits.trailingSlash === "serves") expect(twin.status(), `${path}/`).toBe(200);
      else expect([twin.status(), new URL(twin.headers()["location"]!, "http://x").pathname]).toEqual([308, path]);
    }
  });

  test("every URL the pages link to, the sitemap lists or a page names as canonical answers 200", async ({
    request,
  }) => {
    const urls = new Set(["/pricing?code=abc&state=xyz"]); // the login callback
    for (const path of [...ROUTES, "/sitemap.xml"]) {
      const text = await (await request.get(path)).text();
      for (const [, href] of text.matchAll(/<(?:a|link)\s[^>]*?href="([^"#]+)"/g)) urls.add(href!);
      for (const [, loc] of text.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.add(loc!);
    }
    const local = [...urls]
      .map((url) => new URL(url, SITE_ORIGIN))
      .filter((url) => url.origin === SITE_ORIGIN && !url.pathname.startsWith("/assets/"));
    expect(local.length).toBeGreaterThan(ROUTES.length);
    for (const url of local) {
      const response = await request.get(url.pathname + url.search, { maxRedirects: 0 });
      expect(response.status(), url.href).toBe(200);
    }
  });

  test("assets, media, not-found pages and refusals", async ({ request, baseURL }) => {
    const responses: [string, Headers][] = [
      ["a hashed asset", (await request.get(await hashedAsset(request))).headers()],
      ["the song sample", (await request.get(SONG_SAMPLE)).headers()],
      ["a 404", (await request.get("/does-not-exist")).headers()],
      ["a 405", (await request.post("/")).headers()],
      ["a 4xx for a path out of the site", (await rawGet(portOf(baseURL), "/../package.json")).headers],
    ];
    const huge = await rawGet(portOf(baseURL), `/${"a".repeat(20 * 1024)}`);
    expect(huge.status).toBeGreaterThanOrEqual(400);
    if (traits.headersOnMalformedRequests) responses.push(["a 4xx for a huge URL", huge.headers]);
    for (const [what, headers] of responses) expectSecurityHeaders(headers, what);
  });
});

test.describe("not found", () => {
  test("an unknown path answers 404 with the designed page", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Page not found");
  });

  test("an unknown ticker answers 404 with the SPA shell, which renders it in the browser", async ({ request }) => {
    for (const path of ["/play/unknown", "/play/404"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('"isSpaMode":true');
      expect(html, path).toMatch(/<title>[^<]+<\/title>/);
    }
  });

  test("the build's helper files are no pages", async ({ request }) => {
    for (const path of ["/404", "/404.html", "/__spa-fallback", "/__spa-fallback.html", "/index.html.br"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain("Page not found");
    }
    // wrangler's local asset server answers these two with 502 (the edge never uploads them).
    for (const path of ["/_headers", "/_redirects"]) {
      const response = await request.get(path);
      expect(response.status(), path).toBeGreaterThanOrEqual(400);
      expect(await response.text(), path).not.toContain("Content-Security-Policy");
    }
  });
});

test.describe("caching", () => {
  test("a page revalidates with its ETag and gets 304", async ({ request }) => {
    const first = await request.get("/pricing", { headers: { "Accept-Encoding": "gzip, br" } });
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    // Browsers revalidate with the Accept-Encoding they first sent; some hosts tag each encoding.
    const encoding = traits.sharedEtag ? "br" : "gzip, br";
    const again = await request.get("/pricing", { headers: { "If-None-Match": etag!, "Accept-Encoding": encoding } });
    expect(again.status()).toBe(304);
    if (traits.cacheControlOn304) expect(again.headers()["cache-control"]).toMatch(REVALIDATES);
    expectSecurityHeaders(again.headers(), "a 304");
  });

  test("hashed assets are immutable for a year; media is kept for a day", async ({ request }) => {
    const asset = await request.get(await hashedAsset(request));
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get(SONG_SAMPLE)).headers()["cache-control"]).toBe("public, max-age=86400");
  });
});

test("pages and assets come compressed, brotli where the host has it", async ({ request }) => {
  for (const path of ["/", "/pricing", await hashedAsset(request)]) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "gzip, br" } });
    expect(traits.encodings, path).toContain(response.headers()["content-encoding"]);
    if (traits.varies) expect(response.headers()["vary"], path).toMatch(/accept-encoding/i);
  }
  const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toContain("</html>");
});

test("the song sample answers byte ranges with 206", async ({ request }) => {
  const whole = await request.get(SONG_SAMPLE);
  const size = (await whole.body()).length;
  const part = await request.get(SONG_SAMPLE, { headers: { Range: "bytes=1000-1999" } });
  if (!traits.ranges) {
    // Allowed by HTTP: the whole file, and the audio element still plays it.
    expect([part.status(), (await part.body()).length]).toEqual([200, size]);
    return;
  }
  expect(whole.headers()["accept-ranges"]).toBe("bytes");
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe(`bytes 1000-1999/${size}`);
  expect((await part.body()).equals((await whole.body()).subarray(1000, 2000))).toBe(true);
});

test("no page breaks the Content-Security-Policy", async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  for (const path of [
    // These three hand the visitor on at once (to /glow, or to the identity provider).
    ...ROUTES.filter((route) => !["/success", "/failure", "/signup"].includes(route)),
    "/play/unknown",
    "/nope",
  ]) {
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.headers()["content-security-policy"], path).toBeTruthy();
    await waitForHydration(page);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
      [],
    );
  }
});
