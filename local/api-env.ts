// The settings the site's API (api/settings.ts) gets offline: the checkout stand-in's API and the
// Measurement Protocol stand-in, both on the local services port, with secrets they share.
export const LOCAL_STRIPE_SECRET_KEY = "sk_test_local";
export const LOCAL_WEBHOOK_SECRET = "whsec_localstandin";
const LOCAL_MEASUREMENT_ID = "G-LOCALSTANDIN";
export const LOCAL_GA_API_SECRET = "local-standin";

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
    ...Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim())),
  };
}
