import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { LOCAL_API_AUDIENCE } from "../contracts/api-audience.ts";
import { configVariableNames, ConfigError, legalExamples, parseSiteConfig } from "./schema.ts";

describe("parseSiteConfig", () => {
  it("defaults to the local stand-ins and local assets", () => {
    const config = parseSiteConfig({});
    expect(config.productName).toBe("Snapsong");
    expect(config.assetBaseUrl).toBe("/assets");
    expect(config.auth.domain).toBe("http://localhost:3001");
    expect(config.checkout["pro-monthly"]).toBe("http://localhost:3001/checkout/pro-monthly");
    expect(config.analytics).toEqual({ measurementId: undefined, consentRequired: true });
  });

  it("follows LOCAL_SERVICES_PORT for the local defaults", () => {
    const config = parseSiteConfig({ LOCAL_SERVICES_PORT: "4001" });
    expect(config.auth.domain).toBe("http://localhost:4001");
    expect(config.checkout["paywall-yearly"]).toBe("http://localhost:4001/checkout/paywall-yearly");
  });

  it("asks the local provider for access tokens for the local API, unless told another audience", () => {
    expect(parseSiteConfig({}).auth.audience).toBe(LOCAL_API_AUDIENCE);
    expect(parseSiteConfig({ LOCAL_SERVICES_PORT: "4001" }).auth.audience).toBe(LOCAL_API_AUDIENCE);
    expect(parseSiteConfig({ VITE_AUTH0_AUDIENCE: " https://api.songify.app/ " }).auth.audience).toBe(
      "https://api.songify.app/",
    );
  });

  it("asks another provider for no audience unless one is set (it would refuse an API it lacks)", () => {
    expect(parseSiteConfig({ VITE_AUTH0_DOMAIN: "songify.eu.auth0.com" }).auth.audience).toBeUndefined();
    const production = { VITE_AUTH0_DOMAIN: "songify.eu.auth0.com", VITE_AUTH0_AUDIENCE: "https://api.songify.app/" };
    expect(parseSiteConfig(production).auth.audience).toBe("https://api.songify.app/");
  });

  it("links what was bought only where its address is set", () => {
    expect(parseSiteConfig({})).toMatchObject({ appUrl: undefined, researchUrl: undefined });
    const set = parseSiteConfig({
      VITE_APP_URL: "https://app.songify.app/",
      VITE_RESEARCH_URL: "https://research.songify.app",
    });
    expect(set).toMatchObject({ appUrl: "https://app.songify.app/", researchUrl: "https://research.songify.app" });
  });

  it("treats blank values as unset", () => {
    expect(parseSiteConfig({ VITE_PRODUCT_NAME: "  ", VITE_GA_MEASUREMENT_ID: "" }).productName).toBe("Snapsong");
  });

  it("accepts a production setup", () => {
    const config = parseSiteConfig({
      VITE_PRODUCT_NAME: "Songify",
      VITE_CONTACT_EMAIL: "help@songify.app",
      VITE_ASSET_BASE_URL: "https://cdn.songify.app/static/",
      VITE_AUTH0_DOMAIN: "songify.eu.auth0.com",
      VITE_CHECKOUT_MAX_ANNUAL: "https://buy.stripe.com/test_abc",
      VITE_GA_MEASUREMENT_ID: "G-ABC123XYZ",
      VITE_CONSENT_REQUIRED: "false",
    });
    expect(config.assetBaseUrl).toBe("https://cdn.songify.app/static");
    expect(config.auth.domain).toBe("songify.eu.auth0.com");
    expect(config.checkout["max-annual"]).toBe("https://buy.stripe.com/test_abc");
    expect(config.analytics).toEqual({ measurementId: "G-ABC123XYZ", consentRequired: false });
  });

  it.each([
    ["VITE_CONTACT_EMAIL", "not-an-email"],
    ["VITE_CHECKOUT_PRO_MONTHLY", "http://buy.example.com/pro"],
    ["VITE_CHECKOUT_PRO_MONTHLY", "javascript:alert(1)"],
    ["VITE_ASSET_BASE_URL", "//evil.example"],
    ["VITE_AUTH0_DOMAIN", "not a domain"],
    ["VITE_AUTH0_AUDIENCE", "my api"],
    ["VITE_GA_MEASUREMENT_ID", "UA-12345"],
    ["VITE_CONSENT_REQUIRED", "yes"],
    ["VITE_APP_URL", "http://app.songify.app"],
    ["VITE_RESEARCH_URL", "research.songify.app"],
  ])("rejects %s=%s, naming the variable", (name, value) => {
    expect(() => parseSiteConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => parseSiteConfig({ [name]: value })).toThrowError(new RegExp(`${name}: `));
  });
});

