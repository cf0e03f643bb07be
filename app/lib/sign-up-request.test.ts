import { describe, expect, it } from "vitest";
import { parseSignUpRequest, signUpHref } from "./sign-up-request";

describe("sign-up request", () => {
  it("carries the source and the chosen plan to /signup and back", () => {
    const choice = { kind: "plan", plan: "max", period: "annual" } as const;
    const href = signUpHref({ source: "pricing", choice });
    expect(href).toBe("/signup?from=pricing&plan=max-annual");
    expect(parseSignUpRequest(new URL(href, "http://x").search)).toEqual({ source: "pricing", choice });
    expect(signUpHref({ source: "hero" })).toBe("/signup?from=hero");
  });

  it("reads tampered or missing parameters as a plain sign-up", () => {
    expect(parseSignUpRequest("")).toEqual({ source: "header" });
    expect(parseSignUpRequest("?from=<script>&plan=max-forever")).toEqual({ source: "header" });
    expect(parseSignUpRequest("?from=hero&plan=constructor")).toEqual({ source: "hero" });
  });
});
