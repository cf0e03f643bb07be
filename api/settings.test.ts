// @vitest-environment node
import { describe, expect, it } from "vitest";
import { GA_COLLECT_URL, readApiSettings } from "./settings";

const stripe = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };

describe("readApiSettings", () => {
  it("reads the provider's secrets; no analytics without a measurement id, no subscribers without an audience", () => {
    const result = readApiSettings(stripe);
    expect(result).toEqual({
      ok: true,
      settings: {
        stripe: { secretKey: "sk_test_abc123", webhookSecret: "whsec_abc123", apiUrl: undefined },
        analytics: undefined,
        subscribers: undefined,
        database: { url: undefined, directory: undefined },
      },
    });
  });

  it("takes the identity provider and the API's audience from the site's settings, or the server's own", () => {
    const site = {
      VITE_AUTH0_DOMAIN: "snapsong.eu.auth0.com",
      VITE_AUTH0_AUDIENCE: "https://api.snapsong.app/",
      VITE_AUTH0_CLIENT_ID: "snapsong-spa",
      VITE_SITE_URL: "https://snapsong.app",
    };
    const read = (env: Record<string, string>) => {
      const result = readApiSettings({ ...stripe, ...env });
      return result.ok ? result.settings.subscribers : result.problems;
    };
    expect(read(site)).toEqual({
      issuer: "https://snapsong.eu.auth0.com/",
      audience: "https://api.snapsong.app/",
      siteUrl: "https://snapsong.app",
      clientId: "snapsong-spa",
    });
    const server = {
      AUTH0_DOMAIN: "http://localhost:3001",
      SITE_URL: "http://localhost:3000",
      AUTH0_CLIENT_ID: "local",
    };
    expect(read({ ...site, ...server })).toEqual({
      issuer: "http://localhost:3001/",
      audience: "https://api.snapsong.app/",
      siteUrl: "http://localhost:3000",
      clientId: "local",
    });
    expect(read({ ...site, VITE_AUTH0_DOMAIN: "not a domain" })).toEqual([
      "VITE_AUTH0_DOMAIN must be the identity provider's domain (tenant.eu.auth0.com) for API access tokens.",
    ]);
  });

  it("takes no access token without the site's application to check it was issued to", () => {
    const result = readApiSettings({
      ...stripe,
      AUTH0_DOMAIN: "snapsong.eu.auth0.com",
      AUTH0_AUDIENCE: "https://api.snapsong.app/",
      SITE_URL: "https://snapsong.app",
      AUTH0_CLIENT_ID: " ",
    });
    expect(result).toEqual({
      ok: false,
      problems: [
        "AUTH0_CLIENT_ID (or VITE_AUTH0_CLIENT_ID) is not set (the site's application, whose tokens the API takes).",
      ],
    });
  });

  it("reads a Postgres URL, and says when one is not", () => {
    const good = readApiSettings({ ...stripe, DATABASE_URL: "postgres://site:pw@db.internal:5432/snapsong" });
    expect(good.ok && good.settings.database.url).toBe("postgres://site:pw@db.internal:5432/snapsong");
    expect(readApiSettings({ ...stripe, DATABASE_URL: "mysql://db" })).toEqual({
      ok: false,
      problems: ["DATABASE_URL does not look like a Postgres URL (postgres://user:password@host:5432/name)."],
    });
  });

  it("sends to GA's collector with the site's measurement id and the server's secret", () => {
    const result = readApiSettings({ ...stripe, VITE_GA_MEASUREMENT_ID: "G-ABC123", GA_API_SECRET: "s3cret" });
    expect(result.ok && result.settings.analytics).toEqual({
      measurementId: "G-ABC123",
      apiSecret: "s3cret",
      collectUrl: new URL(GA_COLLECT_URL),
    });
  });

  it("points at the local stand-ins when told to", () => {
    const result = readApiSettings({
      ...stripe,
      STRIPE_API_URL: "http://localhost:3001",
      GA_MEASUREMENT_ID: "G-LOCAL",
      GA_API_SECRET: "local",
      GA_MP_URL: "http://localhost:3001/mp/collect",
    });
    expect(result.ok && result.settings.stripe.apiUrl?.origin).toBe("http://localhost:3001");
    expect(result.ok && result.settings.analytics?.collectUrl.href).toBe("http://localhost:3001/mp/collect");
  });

  it("names every missing or malformed setting", () => {
    const result = readApiSettings({
      STRIPE_WEBHOOK_SECRET: "not-a-secret",
      STRIPE_API_URL: "http://api.example.com",
      GA_MEASUREMENT_ID: "G-ABC123",
    });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems.join("\n");
    expect(problems).toContain("STRIPE_SECRET_KEY is not set");
    expect(problems).toContain("STRIPE_WEBHOOK_SECRET does not look like");
    expect(problems).toContain("STRIPE_API_URL must be an https URL");
    expect(problems).toContain("GA_API_SECRET is not set");
  });
});
