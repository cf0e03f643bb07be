// The API's settings, from the server's environment only (never the build): the payment provider's
// secret key and webhook signing secret, GA4's Measurement Protocol secret and the mail service's key. Read once at start;
// what is missing or malformed is listed by name, so the server can say so and answer 503.

import type { MailSender } from "../app/mail/mail-context.ts";
import { auth0Issuer } from "./access-token.ts";

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
  /**
   * Who may ask about their subscription (the identity provider's issuer, the API's audience and
   * the site's application, whose tokens alone are a person's) and where checkouts return to.
   * Undefined when no audience is set: the subscriber and experiment routes answer 503.
   */
  subscribers?: { issuer: string; audience: string; siteUrl: string; clientId: string };
  /**
   * The mail service (Resend) the subscriber mails go through (api/mail/); undefined without
   * RESEND_API_KEY: no mail is written or sent.
   */
  mail?: { apiKey: string; from: string; replyTo: string; apiUrl?: URL; sender: MailSender };
  /** The way into what was bought, which the confirmation mail links (unset: no link is promised). */
  productUrls: { app?: string; research?: string };
  /** A Postgres server's URL; unset: PGlite in `directory` (Node's default folder when that is unset too). */
  database: { url?: string; directory?: string };
}

type ApiSettingsResult = { ok: true; settings: ApiSettings } | { ok: false; problems: string[] };

export const GA_COLLECT_URL = "https://www.google-analytics.com/mp/collect";

const SECRET_KEY = /^(sk|rk)_(test|live)_[A-Za-z0-9]{1,255}$/;
const WEBHOOK_SECRET = /^whsec_[A-Za-z0-9+/=]{1,255}$/;
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,16}$/;
const API_SECRET = /^[\w-]{1,128}$/;
const LOCAL_HOSTS = ["localhost", "127.0.0.1", "[::1]"];
const DOMAIN = /^[a-z0-9.-]+\.[a-z]{2,}$/i;
const DATABASE_URL = /^postgres(ql)?:\/\/\S+$/;
const RESEND_KEY = /^re_[A-Za-z0-9_]{6,255}$/;
const ADDRESS = "[^\\s@<>]+@[a-z0-9.-]+\\.[a-z]{2,}";
/** `Snapsong <hello@mail.snapsong.app>` or a bare address. */
const SENDER = new RegExp(`^(?:[^<>@]+ <${ADDRESS}>|${ADDRESS})$`, "i");
const MAILBOX = new RegExp(`^${ADDRESS}$`, "i");

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
  mailKey: "RESEND_API_KEY",
  /** Holds the database's password. */
  databaseUrl: "DATABASE_URL",
  /** The identity provider's machine-to-machine application: the preflight's, not the API's. */
  identityManagementSecret: "AUTH0_MANAGEMENT_CLIENT_SECRET",
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

  // The identity provider and the API's identifier, as the site's build has them unless the server is given its own.
  const audience = env.AUTH0_AUDIENCE?.trim() || env.VITE_AUTH0_AUDIENCE?.trim();
  const domainName = env.AUTH0_DOMAIN?.trim() ? "AUTH0_DOMAIN" : "VITE_AUTH0_DOMAIN";
  const domain = env[domainName]?.trim();
  let issuer: string | undefined;
  if (audience) {
    if (domain && (DOMAIN.test(domain) || serviceUrl(domain))) issuer = auth0Issuer(domain);
    else
      problems.push(
        `${domainName} must be the identity provider's domain (tenant.eu.auth0.com) for API access tokens.`,
      );
  }
  const siteUrl = readUrl(env.SITE_URL?.trim() ? "SITE_URL" : "VITE_SITE_URL");
  if (audience && !siteUrl) problems.push("SITE_URL (or VITE_SITE_URL) is not set (where checkouts return to).");
  // Without it any application of the tenant allowed the API (a machine-to-machine one) would pass for a person.
  const clientId = env.AUTH0_CLIENT_ID?.trim() || env.VITE_AUTH0_CLIENT_ID?.trim();
  if (audience && !clientId)
    problems.push(
      "AUTH0_CLIENT_ID (or VITE_AUTH0_CLIENT_ID) is not set (the site's application, whose tokens the API takes).",
    );

  const databaseUrl = read(
    secretNames.databaseUrl,
    DATABASE_URL,
    "a Postgres URL (postgres://user:password@host:5432/name)",
    false,
  );
  const databaseDirectory = env.DATABASE_DIR?.trim() || undefined;

  const mailKey = read(secretNames.mailKey, RESEND_KEY, "a Resend API key (re_…)", false);
  const mailFrom = mailKey
    ? read("MAIL_FROM", SENDER, "a sender on a domain verified at Resend (Snapsong <hello@mail.example.com>)")
    : undefined;
  // Who the mails say they are from: the site's own settings (the legal notice's), as the build has them.
  const named = (name: string, what: string) => (mailKey ? read(name, /\S/, what) : undefined);
  const contactEmail = mailKey
    ? (read("MAIL_REPLY_TO", MAILBOX, "an email address (the contact address)", false) ??
      read("VITE_CONTACT_EMAIL", MAILBOX, "the contact address the mails name and replies go to"))
    : undefined;
  const sender = {
    productName: env.PRODUCT_NAME?.trim() || env.VITE_PRODUCT_NAME?.trim() || "Snapsong",
    contactEmail: contactEmail ?? "",
    company: named("VITE_LEGAL_COMPANY", "the company the mails name, as the legal notice does") ?? "",
    address: named("VITE_LEGAL_ADDRESS", "its postal address") ?? "",
    country: named("VITE_LEGAL_COUNTRY", "its country (ISO 3166, like DE)") ?? "",
  };
  const mailApiUrl = readUrl("MAIL_API_URL");
  // The build's addresses unless the server is given its own.
  const productUrl = (name: string) => readUrl(env[name]?.trim() ? name : `VITE_${name}`)?.href;
  const productUrls = { app: productUrl("APP_URL"), research: productUrl("RESEARCH_URL") };

  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    settings: {
      stripe: { secretKey: secretKey!, webhookSecret: webhookSecret!, apiUrl },
      analytics: measurementId ? { measurementId, apiSecret: apiSecret!, collectUrl } : undefined,
      subscribers: audience
        ? {
            issuer: issuer!,
            audience,
            siteUrl: siteUrl!.origin,
            clientId: clientId!,
          }
        : undefined,
      mail: mailKey
        ? { apiKey: mailKey, from: mailFrom!, replyTo: sender.contactEmail, apiUrl: mailApiUrl, sender }
        : undefined,
      productUrls,
      database: { url: databaseUrl, directory: databaseDirectory },
    },
  };
}
