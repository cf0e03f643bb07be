// The API's settings, from the server's environment only (never the build): the payment provider's
// secret key and webhook signing secret, GA4's Measurement Protocol secret and the mail service's key. Read once at start
// by zod schemas (settings-schema.ts); what is missing or malformed is listed by name, so the server can say so and answer 503.
import { settingsSchema, type ApiSettings } from "./settings-schema.ts";

type Env = Record<string, string | undefined>;

type ApiSettingsResult = { ok: true; settings: ApiSettings } | { ok: false; problems: string[] };

export { GA_COLLECT_URL, type ApiSettings } from "./settings-schema.ts";

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

const isSet = (value: string | undefined) => !!value?.trim();

/**
 * The variable each setting is read from. The build's (VITE_…) stand in for the server's own when
 * only they are set; with neither set both are named, for the message ("SITE_URL (or VITE_SITE_URL)
 * is not set"), and nothing is read.
 */
function variables(env: Env) {
  const ownOrBuild = (name: string) =>
    isSet(env[name]) ? name : isSet(env[`VITE_${name}`]) ? `VITE_${name}` : `${name} (or VITE_${name})`;
  return {
    stripe: { secretKey: secretNames.stripeKey, webhookSecret: secretNames.webhookSecret, apiUrl: "STRIPE_API_URL" },
    analytics: {
      measurementId: ownOrBuild("GA_MEASUREMENT_ID"),
      apiSecret: secretNames.analyticsSecret,
      collectUrl: "GA_MP_URL",
    },
    subscribers: {
      audience: ownOrBuild("AUTH0_AUDIENCE"),
      issuer: ownOrBuild("AUTH0_DOMAIN"),
      siteUrl: ownOrBuild("SITE_URL"),
      clientId: ownOrBuild("AUTH0_CLIENT_ID"),
    },
    database: { url: secretNames.databaseUrl, directory: "DATABASE_DIR" },
    mail: {
      apiKey: secretNames.mailKey,
      from: "MAIL_FROM",
      // Replies go to the site's contact address unless the server names another.
      replyTo: isSet(env.MAIL_REPLY_TO) ? "MAIL_REPLY_TO" : "VITE_CONTACT_EMAIL",
      company: "VITE_LEGAL_COMPANY",
      address: "VITE_LEGAL_ADDRESS",
      country: "VITE_LEGAL_COUNTRY",
      productName: ownOrBuild("PRODUCT_NAME"),
      apiUrl: "MAIL_API_URL",
    },
    productUrls: { app: ownOrBuild("APP_URL"), research: ownOrBuild("RESEARCH_URL") },
  };
}

type Variables = Record<string, Record<string, string>>;

export function readApiSettings(env: Env): ApiSettingsResult {
  const names = variables(env);
  const on = {
    analytics: isSet(env[names.analytics.measurementId]),
    subscribers: isSet(env[names.subscribers.audience]),
    mail: isSet(env[names.mail.apiKey]),
  };
  const values = Object.fromEntries(
    Object.entries(names).map(([part, settings]) => [
      part,
      Object.fromEntries(Object.entries(settings).map(([setting, name]) => [setting, env[name]])),
    ]),
  );
  const read = settingsSchema(on).safeParse(values);
  if (read.success) return { ok: true, settings: read.data };
  const problems = read.error.issues.map(
    ({ path: [part, setting], message }) => `${(names as Variables)[String(part)]?.[String(setting)]} ${message}`,
  );
  return { ok: false, problems };
}
