// How the site server sends a file of the build: cache lifetimes, 304 for a matching ETag, the
// encoding the client accepts, and byte ranges of the song sample.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CACHE_A_DAY, CACHE_FOREVER } from "./cache-policy.ts";
import { AUDIO, HASHED_SCRIPT, HASHED_STYLE } from "../testing/server/fixture-build.ts";
import {
  expectSameBytes,
  expectSecurityHeaders,
  serveFixture,
  type ServedFixture,
} from "../testing/server/site-fixture.ts";

let site: ServedFixture;
beforeAll(async () => {
  site = await serveFixture();
});
afterAll(() => site?.close());

const get = (target: string, headers: Record<string, string> = {}) => site.get(target, headers);

describe("caching", () => {
  it("keeps hashed assets forever and media for a day", async () => {
    expect((await get(HASHED_SCRIPT)).headers["cache-control"]).toBe(CACHE_FOREVER);
    expect((await get(HASHED_STYLE)).headers["cache-control"]).toBe(CACHE_FOREVER);
    expect((await get(AUDIO)).headers["cache-control"]).toBe(CACHE_A_DAY);
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe(CACHE_A_DAY);
  });

  it("answers a matching If-None-Match with 304 and the same headers, no body", async () => {
    for (const target of ["/pricing", HASHED_SCRIPT]) {
      const first = await get(target, { "Accept-Encoding": "br" });
      const etag = first.headers["etag"]!;
      expect(etag).toMatch(/^W\/"/);
      const again = await get(target, { "Accept-Encoding": "br", "If-None-Match": etag });
      expect(again.status, target).toBe(304);
      expect(again.body).toHaveLength(0);
      expect(again.headers["cache-control"]).toBe(first.headers["cache-control"]);
      expectSecurityHeaders(again);
    }
  });

  it("sends the full page for a stale ETag", async () => {
    expect((await get("/pricing", { "If-None-Match": 'W/"1-1"' })).status).toBe(200);
  });
});

describe("compression", () => {
  it("sends the brotli copy to clients that accept br, and gzip to those that accept only gzip", async () => {
    const original = site.build.files[HASHED_SCRIPT]!;
    const br = await get(HASHED_SCRIPT, { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(br.headers["vary"]).toBe("Accept-Encoding");
    expectSameBytes(brotliDecompressSync(br.body), original);

    const gzip = await get(HASHED_SCRIPT, { "Accept-Encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expectSameBytes(gunzipSync(gzip.body), original);

    const plain = await get(HASHED_SCRIPT);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expectSameBytes(plain.body, original);
  });

  it("compresses pages too", async () => {
    const response = await get("/pricing/", { "Accept-Encoding": "br" });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.body).toString()).toContain("<h1>Page /pricing</h1>");
  });
});

describe("ranges", () => {
  const audio = () => site.build.files[AUDIO]!;

  it("answers a byte range of the song sample with 206", async () => {
    const response = await get(AUDIO, { Range: "bytes=100-199" });
    expect(response.status).toBe(206);
    expect(response.headers["content-range"]).toBe(`bytes 100-199/${audio().length}`);
    expectSameBytes(response.body, audio().subarray(100, 200));
  });

  it("answers an open-ended range to the end of the file", async () => {
    const response = await get(AUDIO, { Range: `bytes=${audio().length - 10}-` });
    expect(response.status).toBe(206);
    expectSameBytes(response.body, audio().subarray(audio().length - 10));
  });

  it("answers a range past the end with 416", async () => {
    const response = await get(AUDIO, { Range: `bytes=${audio().length}-` });
    expect(response.status).toBe(416);
    expect(response.headers["content-range"]).toBe(`bytes */${audio().length}`);
    expectSecurityHeaders(response);
  });

  it("ignores ranges it cannot honour and sends the whole file", async () => {
    for (const range of ["bytes=200-100", "bytes=0-1,5-6", "bytes=-500", "items=0-1", "bytes=1e3-"]) {
      const response = await get(AUDIO, { Range: range });
      expect(response.status, range).toBe(200);
      expectSameBytes(response.body, audio());
    }
    // Still up after the ignored ranges.
    expect((await get("/")).status).toBe(200);
  });
});
