import { describe, expect, it, vi } from "vitest";
import { accessTokenFailure, apiAccessToken, authFailure, isSilentError } from "./identity-client";

describe("auth failures", () => {
  const sdkError = (error: string, message = error) => Object.assign(new Error(message), { error });

  it.each([
    // The callback's error (OAuth), as the SDK throws it: the provider's code, its English words.
    ["the visitor cancelled", sdkError("access_denied", "Sign-up was cancelled."), "cancelled", "access_denied"],
    ["a closed popup", sdkError("cancelled", "Popup closed"), "cancelled", "cancelled"],
    ["a step only the provider can take", sdkError("login_required", "Login required"), "confirm", "login_required"],
    ["consent needed", sdkError("consent_required", "Consent required"), "confirm", "consent_required"],
    ["interaction needed", sdkError("interaction_required"), "confirm", "interaction_required"],
    ["a tampered state", sdkError("state_mismatch", "Invalid state"), "expired", "Invalid state"],
    ["no login transaction", sdkError("missing_transaction", "Invalid state"), "expired", "Invalid state"],
    ["'Invalid state' alone", new Error("Invalid state"), "expired", "Invalid state"],
    ["a used or expired code", sdkError("invalid_grant", "Invalid authorization code"), "expired", "invalid_grant"],
    ["the provider failing", sdkError("server_error", "Something broke"), "busy", "server_error"],
    ["the provider overloaded", sdkError("temporarily_unavailable"), "busy", "temporarily_unavailable"],
    ["a bad request", sdkError("invalid_request", "Missing parameter"), "failed", "invalid_request"],
    ["an unauthorized client", sdkError("unauthorized", "Unauthorized"), "failed", "unauthorized"],
    ["an unknown code", sdkError("weird_thing", "Some English words"), "failed", "weird_thing"],
    ["the SDK's timeout", sdkError("timeout", "Timeout"), "unreachable", "timeout"],
    ["the SDK's request timing out", new Error("Timeout when executing 'fetch'"), "unreachable", "Timeout"],
    [
      "a blocked popup",
      new Error("Unable to open a popup for loginWithPopup - window.open returned `null`"),
      "blocked",
      undefined,
    ],
    ["English words without a code", new Error("Something English"), "failed", "Login failed"],
    ["nothing at all", undefined, "failed", "Login failed"],
    ["a string", "boom", "failed", "Login failed"],
  ])("words %s as a reason of its own, with the code to quote", (_case, error, reason, code) => {
    expect(authFailure(error)).toEqual(code === undefined ? { reason } : { reason, code });
  });

  it("never passes the provider's own words on", () => {
    const failure = authFailure(sdkError("access_denied", "Sign-up was cancelled."));
    expect(JSON.stringify(failure)).not.toContain("Sign-up was cancelled");
  });

  it("explains network failures and blocked storage", () => {
    expect(authFailure(new TypeError("Failed to fetch"))).toEqual({ reason: "unreachable" });
    const blocked = new DOMException("Failed to read the 'localStorage' property from 'Window'", "SecurityError");
    expect(authFailure(blocked)).toEqual({ reason: "storage" });
  });

  it("treats login_required as 'not signed in', not as an error", () => {
    expect(isSilentError(Object.assign(new Error("Login required"), { error: "login_required" }))).toBe(true);
    expect(isSilentError(Object.assign(new Error("Invalid state"), { error: "state_mismatch" }))).toBe(false);
  });
});

describe("an access token for the site's API", () => {
  const AUDIENCE = "https://api.example.com/";
  const sdkError = (error: string, message = error) => Object.assign(new Error(message), { error });
  const session = (accessToken: () => Promise<string | undefined>) => ({ accessToken: vi.fn(accessToken) });

  it("hands back the token", async () => {
    expect(
      await apiAccessToken(
        session(async () => "eyJ.a.b"),
        { audience: AUDIENCE },
      ),
    ).toEqual({ ok: true, token: "eyJ.a.b" });
  });

  it("is 'signed-out' when nobody is signed in", async () => {
    expect(
      await apiAccessToken(
        session(async () => undefined),
        { audience: AUDIENCE },
      ),
    ).toEqual({ ok: false, reason: "signed-out" });
  });

  it("is 'unavailable', without asking the session, when the site has no API audience", async () => {
    const asked = session(async () => "eyJ.a.b");
    expect(await apiAccessToken(asked, { audience: undefined })).toEqual({ ok: false, reason: "unavailable" });
    expect(asked.accessToken).not.toHaveBeenCalled();
  });

  it("the site's build has one (the local provider's API by default)", async () => {
    expect(await apiAccessToken(session(async () => "eyJ.a.b"))).toEqual({ ok: true, token: "eyJ.a.b" });
  });

  it("never throws: the SDK's errors come back as reasons", async () => {
    const failing = (error: unknown) =>
      apiAccessToken(
        session(async () => Promise.reject(error)),
        { audience: AUDIENCE },
      );
    expect(await failing(new TypeError("Failed to fetch"))).toEqual({ ok: false, reason: "unreachable" });
    expect(await failing(sdkError("invalid_grant", "Unknown or invalid refresh token."))).toEqual({
      ok: false,
      reason: "signed-out",
    });
    expect(await failing(undefined)).toEqual({ ok: false, reason: "failed", code: "Login failed" });
  });

  it.each([
    ["the provider's session ended", sdkError("login_required"), { reason: "signed-out" }],
    ["no refresh token in the cache", sdkError("missing_refresh_token"), { reason: "signed-out" }],
    ["the refresh token expired or was revoked", sdkError("invalid_grant"), { reason: "signed-out" }],
    ["the provider is out of reach", new TypeError("Failed to fetch"), { reason: "unreachable" }],
    ["the SDK's request timed out", new Error("Timeout when executing 'fetch'"), { reason: "unreachable" }],
    ["the SDK's lock timed out", sdkError("timeout", "Timeout"), { reason: "unreachable" }],
    [
      "the provider refused the API",
      sdkError("invalid_target", "unknown audience"),
      { reason: "failed", code: "invalid_target" },
    ],
    ["something without words", "boom", { reason: "failed", code: "Login failed" }],
  ])("%s", (_case, error, failure) => {
    expect(accessTokenFailure(error)).toEqual(failure);
  });
});
