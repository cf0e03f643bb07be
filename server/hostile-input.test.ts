// Hostile input gets a plain 4xx with the usual headers, leaks nothing, and the server keeps serving.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawGet, rawRequest, type RawResponse } from "../testing/server/raw-http.ts";
import { expectSecurityHeaders, serveFixture, text, type ServedFixture } from "../testing/server/site-fixture.ts";

let site: ServedFixture;
beforeAll(async () => {
  site = await serveFixture();
});
afterAll(() => site?.close());

const get = (target: string, headers: Record<string, string> = {}) => site.get(target, headers);

async function expectStillServing() {
  const response = await get("/");
  expect(response.status).toBe(200);
  expect(text(response)).toContain("<h1>Page /</h1>");
}

function expectNoLeak(response: RawResponse) {
  const body = text(response);
  expect(body).not.toContain(site.build.secret);
  expect(body).not.toContain('"auth":'); // build/site-config.json
  expect(body).not.toMatch(/\n\s+at .+:\d+:\d+/); // a stack trace
}

describe("hostile input", () => {
  it("refuses path traversal in every encoding with 400, leaking nothing", async () => {
    const attempts = [
      "/../secret.txt",
      "/../site-config.json",
      "/assets/../../secret.txt",
      "/%2e%2e/secret.txt",
      "/%2e%2e%2fsecret.txt",
      "/%252e%252e%252fsecret.txt",
      "/..%5csecret.txt",
      "/..\\secret.txt",
      "/assets\\..\\..\\secret.txt",
      "/index.html%00.js",
    ];
    for (const target of attempts) {
      const response = await get(target);
      expect(response.status, target).toBe(400);
      expectNoLeak(response);
      expectSecurityHeaders(response);
    }
    await expectStillServing();
  });

  it("refuses a raw NUL byte in the path", async () => {
    const response = await rawRequest(
      site.port,
      "GET /index.html\u0000 HTTP/1.1\r\nHost: localhost\r\nConnection: close",
    );
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    await expectStillServing();
  });

  it("answers malformed percent-encoding with the not-found page", async () => {
    const response = await get("/%E0%A4%A");
    expect(response.status).toBe(404);
    expectNoLeak(response);
    expectSecurityHeaders(response);
  });

  it("refuses other methods with 405 and says which are allowed", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const response = await rawGet(site.port, "/", { "Content-Length": "0" }, method);
      expect(response.status, method).toBe(405);
      expect(response.headers["allow"]).toBe("GET, HEAD");
      expectSecurityHeaders(response);
    }
    await expectStillServing();
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await rawGet(site.port, "/pricing", {}, "HEAD");
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(0);
    expectSecurityHeaders(response);
  });

  it("refuses long URLs with 414 and URLs beyond Node's header limit with 431", async () => {
    const long = await get(`/${"a".repeat(10 * 1024)}`);
    expect(long.status).toBe(414);
    expectSecurityHeaders(long);

    const huge = await get(`/${"a".repeat(20 * 1024)}`);
    expect(huge.status).toBe(431);
    expectSecurityHeaders(huge);
    await expectStillServing();
  });

  it("refuses huge headers with 431, one big header or many small ones", async () => {
    const big = await get("/", { "X-Filler": "x".repeat(32 * 1024) });
    const many = await get("/", Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`X-H${i}`, "x"])));
    for (const response of [big, many]) {
      expect(response.status).toBe(431);
      expectSecurityHeaders(response);
      expectNoLeak(response);
    }
    await expectStillServing();
  });

  it("refuses garbage that is not HTTP with 400", async () => {
    const response = await rawRequest(site.port, "HELLO\u0001 WORLD");
    expect(response.status).toBe(400);
    expectSecurityHeaders(response);
    await expectStillServing();
  });

  it("refuses absolute-form targets, and finds no page at protocol-relative ones", async () => {
    expect((await get("http://evil.example/")).status).toBe(400);
    expect((await get("//evil.example/")).status).toBe(404);
  });
});
