import { describe, expect, it } from "vitest";
import { parseSignUpRequest, signedInDestination, signUpHref } from "./sign-up-request";

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

  it("sends a signed-in visitor to the plan's checkout with their email, or else to the plans", () => {
    const choice = { kind: "plan", plan: "pro", period: "monthly" } as const;
    const checkout = new URL(signedInDestination(choice, "de", "ada@example.com"));
    expect(checkout.pathname).toBe("/checkout/pro-monthly");
    expect(checkout.searchParams.get("prefilled_email")).toBe("ada@example.com");
    expect(checkout.searchParams.get("locale")).toBe("de");
    expect(checkout.searchParams.get("client_reference_id")).toMatch(/^[A-Za-z0-9]{9}_/);
    expect(signedInDestination(undefined, "de", "ada@example.com")).toBe("/de/pricing");
  });
});
