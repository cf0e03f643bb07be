import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startComparisonServer } from "./comparison-server";

const fixtures = join(import.meta.dirname, "fixtures");
let served: Awaited<ReturnType<typeof startComparisonServer>>;

beforeAll(async () => {
  served = await startComparisonServer({ "Content-Security-Policy": "default-src 'self'", "X-Frame-Options": "DENY" });
});
afterAll(() => served.server.close());

describe("the comparison pages' server", () => {
  it("serves the one-line page and the template's pages with the site's headers but its policy", async () => {
    const line = await fetch(`${served.origin}/one-line.html`);
    expect(line.status).toBe(200);
    expect(await line.text()).toContain("A page with one line on it.");
    expect(line.headers.get("x-frame-options")).toBe("DENY");
    expect(line.headers.get("content-security-policy")).toBeNull();
    const pricing = await fetch(`${served.origin}/pricing/`);
    expect(await pricing.text()).toBe(readFileSync(join(fixtures, "astrowind", "pricing", "index.html"), "utf8"));
  });

  it("compresses text with brotli for a browser that takes it, as the site's server does", async () => {
    const { request } = await import("node:http");
    const body = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
      request(`${served.origin}/`, { headers: { "Accept-Encoding": "gzip, br" } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ encoding: response.headers["content-encoding"], bytes: Buffer.concat(chunks) }),
        );
      })
        .on("error", reject)
        .end();
    });
    expect(body.encoding).toBe("br");
    expect(brotliDecompressSync(body.bytes).toString()).toBe(
      readFileSync(join(fixtures, "astrowind", "index.html"), "utf8"),
    );
  });

  it("answers 404 for anything outside the fixture, a path climbing out of it included", async () => {
    for (const path of ["/no-such-page/", "/%2e%2e/pages.ts", "/_astro/missing.js"]) {
      expect((await fetch(`${served.origin}${path}`)).status, path).toBe(404);
    }
  });
});
