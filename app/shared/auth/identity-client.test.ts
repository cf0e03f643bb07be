import { describe, expect, it } from "vitest";
import { authFailure, isSilentError } from "./identity-client";

describe("auth failures", () => {
  it("shows the error's own message", () => {
    expect(authFailure(new Error("Invalid state"))).toEqual({ reason: "provider", message: "Invalid state" });
  });

  it("falls back to 'Login failed'", () => {
    expect(authFailure(new Error(""))).toEqual({ reason: "failed" });
    expect(authFailure("boom")).toEqual({ reason: "failed" });
    expect(authFailure(undefined)).toEqual({ reason: "failed" });
  });

  it("explains network failures", () => {
    expect(authFailure(new TypeError("Failed to fetch"))).toEqual({ reason: "unreachable" });
  });

  it("treats login_required as 'not signed in', not as an error", () => {
    expect(isSilentError(Object.assign(new Error("Login required"), { error: "login_required" }))).toBe(true);
    expect(isSilentError(Object.assign(new Error("Invalid state"), { error: "state_mismatch" }))).toBe(false);
  });
});
