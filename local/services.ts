// The offline stand-ins for the hosted services (identity, payments, mail, GA4's Measurement
// Protocol), in one process; never shipped. Why: docs/decisions/005-local-stand-ins.md
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { LOCAL_API_AUDIENCE } from "../app/contracts/api-audience.ts";
import {
  LOCAL_AUTH0_MANAGEMENT_CLIENT_ID,
  LOCAL_AUTH0_MANAGEMENT_CLIENT_SECRET,
  LOCAL_RESEND_API_KEY,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_WEBHOOK_SECRET,
} from "./api-env";
import { measurementCollector } from "./analytics/collector";
import { paymentStandIn } from "./checkout/payment-stand-in";
import { createAccountStore } from "./identity/accounts";
import { createIdentityProvider } from "./identity/provider";
import { mailStandIn } from "./mail/mail-stand-in";

export interface LocalServicesOptions {
  /** 0 picks a free port (tests). */
  port: number;
  /** Origins of the site that may sign in and that checkout returns to; the first is the default. */
  siteOrigins: string[];
  clientId: string;
  /** The site's API identifier (the site's VITE_AUTH0_AUDIENCE); the local one by default. */
  apiAudience?: string;
  productName: string;
  /** The payment stand-in's catalogue at the start: as a finished setup leaves it (default), or empty. */
  paymentCatalogue?: "seeded" | "empty";
}

export async function startLocalServices(options: LocalServicesOptions): Promise<Server> {
  // Listen first, so the services know their origin when the port is picked for them.
  const server = createServer();
  // Idle connections kept a minute, as hosted services keep them. Node's 5 s lost races in tests
  // whose process also runs the clients: after seconds of blocking work (PGlite opening), a client
  // reused a connection that the server's overdue timeout then closed (ECONNRESET).
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, () => resolve());
  });
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  const siteOrigin = options.siteOrigins[0]!;
  const provider = createIdentityProvider({
    origin,
    siteOrigins: options.siteOrigins,
    clientId: options.clientId,
    clientName: options.productName,
    apiAudience: options.apiAudience ?? LOCAL_API_AUDIENCE,
    accounts: createAccountStore(),
    managementClient: {
      clientId: LOCAL_AUTH0_MANAGEMENT_CLIENT_ID,
      clientSecret: LOCAL_AUTH0_MANAGEMENT_CLIENT_SECRET,
    },
  });
  const payments = paymentStandIn({
    origin,
    siteOrigin,
    productName: options.productName,
    secretKey: LOCAL_STRIPE_SECRET_KEY,
    webhookSecret: LOCAL_WEBHOOK_SECRET,
    catalogue: options.paymentCatalogue,
  });
  for (const routes of payments) provider.use(routes);
  for (const routes of mailStandIn({ apiKey: LOCAL_RESEND_API_KEY })) provider.use(routes);
  provider.use(measurementCollector());
  provider.use(async (ctx, next) => {
    if (ctx.path !== "/favicon.ico") return next();
    ctx.status = 204; // the stand-in's pages have no icon; answer so browsers log no error
  });
  server.on("request", provider.callback());
  return server;
}
