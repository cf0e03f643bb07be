// The site server over a fixture build: which file answers each path, with which status, and HSTS.
// How the files go out (ETags, encodings, ranges): send-file.test.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { REVALIDATE } from "./cache-policy.ts";
import { HASHED_SCRIPT, PAGES } from "../testing/server/fixture-build.ts";
import { rawGet } from "../testing/server/raw-http.ts";
import {
  expectSecurityHeaders,
  listen,
  serveFixture,
  text,
  type ServedFixture,
} from "../testing/server/site-fixture.ts";

let site: ServedFixture;
beforeAll(async () => {
  site = await serveFixture();
});
afterAll(() => site?.close());

const get = (target: string, headers: Record<string, string> = {}) => site.get(target, headers);

describe("pages", () => {
  it("serves each route's prerendered page, with or without a trailing slash", async () => {
    for (const path of PAGES) {
      for (const target of path === "/" ? ["/"] : [path, `${path}/`]) {
        const response = await get(target);
        expect(response.status, target).toBe(200);
        expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
        expect(response.headers["cache-control"]).toBe(REVALIDATE);
        expect(text(response)).toContain(`<h1>Page ${path}</h1>`);
        expectSecurityHeaders(response);
      }
    }
  });

  it("sends a page asked for by its file name to its own address (308), keeping the query", async () => {
    for (const [target, location] of [
      ["/index.html", "/"],
      ["/pricing.html", "/pricing"],
      ["/play/tsla.html?utm_source=x", "/play/tsla?utm_source=x"],
    ]) {
      const response = await get(target!);
      expect(response.status, target).toBe(308);
      expect(response.headers.location, target).toBe(location);
      expectSecurityHeaders(response);
    }
    expect((await get("/nope.html")).status).toBe(404);
  });

  it("answers a doubled slash with the not-found page of the path's language, never a redirect", async () => {
    for (const [target, heading] of [
      ["//pricing", "Not found"],
      ["/pricing//", "Not found"],
      ["//evil.example/", "Not found"],
      ["/de//pricing", "Nicht gefunden"],
    ]) {
      const response = await get(target!);
      expect(response.status, target).toBe(404);
      expect(response.headers.location, target).toBeUndefined();
      expect(text(response), target).toContain(`<h1>${heading}</h1>`);
    }
  });

  it("answers an address in another case with the not-found page: '/DE' names no language", async () => {
    for (const target of ["/Pricing", "/DE", "/DE/pricing"]) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(text(response), target).toContain("<h1>Not found</h1>");
    }
    expect(text(await get("/de/PRICING"))).toContain("<h1>Nicht gefunden</h1>");
  });

  it("allows every inline script of the build by its hash", async () => {
    const policy = (await get("/")).headers["content-security-policy"]!;
    const hashes = policy.match(/'sha256-[^']+'/g);
    // The fixture's head script and the module loader, each the same on every page: React Router's
    // context, data and stream scripts are gone (scripts/postbuild/route-data-files.ts).
    expect(hashes).toHaveLength(2);
  });

  it("answers unknown paths with the designed not-found page and 404", async () => {
    for (const target of ["/does-not-exist", "/pricing/extra", "/play/tsla/extra", "/play/", "/assets/nope.js"]) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(text(response)).toContain("<h1>Not found</h1>");
      expect(response.headers["cache-control"]).toBe(REVALIDATE);
      expectSecurityHeaders(response);
    }
  });

  it("answers an unknown ticker with its language's empty paywall and 404", async () => {
    for (const target of ["/play/unknown", "/play/unknown/", "/play/404"]) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(text(response)).toContain("<h1>Unknown ticker</h1>");
    }
    expect(text(await get("/de/play/unknown"))).toContain("<h1>Unbekannter Ticker</h1>");
  });

  it("answers an unknown path with its language's not-found page, English's where there is none", async () => {
    for (const [target, heading] of [
      ["/de/nope", "Nicht gefunden"],
      ["/de/pricing/extra", "Nicht gefunden"],
      ["/fr/nope", "Not found"],
      ["/nope", "Not found"],
    ]) {
      const response = await get(target!);
      expect(response.status, target).toBe(404);
      expect(text(response), target).toContain(`<h1>${heading}</h1>`);
    }
  });

  it("does not serve the build's own helper files as pages", async () => {
    const helpers = [
      "/404",
      "/404/",
      "/404.html",
      "/404/index.html",
      "/__spa-fallback.html",
      "/_headers",
      "/_redirects",
    ];
    for (const target of [...helpers, "/index.html.br", `${HASHED_SCRIPT}.gz`]) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
      expect(text(response)).toContain("<h1>Not found</h1>");
    }
    for (const target of ["/play/404.html", "/de/404", "/de/404.html", "/de/play/404.html"]) {
      expect((await get(target)).status, target).toBe(404);
    }
  });
});

describe("logs", () => {
  it("never write down a login callback's code, state or iss", async () => {
    const written: unknown[][] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void written.push(args)),
    );
    try {
      for (const target of ["/pricing?code=c0de-secret&state=st4te-secret&iss=iss-secret", "/nope?code=c0de-secret"]) {
        await get(target, { Referer: `https://snapsong.example${target}` });
      }
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    expect(JSON.stringify(written)).not.toMatch(/secret/);
  });
});

describe("HSTS", () => {
  it("is not sent over plain http", async () => {
    expect((await get("/")).headers["strict-transport-security"]).toBeUndefined();
    expect((await get("/", { "X-Forwarded-Proto": "https" })).headers["strict-transport-security"]).toBeUndefined();
  });

  it("is sent when a trusted proxy says the request came over https", async () => {
    const proxied = await listen(site.build, { trustProxy: true });
    try {
      const viaHttps = await rawGet(proxied.port, "/", { "X-Forwarded-Proto": "https" });
      expect(viaHttps.headers["strict-transport-security"]).toBe("max-age=31536000");
      const notFound = await rawGet(proxied.port, "/nope", { "X-Forwarded-Proto": "https, http" });
      expect(notFound.headers["strict-transport-security"]).toBe("max-age=31536000");
      const viaHttp = await rawGet(proxied.port, "/", { "X-Forwarded-Proto": "http" });
      expect(viaHttp.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await proxied.server.shutdown();
    }
  });
});

describe("the API's sources", () => {
  it("are the peer's address, unless a trusted proxy names the client's (X-Real-IP)", async () => {
    const sources: (string | undefined)[] = [];
    const api = async (_request: Request, source?: string) => {
      sources.push(source);
      return new Response(null, { status: 204 });
    };
    const direct = await listen(site.build, { api });
    const proxied = await listen(site.build, { api, trustProxy: true });
    try {
      // A client's own forwarding headers, straight to the server: not believed.
      await rawGet(direct.port, "/api/exposures", { "X-Real-IP": "203.0.113.7", "X-Forwarded-For": "203.0.113.8" });
      await rawGet(proxied.port, "/api/exposures", { "X-Real-IP": "203.0.113.7" });
    } finally {
      await Promise.all([direct.server.shutdown(), proxied.server.shutdown()]);
    }
    expect(sources).toEqual(["127.0.0.1", "203.0.113.7"]);
  });
});