describe("the legal pages' settings", () => {
  const legalNames = Object.keys(legalExamples);
  const production = {
    VITE_SITE_URL: "https://songify.app",
    VITE_CONTACT_EMAIL: "help@songify.app",
    VITE_LEGAL_COMPANY: "Songify GmbH",
    VITE_LEGAL_ADDRESS: "Hauptstraße 5, 80331 München",
    VITE_LEGAL_COUNTRY: "de",
    VITE_LEGAL_REPRESENTATIVE: "Max Muster",
    VITE_LEGAL_REGISTER_COURT: "Amtsgericht München",
    VITE_LEGAL_REGISTER_NUMBER: "HRB 123456",
    VITE_LEGAL_VAT_ID: "DE 123 456 789",
    VITE_LEGAL_PHONE: "+49 89 1234567",
    VITE_LEGAL_HOSTING: "Hetzner Online GmbH, Industriestr. 25, 91710 Gunzenhausen, Germany",
    VITE_LEGAL_SHARE_CAPITAL: "25 000 €",
    VITE_LEGAL_MEDIATOR: "CM2C, 14 rue Saint Jean, 75017 Paris, France, cm2c.net",
  };

  it("falls back to examples in a local build, and says which settings are examples", () => {
    const { legal } = parseSiteConfig({});
    expect(legal.company).toBe(legalExamples.VITE_LEGAL_COMPANY);
    expect(legal.examples.sort()).toEqual([...legalNames, "VITE_CONTACT_EMAIL"].sort());
    const partly = parseSiteConfig({ VITE_LEGAL_COMPANY: "Songify GmbH", VITE_CONTACT_EMAIL: "help@songify.app" });
    expect(partly.legal.company).toBe("Songify GmbH");
    expect(partly.legal.examples).not.toContain("VITE_LEGAL_COMPANY");
    expect(partly.legal.examples).not.toContain("VITE_CONTACT_EMAIL");
    expect(partly.legal.examples).toContain("VITE_LEGAL_VAT_ID");
  });

  it("fails a production build without them, naming every missing variable", () => {
    const attempt = () => parseSiteConfig({ VITE_SITE_URL: "https://songify.app", VITE_LEGAL_COMPANY: "Songify GmbH" });
    expect(attempt).toThrowError(ConfigError);
    const message = (() => {
      try {
        attempt();
      } catch (error) {
        return (error as Error).message;
      }
      return "";
    })();
    for (const name of [...legalNames.filter((name) => name !== "VITE_LEGAL_COMPANY"), "VITE_CONTACT_EMAIL"]) {
      expect(message).toContain(name);
    }
    expect(message).not.toMatch(/VITE_LEGAL_COMPANY\b/);
    expect(message).toContain("production build");
  });

  it("counts a build for localhost as local, whatever else is set", () => {
    expect(() => parseSiteConfig({ VITE_SITE_URL: "http://127.0.0.1:3000" })).not.toThrow();
    expect(() => parseSiteConfig({ VITE_AUTH0_DOMAIN: "songify.eu.auth0.com" })).not.toThrow();
  });

  it("takes a production build with all of them, and flags none as an example", () => {
    const { legal } = parseSiteConfig(production);
    expect(legal).toMatchObject({ country: "DE", vatId: "DE123456789", company: "Songify GmbH", examples: [] });
  });

  it.each([
    ["VITE_LEGAL_COUNTRY", "Germany"],
    ["VITE_LEGAL_COUNTRY", "XX"],
    ["VITE_LEGAL_VAT_ID", "123"],
    ["VITE_LEGAL_PHONE", "089 1234567"],
    ["VITE_LEGAL_ADDRESS", "<b>Hauptstraße</b>"],
  ])("rejects %s=%s, naming the variable", (name, value) => {
    expect(() => parseSiteConfig({ ...production, [name]: value })).toThrowError(new RegExp(`${name}: `));
  });
});

describe(".env.example", () => {
  // Vitest runs from the project root.
  const lines = readFileSync(".env.example", "utf8").split("\n");
  const documented = Object.fromEntries(
    lines.filter((line) => /^[A-Z0-9_]+=/.test(line)).map((line) => line.split(/=(.*)/s).slice(0, 2)),
  ) as Record<string, string>;

  it("documents every setting", () => {
    expect(Object.keys(documented).sort()).toEqual(configVariableNames().sort());
  });

  it("is a valid configuration as it stands", () => {
    expect(() => parseSiteConfig(documented)).not.toThrow();
  });
});
