import { describe, expect, it } from "vitest";
import { checkoutLink, type CheckoutChoice } from "./checkout";
import { withAttribution } from "./checkout-url";

const choices: CheckoutChoice[] = [
  { kind: "plan", plan: "pro", period: "monthly" },
  { kind: "plan", plan: "pro", period: "annual" },
  { kind: "plan", plan: "max", period: "monthly" },
  { kind: "plan", plan: "max", period: "annual" },
  { kind: "paywall", period: "monthly" },
  { kind: "paywall", period: "yearly" },
];

describe("checkout", () => {
  it("has six distinct payment links, one per plan × period and paywall period", () => {
    expect(new Set(choices.map(checkoutLink)).size).toBe(6);
    expect(checkoutLink({ kind: "plan", plan: "max", period: "annual" })).toMatch(/\/checkout\/max-annual$/);
    expect(checkoutLink({ kind: "paywall", period: "yearly" })).toMatch(/\/checkout\/paywall-yearly$/);
  });

  it("adds the visitor id and, when known, the email", () => {
    const url = new URL(
      withAttribution(checkoutLink(choices[0]!), { reference: "Abc123xyz_B_g", email: "ana+songs@example.com" }),
    );
    expect(url.searchParams.get("client_reference_id")).toBe("Abc123xyz_B_g");
    expect(url.searchParams.get("prefilled_email")).toBe("ana+songs@example.com");
  });

  it("carries the visitor's campaign", () => {
    const url = new URL(
      withAttribution(checkoutLink(choices[1]!), {
        reference: "Abc123xyz_B_g",
        utm: { utm_source: "news", utm_campaign: "fall" },
      }),
    );
    expect(url.searchParams.get("utm_source")).toBe("news");
    expect(url.searchParams.get("utm_campaign")).toBe("fall");
  });

  it("leaves the email out for anonymous visitors", () => {
    const url = new URL(withAttribution(checkoutLink(choices[4]!), { reference: "Abc123xyz_B_g" }));
    expect(url.searchParams.has("prefilled_email")).toBe(false);
  });
});
