import { describe, expect, it, vi } from "vitest";
import { accessTokenFailure, apiAccessToken, isSilentError } from "./identity-client";

describe("silent errors", () => {
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
    expect(await failing(undefined)).toEqual({ ok: false, reason: "failed", code: "Get access token failed" });
  });

  it.each([
    ["the provider's session ended", sdkError("login_required"), { reason: "signed-out" }],
    ["no refresh token in the cache", sdkError("missing_refresh_token"), { reason: "signed-out" }],
    ["the refresh token expired or was revoked", sdkError("invalid_grant"), { reason: "signed-out" }],
    ["the provider needs consent to the API", sdkError("consent_required"), { reason: "signed-out" }],
    ["the provider needs the person at its page", sdkError("interaction_required"), { reason: "signed-out" }],
    ["the provider is out of reach", new TypeError("Failed to fetch"), { reason: "unreachable" }],
    ["the SDK's request timed out", new Error("Timeout when executing 'fetch'"), { reason: "unreachable" }],
    ["the SDK's lock timed out", sdkError("timeout", "Timeout"), { reason: "unreachable" }],
    [
      "the provider refused the API",
      sdkError("invalid_target", "unknown audience"),
      { reason: "failed", code: "invalid_target" },
    ],
    // The spec's words for a token refused without a code.
    ["something without words", "boom", { reason: "failed", code: "Get access token failed" }],
    ["an error with an empty code", sdkError(" ", "?"), { reason: "failed", code: "Get access token failed" }],
  ])("%s", (_case, error, failure) => {
    expect(accessTokenFailure(error)).toEqual(failure);
  });
});
