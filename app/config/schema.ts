// The site's settings: read from VITE_* variables once, at build time (see vite.config.ts),
// validated here so a bad value fails the build with the variable's name in the message.
import { z } from "zod";
import { LOCAL_API_AUDIENCE } from "../contracts/api-audience.ts";
import { offerIds, type OfferId } from "../contracts/offer-ids.ts";
import { localServicesOrigin } from "../contracts/ports.ts";
import { legalDetails, legalSettings, legalVariables } from "./legal-settings.ts";

// For tests that build with the example details: this is the settings module the tooling imports.
export { legalExamples } from "./legal-settings.ts";

const isLocalHost = (url: URL) => ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);

/** An absolute URL; https unless it points at this machine (the local stand-ins). */
const serviceUrl = z.url({ protocol: /^https?$/, error: "must be an absolute http(s) URL" }).refine((value) => {
  if (!URL.canParse(value)) return false; // already reported by z.url
  const url = new URL(value);
  return url.protocol === "https:" || isLocalHost(url);
}, "must use https (plain http is allowed only for localhost)");

const flag = z.enum(["true", "false"], { error: "must be 'true' or 'false'" }).transform((value) => value === "true");

/** The settings a production build must set itself: the legal pages' and the contact address they name. */
const productionVariables: readonly string[] = [...legalVariables, "VITE_CONTACT_EMAIL"];

/**
 * A production build is one for a public origin: VITE_SITE_URL names a host other than this
 * machine. Local builds (`npm start`, the tests, the bench) keep the default http://localhost:3000.
 */
const isProductionSiteUrl = (siteUrl: string) => !isLocalHost(new URL(siteUrl));

/** The payment stand-in's customer-portal login link (local/checkout/portal-login.ts). */
const LOCAL_PORTAL_LOGIN_PATH = "/p/login/local";

/** VITE_CHECKOUT_PRO_MONTHLY for 'pro-monthly', and so on. */
export const checkoutVariable = (id: OfferId) => `VITE_CHECKOUT_${id.toUpperCase().replace(/-/g, "_")}`;

function buildSchema(localServices: string) {
  const checkoutLinks = Object.fromEntries(
    offerIds.map((id) => [checkoutVariable(id), serviceUrl.default(`${localServices}/checkout/${id}`)]),
  ) as Record<string, z.ZodDefault<typeof serviceUrl>>;
  return z.object({
    VITE_PRODUCT_NAME: z.string().trim().min(1).max(40).default("Snapsong"),
    VITE_CONTACT_EMAIL: z.email({ error: "must be an email address" }).default("hello@snapsong.example"),
    VITE_SITE_URL: serviceUrl.default("http://localhost:3000"),
    VITE_ASSET_BASE_URL: z
      .string()
      .trim()
      .refine(
        (value) => /^\/(?!\/)/.test(value) || serviceUrl.safeParse(value).success,
        "must be a path on this site (like /assets) or an https URL",
      )
      .default("/assets"),
    VITE_AUTH0_DOMAIN: z
      .string()
      .trim()
      .refine(
        (value) => /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(value) || serviceUrl.safeParse(value).success,
        "must be a host name (tenant.eu.auth0.com) or an http(s) URL for a local provider",
      )
      .default(localServices),
    VITE_AUTH0_CLIENT_ID: z
      .string()
      .trim()
      .regex(/^[\w-]{1,128}$/, "must be the application's client id (letters, digits, - and _)")
      .default("snapsong-local"),
    // Auth0 takes any string as an API identifier (it suggests a URL); the local default is the
    // local provider's (toSiteConfig).
    VITE_AUTH0_AUDIENCE: z
      .string()
      .trim()
      .regex(/^\S{1,600}$/, "must be the API's identifier (Auth0 → APIs), like https://api.example.com/")
      .optional(),
    ...checkoutLinks,
    VITE_CUSTOMER_PORTAL_LOGIN: serviceUrl.default(`${localServices}${LOCAL_PORTAL_LOGIN_PATH}`),
    // The way into what was bought; unset, no page promises a link to it.
    VITE_APP_URL: serviceUrl.optional(),
    VITE_RESEARCH_URL: serviceUrl.optional(),
    VITE_GA_MEASUREMENT_ID: z
      .string()
      .trim()
      .regex(/^G-[A-Z0-9]{4,16}$/, "must look like G-XXXXXXXXXX")
      .optional(),
    VITE_CONSENT_REQUIRED: flag.default(true),
    ...Object.fromEntries(legalVariables.map((name) => [name, legalSettings[name].optional()])),
  });
}

