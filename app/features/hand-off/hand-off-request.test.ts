import { describe, expect, it } from "vitest";
import { accountHref, parseSignUpRequest, paymentLinkFor, signUpHref } from "./hand-off-request";

describe("sign-up request", () => {
  it("carries the source and the chosen plan to /signup and back", () => {
    const choice = { kind: "plan", plan: "max", period: "annual" } as const;
    const href = signUpHref({ source: "pricing", choice }, "en");
    expect(href).toBe("/signup?from=pricing&plan=max-annual");
    expect(parseSignUpRequest(new URL(href, "http://x").search)).toEqual({ source: "pricing", choice });
    expect(signUpHref({ source: "hero" }, "en")).toBe("/signup?from=hero");
  });

  it("leads to the sign-up in the page's language", () => {
    const choice = { kind: "paywall", period: "yearly" } as const;
    expect(signUpHref({ source: "glow", choice }, "de")).toBe("/de/signup?from=glow&plan=paywall-yearly");
    expect(signUpHref({ source: "hero" }, "pt-br")).toBe("/pt-br/signup?from=hero");
    expect(signUpHref({ source: "header" }, "ja")).toBe("/ja/signup?from=header");
    const href = signUpHref({ source: "glow", choice }, "fr");
    expect(parseSignUpRequest(new URL(href, "http://x").search)).toEqual({ source: "glow", choice });
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

  it("makes a choice's payment link with the visitor's attribution", () => {
    const choice = { kind: "paywall", period: "monthly" } as const;
    const checkout = new URL(paymentLinkFor(choice, "de"));
    expect(checkout.pathname).toBe("/checkout/paywall-monthly");
    expect(checkout.searchParams.get("locale")).toBe("de");
    expect(checkout.searchParams.get("client_reference_id")).toMatch(/^[A-Za-z0-9]{9}_/);
  });
});
