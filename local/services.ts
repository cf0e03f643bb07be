// The offline stand-ins for the hosted services, in one process: the identity provider (Auth0's
// paths), the checkout simulator with the payment provider's API and webhooks, and GA4's
// Measurement Protocol. Never shipped with the site.
import type { Server } from "node:http";
import { LOCAL_API_AUDIENCE } from "../app/contracts/api-audience.ts";
import { apiPaths } from "../app/contracts/checkout-api.ts";
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_WEBHOOK_SECRET } from "./api-env";
import { measurementCollector } from "./analytics/collector";
import { checkoutRoutes } from "./checkout/checkout";
import { createSessionStore } from "./checkout/sessions";
import { stripeApi } from "./checkout/stripe-api";
import { createAccountStore } from "./identity/accounts";
import { createIdentityProvider } from "./identity/provider";

export interface LocalServicesOptions {
  port: number;
  /** Origins of the site that may sign in and that checkout returns to; the first is the default. */
  siteOrigins: string[];
  clientId: string;
  /** The site's API identifier (the site's VITE_AUTH0_AUDIENCE); the local one by default. */
  apiAudience?: string;
  productName: string;
}

export function startLocalServices(options: LocalServicesOptions): Promise<Server> {
  const origin = `http://localhost:${options.port}`;
  const siteOrigin = options.siteOrigins[0]!;
  const provider = createIdentityProvider({
    origin,
    siteOrigins: options.siteOrigins,
    clientId: options.clientId,
    clientName: options.productName,
    apiAudience: options.apiAudience ?? LOCAL_API_AUDIENCE,
    accounts: createAccountStore(),
  });
  const sessions = createSessionStore();
  const payments = stripeApi({
    sessions,
    secretKey: LOCAL_STRIPE_SECRET_KEY,
    webhookSecret: LOCAL_WEBHOOK_SECRET,
    webhookUrl: `${siteOrigin}${apiPaths.stripeWebhook}`,
  });
  provider.use(payments.routes);
  provider.use(checkoutRoutes({ siteOrigin, productName: options.productName, sessions, announce: payments.announce }));
  provider.use(measurementCollector());
  provider.use(async (ctx, next) => {
    if (ctx.path !== "/favicon.ico") return next();
    ctx.status = 204; // the stand-in's pages have no icon; answer so browsers log no error
  });
  return new Promise((resolve, reject) => {
    const server = provider.listen(options.port, () => resolve(server));
    server.once("error", reject);
  });
}
