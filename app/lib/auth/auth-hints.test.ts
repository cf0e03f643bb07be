import { afterEach, describe, expect, it } from "vitest";
import { authPendingScript, hasAuthParams, hasSessionCookie } from "./auth-hints";

afterEach(() => document.documentElement.removeAttribute("data-auth-pending"));

describe("auth hints", () => {
  it("recognises a login callback: a code or an error, with a state (spec §4)", () => {
    expect(hasAuthParams("?code=abc&state=xyz")).toBe(true);
    expect(hasAuthParams("?error=access_denied&state=xyz")).toBe(true);
    expect(hasAuthParams("?code=abc")).toBe(false);
    expect(hasAuthParams("?state=xyz")).toBe(false);
    expect(hasAuthParams("?utm_source=mail")).toBe(false);
  });

  it("finds the SDK's 'is authenticated' cookie for this client only", () => {
    expect(hasSessionCookie("abc", "a=1; auth0.abc.is.authenticated=true")).toBe(true);
    expect(hasSessionCookie("abc", "auth0.other.is.authenticated=true")).toBe(false);
    expect(hasSessionCookie("abc", "")).toBe(false);
  });

  it("boot script flags a probable session before first paint", () => {
    document.cookie = "auth0.abc.is.authenticated=true";
    new Function(authPendingScript("abc"))();
    expect(document.documentElement.hasAttribute("data-auth-pending")).toBe(true);
    document.cookie = "auth0.abc.is.authenticated=; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  });

  it("boot script leaves anonymous visitors alone", () => {
    new Function(authPendingScript("abc"))();
    expect(document.documentElement.hasAttribute("data-auth-pending")).toBe(false);
  });
});
