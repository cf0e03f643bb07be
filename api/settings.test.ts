// @vitest-environment node
import { describe, expect, it } from "vitest";
import { GA_COLLECT_URL, readApiSettings } from "./settings";

const stripe = { STRIPE_SECRET_KEY: "sk_test_abc123", STRIPE_WEBHOOK_SECRET: "whsec_abc123" };

describe("readApiSettings", () => {
  it("reads the provider's secrets, and no analytics without a measurement id", () => {
    const result = readApiSettings(stripe);
    expect(result).toEqual({
      ok: true,
      settings: { stripe: { secretKey: "sk_test_abc123", webhookSecret: "whsec_abc123", apiUrl: undefined } },
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
