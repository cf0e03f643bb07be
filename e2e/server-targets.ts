// The deploy targets the server checks (server*.spec.ts) run against, and where each one differs.
// Every difference is a property of the host, written down here once, never a skipped check.
import { expect, type TestInfo } from "@playwright/test";
import { brotliModuleInstalled } from "../scripts/postbuild/nginx-brotli";
import { readBuildPolicy } from "../server/build-output";
import { contentSecurityPolicy } from "../server/security-headers";
import { IDENTITY_ORIGIN } from "./identity";

let buildPolicy: string | undefined;
/**
 * The build's one Content-Security-Policy, as the Node server makes it from the build's settings
 * and inline-script hashes (server/security-headers.ts), and as `_headers` and the nginx config
 * carry it: every host sends exactly this, so the browser's walk through every page under it
 * (content-security-policy.spec.ts, on the Node server) holds on each host. Read once the build is there.
 */
const theBuildsPolicy = () => (buildPolicy ??= contentSecurityPolicy(readBuildPolicy("build/client")));

export type Target = "node" | "nginx" | "cloudflare-pages";

export interface TargetTraits {
  /** `/x/`: the Node server serves the page; nginx and Cloudflare Pages redirect to `/x` (308). */
  trailingSlash: "serves" | "redirects";
  /** `_headers` sends HSTS on every path (static hosts are https only); servers only over TLS. */
  hstsOverPlainHttp: boolean;
  /** What a client accepting gzip and br gets: nginx sends br only where Debian's brotli module is installed. */
  encodings: string[];
  /** Compressed answers say `Vary: Accept-Encoding` (wrangler's local server omits it). */
  varies: boolean;
  /** A 304 repeats Cache-Control (workerd's does not; the cached copy keeps its own). */
  cacheControlOn304: boolean;
  /** Whether the ETag is the same for every encoding (nginx's .gz copy has its own). */
  sharedEtag: boolean;
  /** wrangler's local asset server sends the whole file for a Range request. */
  ranges: boolean;
  /** Paths that climb out of the site: refused (400) or normalised first and then not found (404). */
  traversalStatuses: number[];
  /** An encoded NUL: refused, except by wrangler's local file lookup, which fails (502). */
  nulInPathStatuses: number[];
  /** A path that is not valid percent-encoding: no such file (404), or a bad request (nginx). */
  malformedEscapeStatuses: number[];
  /** TLS bytes sent to a plain-http port: 400, or 501 from workerd. */
  garbageStatuses: number[];
  /** Over-long request lines and header blocks: 414/431 from Node, 414/400 from nginx, 431 from workerd. */
  tooLongUrl: number[];
  tooLargeHeaders: number[];
  /** 2000 one-byte headers (16 KB): over Node's and nginx's limits, within workerd's (served). */
  manySmallHeadersStatuses: number[];
  /** Whether the answers of the HTTP layer itself (431, 502) carry our headers. */
  headersOnMalformedRequests: boolean;
  /** 405 answers name the allowed methods. */
  allowHeader: boolean;
}

const TRAITS: Record<Target, TargetTraits> = {
  node: {
    trailingSlash: "serves",
    hstsOverPlainHttp: false,
    encodings: ["br"],
    varies: true,
    cacheControlOn304: true,
    sharedEtag: true,
    ranges: true,
    traversalStatuses: [400],
    nulInPathStatuses: [400],
    malformedEscapeStatuses: [404],
    garbageStatuses: [400],
    tooLongUrl: [414],
    tooLargeHeaders: [431],
    manySmallHeadersStatuses: [431],
    headersOnMalformedRequests: true,
    allowHeader: true,
  },
  nginx: {
    trailingSlash: "redirects",
    hstsOverPlainHttp: false,
    // The nginx under test runs on this machine and loads the module when it is there (start-nginx.ts).
    encodings: brotliModuleInstalled() ? ["br"] : ["gzip"],
    varies: true,
    cacheControlOn304: true,
    sharedEtag: false,
    ranges: true,
    traversalStatuses: [400, 404],
    nulInPathStatuses: [400],
    malformedEscapeStatuses: [400],
    garbageStatuses: [400],
    tooLongUrl: [414],
    tooLargeHeaders: [400],
    manySmallHeadersStatuses: [400],
    headersOnMalformedRequests: true,
    allowHeader: true,
  },
  "cloudflare-pages": {
    trailingSlash: "redirects",
    hstsOverPlainHttp: true,
    encodings: ["br", "gzip"],
    varies: false,
    cacheControlOn304: false,
    sharedEtag: true,
    ranges: false,
    traversalStatuses: [404],
    nulInPathStatuses: [502],
    malformedEscapeStatuses: [404],
    garbageStatuses: [501],
    tooLongUrl: [431],
    tooLargeHeaders: [431],
    manySmallHeadersStatuses: [200],
    headersOnMalformedRequests: false,
    allowHeader: false,
  },
};

/** The target of the running project (playwright.config.ts sets it in the project's metadata). */
export function targetOf(testInfo: TestInfo): { target: Target; traits: TargetTraits } {
  const target = (testInfo.project.metadata as { target?: Target }).target ?? "node";
  return { target, traits: TRAITS[target] };
}

export type Headers = Record<string, string | undefined>;

/** The security headers every response of every target carries. */
export function expectTargetHeaders(traits: TargetTraits, headers: Headers, what: string) {
  const policy = headers["content-security-policy"];
  expect(policy, `${what}: CSP`).toBe(theBuildsPolicy());
  expect(policy, `${what}: CSP`).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  expect(policy, `${what}: CSP`).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(policy, `${what}: CSP`).toContain(`connect-src 'self' ${IDENTITY_ORIGIN}`);
  expect(policy, `${what}: CSP`).toContain(`frame-src ${IDENTITY_ORIGIN}`);
  expect(policy, `${what}: CSP`).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toMatch(/camera=\(\).*microphone=\(\)/);
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin-allow-popups");
  // Served over plain http here: only static hosts' _headers send HSTS regardless.
  if (traits.hstsOverPlainHttp) expect(headers["strict-transport-security"], what).toBe("max-age=31536000");
  else expect(headers["strict-transport-security"], what).toBeUndefined();
}
