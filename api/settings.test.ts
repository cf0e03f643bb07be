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
        mail: undefined,
        productUrls: { app: undefined, research: undefined },
        database: { url: undefined, directory: undefined },
      },
    });
  });

  describe("the mail service", () => {
    const company = {
      VITE_LEGAL_COMPANY: "Snapsong GmbH",
      VITE_LEGAL_ADDRESS: "Musterstraße 1, Berlin",
      VITE_LEGAL_COUNTRY: "DE",
    };
    const mail = {
      RESEND_API_KEY: "re_abc123456",
      MAIL_FROM: "Snapsong <hello@mail.snapsong.app>",
      VITE_CONTACT_EMAIL: "hello@snapsong.app",
    };
    const read = (env: Record<string, string>) => {
      const result = readApiSettings({ ...stripe, ...env });
      return result.ok ? result.settings.mail : result.problems;
    };

    it("sends as the site's company, replies to its contact address unless the server names another", () => {
      expect(read({ ...mail, ...company })).toEqual({
        apiKey: "re_abc123456",
        from: "Snapsong <hello@mail.snapsong.app>",
        replyTo: "hello@snapsong.app",
        apiUrl: undefined,
        sender: {
          productName: "Snapsong",
          contactEmail: "hello@snapsong.app",
          company: "Snapsong GmbH",
          address: "Musterstraße 1, Berlin",
          country: "DE",
        },
      });
      expect(read({ ...mail, ...company, MAIL_REPLY_TO: "support@snapsong.app" })).toMatchObject({
        replyTo: "support@snapsong.app",
      });
    });

    it("says what is missing or malformed, and sends nothing without a key", () => {
      expect(read({})).toBeUndefined();
      expect(read({ RESEND_API_KEY: "key", MAIL_FROM: "hello" })).toEqual([
        "RESEND_API_KEY does not look like a Resend API key (re_…).",
        "MAIL_FROM does not look like a sender on a domain verified at Resend (Snapsong <hello@mail.example.com>).",
        "VITE_CONTACT_EMAIL is not set (the contact address the mails name and replies go to).",
        "VITE_LEGAL_COMPANY is not set (the company the mails name, as the legal notice does).",
        "VITE_LEGAL_ADDRESS is not set (its postal address).",
        "VITE_LEGAL_COUNTRY is not set (its country (ISO 3166, like DE)).",
      ]);
    });

    it("links what was bought where the server or the build says it opens", () => {
      const result = readApiSettings({
        ...stripe,
        VITE_APP_URL: "https://app.snapsong.app",
        RESEARCH_URL: "https://research.snapsong.app/open",
      });
      expect(result.ok && result.settings.productUrls).toEqual({
        app: "https://app.snapsong.app/",
        research: "https://research.snapsong.app/open",
      });
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
