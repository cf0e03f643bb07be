// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { config } from "~/config";
import { locales } from "~/contracts/locales";
import { checkoutLink, withVisitorAttribution, type CheckoutChoice } from "./payment-link";
import { withAttribution } from "./with-attribution";

const choices: CheckoutChoice[] = [
  { kind: "plan", plan: "pro", period: "monthly" },
  { kind: "plan", plan: "pro", period: "annual" },
  { kind: "plan", plan: "max", period: "monthly" },
  { kind: "plan", plan: "max", period: "annual" },
  { kind: "paywall", period: "monthly" },
  { kind: "paywall", period: "yearly" },
];
const maxAnnual = choices[3]!;

afterEach(() => localStorage.clear());

describe("checkout", () => {
  it("has six distinct payment links, one per plan × period and paywall period", () => {
    expect(new Set(choices.map((choice) => checkoutLink(choice, "en"))).size).toBe(6);
    expect(checkoutLink(maxAnnual, "en")).toMatch(/\/checkout\/max-annual$/);
    expect(checkoutLink({ kind: "paywall", period: "yearly" }, "en")).toMatch(/\/checkout\/paywall-yearly$/);
  });

  it("leaves an English page's link as configured", () => {
    expect(checkoutLink(maxAnnual, "en")).toBe(config.checkout["max-annual"]);
    expect(new URL(checkoutLink(maxAnnual, "en")).searchParams.has("locale")).toBe(false);
  });

  it("asks the checkout for the page's language in every other language", () => {
    const localeOf = (link: string) => new URL(link).searchParams.get("locale");
    expect(
      locales.filter((locale) => locale !== "en").map((locale) => localeOf(checkoutLink(maxAnnual, locale))),
    ).toEqual(["de", "fr", "es", "pt-BR", "ja"]);
    const german = new URL(checkoutLink(maxAnnual, "de"));
    expect(german.origin + german.pathname).toBe(config.checkout["max-annual"]);
  });

  it("adds the visitor id, and no email", () => {
    const url = new URL(withAttribution(checkoutLink(choices[0]!, "en"), { reference: "Abc123xyz_B_g" }));
    expect(url.searchParams.get("client_reference_id")).toBe("Abc123xyz_B_g");
    expect(url.searchParams.has("prefilled_email")).toBe(false);
  });

  it("carries the visitor's campaign", () => {
    const url = new URL(
      withAttribution(checkoutLink(choices[1]!, "en"), {
        reference: "Abc123xyz_B_g",
        utm: { utm_source: "news", utm_campaign: "fall" },
        code: "LAUNCH20",
      }),
    );
    expect(url.searchParams.get("utm_source")).toBe("news");
    expect(url.searchParams.get("utm_campaign")).toBe("fall");
    expect(url.searchParams.get("prefilled_promo_code")).toBe("LAUNCH20");
  });

  it("sends this visitor to the checkout in the page's language, with their id", () => {
    const url = new URL(withVisitorAttribution(checkoutLink(maxAnnual, "ja")));
    expect(url.pathname).toMatch(/\/checkout\/max-annual$/);
    expect(url.searchParams.get("locale")).toBe("ja");
    expect(url.searchParams.get("client_reference_id")).toMatch(new RegExp(`^${localStorage.getItem("userId")}_`));
  });
});
