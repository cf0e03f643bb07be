import { describe, expect, it } from "vitest";
import { authErrorMessage, isSilentError, LOGIN_FAILED, SERVICE_UNREACHABLE } from "./identity-client";

describe("auth error messages", () => {
  it("shows the error's own message", () => {
    expect(authErrorMessage(new Error("Invalid state"))).toBe("Invalid state");
  });

  it("falls back to 'Login failed'", () => {
    expect(authErrorMessage(new Error(""))).toBe(LOGIN_FAILED);
    expect(authErrorMessage("boom")).toBe(LOGIN_FAILED);
    expect(authErrorMessage(undefined)).toBe(LOGIN_FAILED);
  });

  it("explains network failures", () => {
    expect(authErrorMessage(new TypeError("Failed to fetch"))).toBe(SERVICE_UNREACHABLE);
  });

  it("treats login_required as 'not signed in', not as an error", () => {
    expect(isSilentError(Object.assign(new Error("Login required"), { error: "login_required" }))).toBe(true);
    expect(isSilentError(Object.assign(new Error("Invalid state"), { error: "state_mismatch" }))).toBe(false);
  });
});
