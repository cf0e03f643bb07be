// The server's settings offline (the API's, api/settings.ts, and the preflight's): the checkout
// stand-in's API, the Measurement Protocol stand-in and the identity stand-in's Management API, all
// on the local services port, with secrets they share; the mail stand-in's, sending as the site's
// example company (the legal pages' examples) from the example domain.
import { legalExamples } from "../app/config/schema.ts";
import { LOCAL_MAIL_FROM } from "./mail/domains.ts";

export const LOCAL_STRIPE_SECRET_KEY = "sk_test_local";
export const LOCAL_WEBHOOK_SECRET = "whsec_localstandin";
const LOCAL_MEASUREMENT_ID = "G-LOCALSTANDIN";
export const LOCAL_GA_API_SECRET = "local-standin";
/** The identity stand-in's machine-to-machine application for its Management API. */
export const LOCAL_AUTH0_MANAGEMENT_CLIENT_ID = "snapsong-local-management";
export const LOCAL_AUTH0_MANAGEMENT_CLIENT_SECRET = "local-management-secret";
/** The mail stand-in's Resend API key (local/mail/). */
export const LOCAL_RESEND_API_KEY = "re_local_standin";

/** The site as the API needs to know it: where it is, and its identity provider and API audience. */
interface LocalSite {
  url: string;
  auth: { origin: string; audience?: string; clientId?: string };
}

/** The API's environment pointing at the stand-ins of `servicesOrigin`; set variables win. */
export function localApiEnv(
  servicesOrigin: string,
  env: Record<string, string | undefined> = process.env,
  site?: LocalSite,
) {
  return {
    ...(site && {
      SITE_URL: site.url,
      AUTH0_DOMAIN: site.auth.origin,
      AUTH0_AUDIENCE: site.auth.audience,
      AUTH0_CLIENT_ID: site.auth.clientId,
    }),
    STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: LOCAL_WEBHOOK_SECRET,
    STRIPE_API_URL: servicesOrigin,
    GA_MEASUREMENT_ID: LOCAL_MEASUREMENT_ID,
    GA_API_SECRET: LOCAL_GA_API_SECRET,
    GA_MP_URL: `${servicesOrigin}/mp/collect`,
    RESEND_API_KEY: LOCAL_RESEND_API_KEY,
    MAIL_FROM: LOCAL_MAIL_FROM,
    MAIL_API_URL: `${servicesOrigin}/resend`,
    VITE_CONTACT_EMAIL: "hello@snapsong.example",
    VITE_LEGAL_COMPANY: legalExamples.VITE_LEGAL_COMPANY,
    VITE_LEGAL_ADDRESS: legalExamples.VITE_LEGAL_ADDRESS,
    VITE_LEGAL_COUNTRY: legalExamples.VITE_LEGAL_COUNTRY,
    AUTH0_MANAGEMENT_CLIENT_ID: LOCAL_AUTH0_MANAGEMENT_CLIENT_ID,
    AUTH0_MANAGEMENT_CLIENT_SECRET: LOCAL_AUTH0_MANAGEMENT_CLIENT_SECRET,
    ...Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim())),
  };
}
