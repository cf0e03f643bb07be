// What each of the API's settings must look like (settings.ts reads them from the environment):
// zod schemas whose messages follow the variable's name ("STRIPE_SECRET_KEY is not set (…).").
import { z } from "zod";
import { auth0Issuer } from "./access-token.ts";
import type { MailSender } from "../app/mail/mail-context.ts";

/** The settings as the API uses them, once read. */
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
const isServiceUrl = (value: string) => {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return url.protocol === "https:" || (url.protocol === "http:" && LOCAL_HOSTS.includes(url.hostname));
};

/** The variable's value trimmed; a blank one is not set. */
const trimmed = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === "string" ? value.trim() || undefined : value), schema);

const text = (what: string, pattern = /\S/) =>
  trimmed(z.string({ error: `is not set (${what}).` }).regex(pattern, `does not look like ${what}.`));
const optionalText = (what: string, pattern: RegExp) =>
  trimmed(z.string().regex(pattern, `does not look like ${what}.`).optional());

const serviceUrl = (missing: string) =>
  z
    .string({ error: missing })
    .refine(isServiceUrl, {
      error: (issue) => `must be an https URL (http only for localhost), got ${JSON.stringify(issue.input)}.`,
    })
    .transform((value) => new URL(value));
const optionalUrl = trimmed(serviceUrl("").optional());

/** A part that is off: undefined, though a malformed setting of it is still a problem. */
const off = <T extends z.core.$ZodLooseShape>(shape: T) => z.object(shape).transform(() => undefined);

/** The schemas of the settings, requiring what the parts that are on (a variable of theirs set) need. */
export function settingsSchema(on: { analytics: boolean; subscribers: boolean; mail: boolean }) {
  const siteUrl = serviceUrl("is not set (where checkouts return to).");
  return z.object({
    stripe: z.object({
      secretKey: text("a Stripe secret or restricted key (sk_… or rk_…)", SECRET_KEY),
      webhookSecret: text("a webhook signing secret (whsec_…)", WEBHOOK_SECRET),
      apiUrl: optionalUrl,
    }),
    analytics: on.analytics
      ? z.object({
          measurementId: text("a GA4 measurement id (G-…)", MEASUREMENT_ID),
          apiSecret: text("a Measurement Protocol API secret", API_SECRET),
          collectUrl: optionalUrl.transform((url) => url ?? new URL(GA_COLLECT_URL)),
        })
      : off({ collectUrl: optionalUrl }),
    subscribers: on.subscribers
      ? z.object({
          audience: text("the API's identifier"),
          issuer: trimmed(
            z
              .string({
                error: "is not set (the identity provider's domain, tenant.eu.auth0.com, for API access tokens).",
              })
              .refine(
                (domain) => DOMAIN.test(domain) || isServiceUrl(domain),
                "must be the identity provider's domain (tenant.eu.auth0.com) for API access tokens.",
              )
              .transform(auth0Issuer),
          ),
          siteUrl: trimmed(siteUrl.transform((url) => url.origin)),
          // Without it any application of the tenant allowed the API (a machine-to-machine one) would pass for a person.
          clientId: text("the site's application, whose tokens the API takes"),
        })
      : off({ siteUrl: trimmed(siteUrl.optional()) }),
    database: z.object({
      url: optionalText("a Postgres URL (postgres://user:password@host:5432/name)", DATABASE_URL),
      directory: trimmed(z.string().optional()),
    }),
    mail: on.mail
      ? z
          .object({
            apiKey: text("a Resend API key (re_…)", RESEND_KEY),
            from: text("a sender on a domain verified at Resend (Snapsong <hello@mail.example.com>)", SENDER),
            // Who the mails say they are from: the site's own settings (the legal notice's), as the build has them.
            replyTo: text("the contact address the mails name and replies go to", MAILBOX),
            company: text("the company the mails name, as the legal notice does"),
            address: text("its postal address"),
            country: text("its country (ISO 3166, like DE)"),
            productName: trimmed(z.string().default("Snapsong")),
            apiUrl: optionalUrl,
          })
          .transform(({ apiKey, from, replyTo, apiUrl, productName, company, address, country }) => ({
            apiKey,
            from,
            replyTo,
            apiUrl,
            sender: { productName, contactEmail: replyTo, company, address, country },
          }))
      : off({ apiUrl: optionalUrl }),
    productUrls: z.object({
      app: optionalUrl.transform((url) => url?.href),
      research: optionalUrl.transform((url) => url?.href),
    }),
  }) satisfies z.ZodType<ApiSettings>;
}
