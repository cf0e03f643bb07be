import { describe, expect, it } from "vitest";
import { isSimpleRange, MAX_HEADER_BYTES, MAX_URL_LENGTH, screenRequest as screen } from "./request-screen.ts";

const screenRequest = (method: string, url: string, rawHeaders: string[] = []) => screen({ method, url, rawHeaders });

const refused = (method: string, url: string, rawHeaders: string[] = []) => {
  const screening = screenRequest(method, url, rawHeaders);
  return screening.verdict === "refuse" ? screening.status : screening.verdict;
};

describe("screenRequest", () => {
  it("passes GET and HEAD of ordinary paths, decoded", () => {
    expect(screenRequest("GET", "/pricing?utm_source=x%20y")).toEqual({ verdict: "serve", pathname: "/pricing" });
    expect(screenRequest("HEAD", "/play/tsla/")).toEqual({ verdict: "serve", pathname: "/play/tsla/" });
    expect(screenRequest("GET", "/caf%C3%A9")).toEqual({ verdict: "serve", pathname: "/café" });
  });

  it("refuses other methods with 405", () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT"]) {
      expect(refused(method, "/")).toBe(405);
    }
  });

  it("hands the API's requests, with any method, to the API, still bounding their URL and headers", () => {
    const api = (method: string, url: string, rawHeaders: string[] = []) =>
      screen({ method, url, rawHeaders }, "/api/");
    expect(api("POST", "/api/stripe-webhook")).toEqual({ verdict: "api" });
    expect(api("GET", "/api/checkout-sessions/cs_1")).toEqual({ verdict: "api" });
    expect(api("POST", `/api/${"x".repeat(MAX_URL_LENGTH)}`)).toMatchObject({ status: 414 });
    expect(api("POST", "/api/stripe-webhook", ["X-Big", "x".repeat(MAX_HEADER_BYTES)])).toMatchObject({ status: 431 });
    expect(api("POST", "/pricing")).toMatchObject({ status: 405 });
    // A server that does not run the API treats its paths as any other.
    expect(refused("POST", "/api/stripe-webhook")).toBe(405);
  });

  it("refuses path traversal in every encoding with 400", () => {
    const attempts = [
      "/../package.json",
      "/assets/../../package.json",
      "/%2e%2e/package.json",
      "/%2E%2E%2Fpackage.json",
      "/..%2fpackage.json",
      "/%252e%252e%252fpackage.json",
      "/assets/..%5c..%5cpackage.json",
      "/assets\\..\\package.json",
      "/./index.html",
      "/assets/.",
    ];
    for (const url of attempts) expect(refused("GET", url), url).toBe(400);
  });

  it("refuses NUL and other control characters", () => {
    expect(refused("GET", "/index.html%00.js")).toBe(400);
    expect(refused("GET", "/%0d%0aSet-Cookie:%20x=1")).toBe(400);
  });

  it("refuses request targets that are not a path", () => {
    expect(refused("GET", "http://evil.example/")).toBe(400);
    expect(refused("GET", "*")).toBe(400);
  });

  it("finds no file for a doubled slash (a protocol-relative target included), keeping its language", () => {
    expect(screen({ method: "GET", url: "//evil.example/" })).toEqual({
      verdict: "not-found",
      pathname: "//evil.example/",
    });
    expect(screen({ method: "GET", url: "/de//pricing?x=1" })).toEqual({
      verdict: "not-found",
      pathname: "/de//pricing",
    });
  });

  it("refuses over-long URLs with 414", () => {
    expect(refused("GET", `/${"a".repeat(MAX_URL_LENGTH)}`)).toBe(414);
    expect(refused("GET", `/${"a".repeat(4000)}`)).toBe("serve");
  });

  it("refuses more header bytes than Node's limit with 431, however they are split", () => {
    const many = Array.from({ length: 2000 }, (_, i) => [`X-H${i}`, "xxxxx"]).flat();
    expect(refused("GET", "/", many)).toBe(431);
    expect(refused("GET", "/", ["X-Filler", "x".repeat(MAX_HEADER_BYTES)])).toBe(431);
    expect(refused("GET", "/", ["Host", "localhost", "Accept-Encoding", "br"])).toBe("serve");
  });

  it("answers malformed percent-encoding as not found: no file has that name", () => {
    expect(screenRequest("GET", "/%E0%A4%A")).toEqual({ verdict: "not-found" });
    expect(screenRequest("GET", "/%")).toEqual({ verdict: "not-found" });
  });

  it("keeps names with dots that are not traversal", () => {
    expect(refused("GET", "/assets/root-lfx24EIx.js")).toBe("serve");
    expect(refused("GET", "/..foo")).toBe("serve");
  });
});

describe("isSimpleRange", () => {
  it("accepts one range from a start, with or without an end", () => {
    for (const range of ["bytes=0-", "bytes=100-199", "bytes=5-5"]) expect(isSimpleRange(range), range).toBe(true);
  });

  it("rejects reversed, suffix, multiple and malformed ranges", () => {
    for (const range of ["bytes=200-100", "bytes=-500", "bytes=0-1,5-6", "items=0-1", "bytes=1e3-", "bytes= 0-1", ""]) {
      expect(isSimpleRange(range), range).toBe(false);
    }
  });
});
