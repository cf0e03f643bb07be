import { describe, expect, it } from "vitest";
import { parseSiteConfig } from "../app/config/schema.ts";
import { contentSecurityPolicy, PERMISSIONS_POLICY, securityHeaders } from "./security-headers.ts";

const HASH_A = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const HASH_B = "'sha256-n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg='";

/** The policy as a map from directive name to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(";").map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

function policyFor(env: Record<string, string>, scriptHashes = [HASH_A, HASH_B]) {
  return directives(contentSecurityPolicy({ config: parseSiteConfig(env), scriptHashes }));
}

describe("contentSecurityPolicy", () => {
  it("allows only this site, the hashed inline scripts and the identity provider by default", () => {
    const policy = policyFor({ LOCAL_SERVICES_PORT: "3101" });
    expect(Object.fromEntries(policy)).toEqual({
      "default-src": ["'self'"],
      "script-src": ["'self'", HASH_A, HASH_B],
      "style-src": ["'self'"],
      "img-src": ["'self'", "data:"],
      "media-src": ["'self'"],
      "connect-src": ["'self'", "http://localhost:3101"],
      "frame-src": ["http://localhost:3101"],
      "object-src": ["'none'"],
      "base-uri": ["'self'"],
      "form-action": ["'self'"],
      "frame-ancestors": ["'none'"],
    });
  });

  it("never allows inline code or eval beyond the hashes", () => {
    const policy = contentSecurityPolicy({ config: parseSiteConfig({}), scriptHashes: [HASH_A] });
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*(?!\.)|blob:/);
    // A data: address only for images: a script, a frame or a connection of that kind stays blocked.
    const withData = policy.split("; ").filter((directive) => directive.includes("data:"));
    expect(withData).toEqual([expect.stringMatching(/^img-src /)]);
  });

  it("names the Auth0 tenant as an https origin", () => {
    const policy = policyFor({ VITE_AUTH0_DOMAIN: "songify.eu.auth0.com" });
    expect(policy.get("connect-src")).toEqual(["'self'", "https://songify.eu.auth0.com"]);
    expect(policy.get("frame-src")).toEqual(["https://songify.eu.auth0.com"]);
  });

  it("allows Google Analytics only when a measurement id is configured", () => {
    const without = policyFor({});
    expect([...without.values()].flat().join(" ")).not.toMatch(/google/);

    const withGa = policyFor({ VITE_GA_MEASUREMENT_ID: "G-ABC1234567" });
    expect(withGa.get("script-src")).toContain("https://www.googletagmanager.com");
    expect(withGa.get("connect-src")).toEqual(expect.arrayContaining(["https://*.google-analytics.com"]));
    expect(withGa.get("img-src")).toEqual(expect.arrayContaining(["https://*.google-analytics.com"]));
    expect(withGa.get("frame-src")).not.toContain("https://www.googletagmanager.com");
  });

  it("allows the asset host for images and audio when assets come from a CDN", () => {
    const policy = policyFor({ VITE_ASSET_BASE_URL: "https://cdn.songify.app/static/" });
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "https://cdn.songify.app"]);
    expect(policy.get("media-src")).toEqual(["'self'", "https://cdn.songify.app"]);
    expect(policy.get("script-src")).not.toContain("https://cdn.songify.app");
  });

  it("lists each hash once, in a stable order", () => {
    const policy = policyFor({}, [HASH_B, HASH_A, HASH_B]);
    expect(policy.get("script-src")).toEqual(["'self'", HASH_A, HASH_B]);
  });

  it("refuses a value that could smuggle in another directive", () => {
    const config = parseSiteConfig({});
    expect(() => contentSecurityPolicy({ config, scriptHashes: ["'unsafe-inline'"] })).toThrow(/hash source/);
    const hostile = { ...config, auth: { ...config.auth, origin: "https://a.example; script-src *" } };
    expect(() => contentSecurityPolicy({ config: hostile, scriptHashes: [] })).toThrow(/host source/);
  });
});

describe("securityHeaders", () => {
  const headers = securityHeaders({ config: parseSiteConfig({}), scriptHashes: [HASH_A] });

  it("sets the browser protections every response carries", () => {
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
      "X-Frame-Options": "DENY",
    });
    expect(headers["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
  });

  it("leaves HSTS to the caller, who knows whether the request came over https", () => {
    expect(headers).not.toHaveProperty("Strict-Transport-Security");
  });

  it("turns off powerful features and allows the site's own audio to play", () => {
    for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
    expect(PERMISSIONS_POLICY).toContain("autoplay=(self)");
  });
});
