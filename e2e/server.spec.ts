// The production server as a client meets it: headers on every response, statuses, caching,
// compression, ranges and hostile input. Raw sockets where fetch would normalise the request.
import type { APIResponse } from "@playwright/test";
import { rawGet, rawRequest, type RawResponse } from "../server/testing/raw-http";
import { expect, test, waitForHydration } from "./fixtures";
import { IDENTITY_ORIGIN } from "./identity";

// The browser reports 404 documents as console errors.
test.use({ allowedConsoleErrors: [/404/] });

const TICKERS = ["gme", "anf", "tsla", "msft", "panw", "crwd", "cl", "mom", "doge"];
const ROUTES = ["/", "/home", "/pricing", ...TICKERS.map((id) => `/play/${id}`), "/success", "/failure", "/glow"];
const SONG_SAMPLE = "/assets/audio/song-sample.mp3";

type Headers = Record<string, string | undefined>;

function expectSecurityHeaders(headers: Headers, what: string) {
  const policy = headers["content-security-policy"];
  expect(policy, `${what}: CSP`).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  expect(policy, `${what}: CSP`).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(policy, `${what}: CSP`).toContain(`connect-src 'self' ${IDENTITY_ORIGIN}`);
  expect(policy, `${what}: CSP`).toContain(`frame-src ${IDENTITY_ORIGIN}`);
  expect(policy, `${what}: CSP`).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toMatch(/camera=\(\).*microphone=\(\)/);
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin-allow-popups");
  // Served over plain http here.
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

/** The first hashed script the landing page loads. */
async function hashedAsset(request: { get(url: string): Promise<APIResponse> }): Promise<string> {
  const html = await (await request.get("/")).text();
  return /\/assets\/[\w.-]+-[\w-]{8}\.js/.exec(html)![0];
}

const portOf = (baseURL: string | undefined) => Number(new URL(baseURL!).port);

test.describe("every response carries the security headers", () => {
  test("each route's page, with and without a trailing slash", async ({ request }) => {
    for (const route of ROUTES) {
      for (const path of route === "/" ? [route] : [route, `${route}/`]) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-type"], path).toMatch(/^text\/html; ?charset=utf-8$/i);
        expect(response.headers()["cache-control"], path).toBe("no-cache");
        expectSecurityHeaders(response.headers(), path);
      }
    }
  });

  test("assets, media, not-found pages and refusals", async ({ request, baseURL }) => {
    const responses: [string, Headers][] = [
      ["a hashed asset", (await request.get(await hashedAsset(request))).headers()],
      ["the song sample", (await request.get(SONG_SAMPLE)).headers()],
      ["a 404", (await request.get("/does-not-exist")).headers()],
      ["a 405", (await request.post("/")).headers()],
      ["a 400", (await rawGet(portOf(baseURL), "/../package.json")).headers],
      ["a 431", (await rawGet(portOf(baseURL), `/${"a".repeat(20 * 1024)}`)).headers],
    ];
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
    const response = await request.get("/play/unknown");
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('"isSpaMode":true');
  });

  test("the build's helper files are no pages", async ({ request }) => {
    for (const path of ["/__spa-fallback.html", "/404.html", "/_headers", "/_redirects", "/index.html.br"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test.describe("caching", () => {
  test("a page revalidates with its ETag and gets 304", async ({ request }) => {
    const first = await request.get("/pricing");
    const etag = first.headers()["etag"];
    expect(etag).toBeTruthy();
    const again = await request.get("/pricing", { headers: { "If-None-Match": etag!, "Accept-Encoding": "br" } });
    expect(again.status()).toBe(304);
    expect(again.headers()["cache-control"]).toBe("no-cache");
    expectSecurityHeaders(again.headers(), "a 304");
  });

  test("hashed assets are immutable for a year; media is kept for a day", async ({ request }) => {
    const asset = await request.get(await hashedAsset(request));
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await request.get(SONG_SAMPLE)).headers()["cache-control"]).toBe("public, max-age=86400");
  });
});

test("pages and assets come brotli-compressed to browsers that accept br", async ({ request }) => {
  for (const path of ["/", "/pricing", await hashedAsset(request)]) {
    const response = await request.get(path, { headers: { "Accept-Encoding": "br" } });
    expect(response.headers()["content-encoding"], path).toBe("br");
    expect(response.headers()["vary"], path).toBe("Accept-Encoding");
  }
  const gzip = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toContain("</html>");
});

test("the song sample answers byte ranges with 206", async ({ request }) => {
  const whole = await request.get(SONG_SAMPLE);
  const size = (await whole.body()).length;
  expect(whole.headers()["accept-ranges"]).toBe("bytes");

  const part = await request.get(SONG_SAMPLE, { headers: { Range: "bytes=1000-1999" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toBe(`bytes 1000-1999/${size}`);
  expect((await part.body()).equals((await whole.body()).subarray(1000, 2000))).toBe(true);
});

test.describe("hostile input gets a 4xx, leaks nothing, and the server keeps serving", () => {
  let port: number;
  test.beforeEach(({ baseURL }) => {
    port = portOf(baseURL);
  });

  async function expectStillServing() {
    const response = await rawGet(port, "/");
    expect(response.status).toBe(200);
  }

  function expectNothingLeaked(response: RawResponse) {
    const body = response.body.toString("latin1");
    expect(body).not.toContain('"devDependencies"'); // package.json
    expect(body).not.toContain('"clientId"'); // build/site-config.json
    expect(body).not.toMatch(/\n\s+at .+:\d+:\d+/); // a stack trace
  }

  test("path traversal in any encoding", async () => {
    const attempts = [
      "/../package.json",
      "/../../package.json",
      "/assets/../../package.json",
      "/%2e%2e/package.json",
      "/%2e%2e%2f%2e%2e%2fpackage.json",
      "/%252e%252e%252fpackage.json",
      "/..%5c..%5cpackage.json",
      "/..\\..\\package.json",
      "/../site-config.json",
      "/index.html%00.js",
    ];
    for (const target of attempts) {
      const response = await rawGet(port, target);
      expect(response.status, target).toBe(400);
      expectNothingLeaked(response);
    }
    await expectStillServing();
  });

  test("a raw NUL byte and garbage instead of HTTP", async () => {
    const nul = await rawRequest(port, "GET /\u0000 HTTP/1.1\r\nHost: localhost\r\nConnection: close");
    expect(nul.status).toBe(400);
    const garbage = await rawRequest(port, "\u0016\u0003\u0001 hello");
    expect(garbage.status).toBe(400);
    await expectStillServing();
  });

  test("malformed percent-encoding", async () => {
    const response = await rawGet(port, "/%E0%A4%A");
    expect(response.status).toBe(404);
    expectNothingLeaked(response);
    await expectStillServing();
  });

  test("over-long URLs and huge headers", async () => {
    expect((await rawGet(port, `/${"a".repeat(10 * 1024)}`)).status).toBe(414);
    expect((await rawGet(port, `/${"a".repeat(20 * 1024)}`)).status).toBe(431);
    expect((await rawGet(port, "/", { "X-Filler": "x".repeat(64 * 1024) })).status).toBe(431);
    const many = Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`X-H${i}`, "x"]));
    expect((await rawGet(port, "/", many)).status).toBe(431);
    await expectStillServing();
  });

  test("methods other than GET and HEAD", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await rawGet(port, "/pricing", { "Content-Length": "0" }, method);
      expect(response.status, method).toBe(405);
      expect(response.headers["allow"]).toBe("GET, HEAD");
    }
    await expectStillServing();
  });
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
    ...ROUTES.filter((route) => !["/success", "/failure"].includes(route)),
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
