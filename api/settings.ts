// The API's settings, from the server's environment only (never the build): the payment provider's
// secret key and webhook signing secret, and GA4's Measurement Protocol secret. Read once at start;
// what is missing or malformed is listed by name, so the server can say so and answer 503.

type Env = Record<string, string | undefined>;

export interface ApiSettings {
  stripe: {
    secretKey: string;
    webhookSecret: string;
    /** Where the provider's API is: unset for the real one, the local stand-in's origin offline. */
    apiUrl?: URL;
  };
  /** Undefined when no measurement id is set: analytics is off, so nothing goes to GA. */
  analytics?: { measurementId: string; apiSecret: string; collectUrl: URL };
}

type ApiSettingsResult = { ok: true; settings: ApiSettings } | { ok: false; problems: string[] };

export const GA_COLLECT_URL = "https://www.google-analytics.com/mp/collect";

const SECRET_KEY = /^(sk|rk)_(test|live)_[A-Za-z0-9]{1,255}$/;
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=]{1,255}$/;
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;
const API_SECRET = /^[\w-]{1,128}$/;
const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"];

/** An https URL, or http on this machine (the local stand-ins). */
function serviceUrl(value: string): URL | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.includes(url.hostname)) ? url : null;
}

/** The variables that hold secrets: the server's alone, never the pages' (scripts/postbuild/server-secrets.ts). */
const secretNames = {
  stripeKey: "STRIPE_SECRET_KEY",
  webhookSecret: "STRIPE_WEBHOOK_SECRET",
  analyticsSecret: "GA_API_SECRET",
} as const;
export const SECRET_SETTINGS = Object.values(secretNames);

export function readApiSettings(env: Env): ApiSettingsResult {
  const problems: string[] = [];
  const read = (name: string, pattern: RegExp, what: string, required = true): string | undefined => {
    const value = env[name]?.trim();
    if (!value) {
      if (required) problems.push(`${name} is not set (${what}).`);
      return undefined;
    }
    if (!pattern.test(value)) problems.push(`${name} does not look like ${what}.`);
    return value;
  };
  const readUrl = (name: string): URL | undefined => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    const url = serviceUrl(value);
    if (!url) problems.push(`${name} must be an https URL (http only for localhost), got ${JSON.stringify(value)}.`);
    return url ?? undefined;
  };

  const secretKey = read(secretNames.stripeKey, SECRET_KEY, "a Stripe secret or restricted key (sk_… or rk_…)");
  const webhookSecret = read(secretNames.webhookSecret, WEBHOOK_SECRET, "a webhook signing secret (whsec_…)");
  const apiUrl = readUrl("STRIPE_API_URL");
  // The site's own measurement id (VITE_GA_MEASUREMENT_ID) unless the server is given one.
  const measurementId =
    read("GA_MEASUREMENT_ID", MEASUREMENT_ID, "a GA4 measurement id (G-…)", false) ??
    read("VITE_GA_MEASUREMENT_ID", MEASUREMENT_ID, "a GA4 measurement id (G-…)", false);
  const apiSecret = measurementId
    ? read(secretNames.analyticsSecret, API_SECRET, "a Measurement Protocol API secret")
    : undefined;
  const collectUrl = readUrl("GA_MP_URL") ?? new URL(GA_COLLECT_URL);

  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      stripe: { secretKey: secretKey!, webhookSecret: webhookSecret!, apiUrl },
      analytics: measurementId ? { measurementId, apiSecret: apiSecret!, collectUrl } : undefined,
    },
  };
}
