import { describe, expect, it } from "vitest";
import { accountHref, parseSignUpRequest, signUpHref } from "./hand-off-request";

describe("sign-up request", () => {
  it("carries the source and the chosen plan to /signup and back", () => {
    const href = signUpHref({ source: "pricing", offer: "max-annual" }, "en");
    expect(href).toBe("/signup?from=pricing&plan=max-annual");
    expect(parseSignUpRequest(new URL(href, "http://x").search)).toEqual({ source: "pricing", offer: "max-annual" });
    expect(signUpHref({ source: "hero" }, "en")).toBe("/signup?from=hero");
  });

  it("leads to the sign-up in the page's language", () => {
    const offer = "paywall-yearly";
    expect(signUpHref({ source: "glow", offer }, "de")).toBe("/de/signup?from=glow&plan=paywall-yearly");
    expect(signUpHref({ source: "hero" }, "pt-br")).toBe("/pt-br/signup?from=hero");
    expect(signUpHref({ source: "header" }, "ja")).toBe("/ja/signup?from=header");
    const href = signUpHref({ source: "glow", offer }, "fr");
    expect(parseSignUpRequest(new URL(href, "http://x").search)).toEqual({ source: "glow", offer });
  });

  it("reads tampered or missing parameters as a plain sign-up", () => {
    expect(parseSignUpRequest("")).toEqual({ source: "header" });
    expect(parseSignUpRequest("?from=<script>&plan=max-forever")).toEqual({ source: "header" });
    expect(parseSignUpRequest("?from=hero&plan=constructor")).toEqual({ source: "hero" });
  });

  it("carries an account request to /account and back", () => {
    expect(accountHref("cancel", "de")).toBe("/de/account?go=cancel");
    expect(parseSignUpRequest("?go=cancel")).toEqual({ source: "header", account: "cancel" });
    expect(parseSignUpRequest("?go=delete-everything")).toEqual({ source: "header" });
  });
});
