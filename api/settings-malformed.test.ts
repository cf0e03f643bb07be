// What an operator is told about a malformed setting: its name and what it must be, never an exception.
import { describe, expect, it } from "vitest";
import { readApiSettings } from "./settings";

const stripe = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };

describe("readApiSettings, given malformed values", () => {
  const subscribers = {
    AUTH0_DOMAIN: "snapsong.eu.auth0.com",
    AUTH0_AUDIENCE: "https://api.snapsong.app/",
    SITE_URL: "https://snapsong.app",
    AUTH0_CLIENT_ID: "snapsong-spa",
  };
  const problems = (env: Record<string, string | undefined>) => {
    const result = readApiSettings({ ...stripe, ...env });
    return result.ok ? [] : result.problems;
  };

  it.each([
    ["STRIPE_SECRET_KEY", "pk_test_abc123"],
    ["STRIPE_SECRET_KEY", "sk_test_abc 123"],
    ["STRIPE_WEBHOOK_SECRET", "whsec_"],
    ["STRIPE_API_URL", "not a url"],
    ["STRIPE_API_URL", "http://[::1"],
    ["GA_MEASUREMENT_ID", "UA-12345-1"],
    ["GA_MP_URL", "ftp://localhost/mp/collect"],
    ["DATABASE_URL", "postgres://"],
    ["MAIL_API_URL", "http://mail.example.com"],
    ["APP_URL", "javascript:alert(1)"],
    ["VITE_RESEARCH_URL", "//research.snapsong.app"],
    ["SITE_URL", "http://snapsong.app"],
    ["AUTH0_DOMAIN", "https://"],
    ["STRIPE_SECRET_KEY", `sk_test_${"a".repeat(300)}`],
    ["STRIPE_WEBHOOK_SECRET", "whsec_abc\u0000"],
  ])("names %s = %j, and does not throw", (name, value) => {
    const found = problems({ ...subscribers, GA_API_SECRET: "s3cret", [name]: value });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(new RegExp(`^${name} (does not look like|must be) `));
  });

  it("quotes a URL it cannot use, whether or not its part is on", () => {
    expect(problems({ STRIPE_API_URL: "http://api.example.com" })).toEqual([
      'STRIPE_API_URL must be an https URL (http only for localhost), got "http://api.example.com".',
    ]);
    // No measurement id: analytics is off, and its collector's address is still checked.
    expect(problems({ GA_MP_URL: " ftp://collect " })).toEqual([
      'GA_MP_URL must be an https URL (http only for localhost), got "ftp://collect".',
    ]);
  });

  it("reads a blank value as unset, and trims what is set", () => {
    const result = readApiSettings({
      STRIPE_SECRET_KEY: " sk_test_abc123\n",
      STRIPE_WEBHOOK_SECRET: "\twhsec_abc123 ",
      STRIPE_API_URL: "  ",
      GA_MEASUREMENT_ID: " ",
      VITE_GA_MEASUREMENT_ID: "G-ABC123 ",
      GA_API_SECRET: " s3cret",
      DATABASE_URL: "",
      DATABASE_DIR: " /var/lib/snapsong ",
    });
    expect(result.ok && result.settings).toMatchObject({
      stripe: { secretKey: "sk_test_abc123", webhookSecret: "whsec_abc123", apiUrl: undefined },
      analytics: { measurementId: "G-ABC123", apiSecret: "s3cret" },
      database: { url: undefined, directory: "/var/lib/snapsong" },
    });
  });

  it("says once what is wrong with where checkouts return to, and names both variables when neither is set", () => {
    expect(problems({ ...subscribers, SITE_URL: "", VITE_SITE_URL: "snapsong.app" })).toEqual([
      'VITE_SITE_URL must be an https URL (http only for localhost), got "snapsong.app".',
    ]);
    expect(problems({ ...subscribers, SITE_URL: " ", AUTH0_DOMAIN: undefined })).toEqual([
      "AUTH0_DOMAIN (or VITE_AUTH0_DOMAIN) is not set (the identity provider's domain, tenant.eu.auth0.com, for API access tokens).",
      "SITE_URL (or VITE_SITE_URL) is not set (where checkouts return to).",
    ]);
  });

  it("reads the server's own setting over the build's, whose malformed value then does not matter", () => {
    const result = readApiSettings({
      ...stripe,
      ...subscribers,
      VITE_AUTH0_DOMAIN: "not a domain",
      VITE_SITE_URL: "http://snapsong.app",
      VITE_APP_URL: "nope",
      APP_URL: "https://app.snapsong.app",
    });
    expect(result.ok && result.settings.subscribers?.issuer).toBe("https://snapsong.eu.auth0.com/");
    expect(result.ok && result.settings.productUrls.app).toBe("https://app.snapsong.app/");
  });

  it("takes a reply-to address only when it is one", () => {
    const mail = {
      RESEND_API_KEY: "re_abc123456",
      MAIL_FROM: "hello@mail.snapsong.app",
      VITE_CONTACT_EMAIL: "hello@snapsong.app",
      VITE_LEGAL_COMPANY: "Snapsong GmbH",
      VITE_LEGAL_ADDRESS: "Musterstraße 1, Berlin",
      VITE_LEGAL_COUNTRY: "DE",
    };
    expect(problems({ ...mail, MAIL_REPLY_TO: "support at snapsong.app" })).toEqual([
      "MAIL_REPLY_TO does not look like the contact address the mails name and replies go to.",
    ]);
    expect(problems({ ...mail, MAIL_FROM: "Snapsong <hello@mail>" })).toEqual([
      "MAIL_FROM does not look like a sender on a domain verified at Resend (Snapsong <hello@mail.example.com>).",
    ]);
  });

  it("answers a problem list, never an exception, for any value", () => {
    const odd = ["", " ", "\u0000", "%", "http://", "https://[", "G-", "re_\n", "x".repeat(10_000), "é@ü.de"];
    const names = ["STRIPE_SECRET_KEY", "STRIPE_API_URL", "GA_MEASUREMENT_ID", "AUTH0_DOMAIN", "SITE_URL"];
    for (const name of names)
      for (const value of odd) {
        const result = readApiSettings({ ...stripe, ...subscribers, RESEND_API_KEY: value, [name]: value });
        expect(result.ok || result.problems.every((problem) => typeof problem === "string")).toBe(true);
      }
  });
});
