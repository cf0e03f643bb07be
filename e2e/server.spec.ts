// Each deploy target as a client meets it (the Node server, nginx with the generated config,
// Cloudflare Pages in wrangler): the security headers on every response, the build's own
// Content-Security-Policy among them (the pages it lets run: content-security-policy.spec.ts). Not found: server-not-found.spec.ts; caching, compression and ranges: server-transfer.spec.ts;
// hostile input: server-hostile-input.spec.ts. Where a host differs, server-targets.ts says how.
import { parseSiteConfig } from "../app/config/schema";
import { rawGet } from "../testing/server/raw-http";
import { expect, test } from "./fixtures";
import { eachConcurrently, hashedAsset, portOf, REVALIDATES, ROUTES, SONG_SAMPLE } from "./server-checks";
import { expectTargetHeaders, targetOf, type Headers, type TargetTraits } from "./server-targets";

// The browser reports 404 documents as console errors.
test.use({ allowedConsoleErrors: [/404/] });

const SITE_ORIGIN = new URL(parseSiteConfig(process.env).siteUrl).origin;

let traits: TargetTraits;
test.beforeEach(() => {
  traits = targetOf(test.info()).traits;
});
const expectSecurityHeaders = (headers: Headers, what: string) => expectTargetHeaders(traits, headers, what);

test.describe("every response carries the security headers", () => {
  test("each route's page answers directly; its trailing-slash twin serves it or redirects to it", async ({
    request,
  }) => {
    await eachConcurrently(ROUTES, async (path) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toMatch(/^text\/html; ?charset=utf-8$/i);
      expect(response.headers()["cache-control"], path).toMatch(REVALIDATES);
      expectSecurityHeaders(response.headers(), path);
      if (path === "/") return;
      const twin = await request.get(`${path}/`, { maxRedirects: 0 });
      expectSecurityHeaders(twin.headers(), `${path}/`);
      if (traits.trailingSlash === "serves") expect(twin.status(), `${path}/`).toBe(200);
      else expect([twin.status(), new URL(twin.headers()["location"]!, "http://x").pathname]).toEqual([308, path]);
    });
  });

  test("every URL the pages link to, the sitemap lists or a page names as canonical answers 200", async ({
    request,
  }) => {
    test.slow(); // every page of six languages, and every address they name
    const urls = new Set(["/pricing?code=abc&state=xyz"]); // the login callback
    await eachConcurrently([...ROUTES, "/sitemap.xml"], async (path) => {
      const text = await (await request.get(path)).text();
      for (const [, href] of text.matchAll(/<(?:a|link)\s[^>]*?href="([^"#]+)"/g)) urls.add(href!);
      for (const [, loc] of text.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.add(loc!);
    });
    const local = [...urls]
      .map((url) => new URL(url, SITE_ORIGIN))
      .filter((url) => url.origin === SITE_ORIGIN && !url.pathname.startsWith("/assets/"));
    expect(local.length).toBeGreaterThan(ROUTES.length);
    await eachConcurrently(local, async (url) => {
      const response = await request.get(url.pathname + url.search, { maxRedirects: 0 });
      expect(response.status(), url.href).toBe(200);
    });
  });

  // React Router fetches a prerendered page's loader data on a client-side navigation to it.
  // It changes with every deploy at the same URL, as the page does: always revalidated.
  test("the landing page's prerendered data answers for a client-side navigation", async ({ request }) => {
    for (const path of ["/_root.data", "/home.data"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(await response.text(), path).toContain("August 14, 2026");
      expect(response.headers()["cache-control"], path).toMatch(REVALIDATES);
      expectSecurityHeaders(response.headers(), path);
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
