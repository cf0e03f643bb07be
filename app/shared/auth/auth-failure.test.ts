import { describe, expect, it } from "vitest";
import { authFailure } from "./auth-failure";

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
    [
      "an ID token from another issuer",
      new Error('Issuer (iss) claim mismatch in the ID token; expected "a", found "b"'),
      "failed",
      "ID token (iss)",
    ],
    [
      "an ID token signed otherwise",
      new Error('Signature algorithm of "HS256" is not supported. Expected the ID token to be signed with "RS256".'),
      "failed",
      "ID token (alg)",
    ],
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
});