/** Names of every VITE_* setting the site reads. */
export function configVariableNames(): string[] {
  return Object.keys(buildSchema("http://localhost").shape);
}

export type SiteConfig = ReturnType<typeof toSiteConfig>;

type ParsedEnv = z.output<ReturnType<typeof buildSchema>>;

function toSiteConfig(env: ParsedEnv, localServices: string, unset: readonly string[]) {
  const trimSlash = (value: string) => value.replace(/\/+$/, "");
  const domain = trimSlash(env.VITE_AUTH0_DOMAIN);
  return {
    productName: env.VITE_PRODUCT_NAME,
    contactEmail: env.VITE_CONTACT_EMAIL,
    siteUrl: trimSlash(env.VITE_SITE_URL),
    assetBaseUrl: trimSlash(env.VITE_ASSET_BASE_URL),
    auth: {
      domain,
      /** The provider's origin: the SDK reads a bare domain as https. */
      origin: new URL(
        /^https?:\/\//.test(env.VITE_AUTH0_DOMAIN) ? env.VITE_AUTH0_DOMAIN : `https://${env.VITE_AUTH0_DOMAIN}`,
      ).origin,
      clientId: env.VITE_AUTH0_CLIENT_ID,
      /**
       * The site's API, which the app asks access tokens for: the local provider's by default; with
       * another provider only when set, since a provider refuses to sign in for an API it lacks.
       */
      audience: env.VITE_AUTH0_AUDIENCE || (domain === localServices ? LOCAL_API_AUDIENCE : undefined),
    },
    /** The hosted checkout (payment) link of each offer. */
    checkout: Object.fromEntries(
      offerIds.map((id) => [id, String((env as Record<string, unknown>)[checkoutVariable(id)])]),
    ) as Record<OfferId, string>,
    /** The customer portal's login link: cancel what was bought without an account, by email. */
    portalLogin: env.VITE_CUSTOMER_PORTAL_LOGIN,
    /** Where a plan's app opens (/glow's welcome), if the build knows. */
    appUrl: env.VITE_APP_URL,
    /** Where the research opens (/glow's welcome, the unlocked paywall), if the build knows. */
    researchUrl: env.VITE_RESEARCH_URL,
    analytics: {
      measurementId: env.VITE_GA_MEASUREMENT_ID || undefined,
      consentRequired: env.VITE_CONSENT_REQUIRED,
    },
    legal: legalDetails(env as Record<string, unknown>, unset),
  };
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Parses raw environment variables into the site's settings. Empty strings count as unset, so a
 * copied `.env.example` with blank lines falls back to the defaults.
 */
export function parseSiteConfig(raw: Record<string, string | undefined>): SiteConfig {
  const present = Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => key.startsWith("VITE_") && value?.trim()),
  );
  let localServices: string;
  try {
    localServices = localServicesOrigin(raw);
  } catch (error) {
    throw new ConfigError(`Invalid site configuration:\n  ${(error as Error).message}`);
  }
  const result = buildSchema(localServices).safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "configuration");
      return `  ${name}: ${issue.message} (got ${JSON.stringify(present[name] ?? "")})`;
    });
    throw new ConfigError(`Invalid site configuration:\n${lines.join("\n")}\nSee .env.example.`);
  }
  const unset = productionVariables.filter((name) => present[name] === undefined);
  const siteUrl = result.data.VITE_SITE_URL;
  if (isProductionSiteUrl(siteUrl) && unset.length > 0) {
    throw new ConfigError(
      `Invalid site configuration: a production build (VITE_SITE_URL ${siteUrl} is not this machine) ` +
        `publishes the legal pages, which need these settings:\n${unset.map((name) => `  ${name}`).join("\n")}\n` +
        `See .env.example and docs/operations.md, "Legal pages".`,
    );
  }
  return toSiteConfig(result.data, localServices, unset);
}
