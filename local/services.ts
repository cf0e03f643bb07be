// The offline stand-ins for the hosted services, in one process: the identity provider (Auth0's
// paths) and the checkout simulator. Never shipped with the site.
import type { Server } from "node:http";
import { checkoutRoutes } from "./checkout/checkout";
import { createAccountStore } from "./identity/accounts";
import { createIdentityProvider } from "./identity/provider";

export interface LocalServicesOptions {
  port: number;
  /** Origins of the site that may sign in and that checkout returns to; the first is the default. */
  siteOrigins: string[];
  clientId: string;
  productName: string;
}

export function startLocalServices(options: LocalServicesOptions): Promise<Server> {
  const origin = `http://localhost:${options.port}`;
  const provider = createIdentityProvider({
    origin,
    siteOrigins: options.siteOrigins,
    clientId: options.clientId,
    clientName: options.productName,
    accounts: createAccountStore(),
  });
  provider.use(checkoutRoutes({ siteOrigin: options.siteOrigins[0]!, productName: options.productName }));
  provider.use(async (ctx, next) => {
    if (ctx.path !== "/favicon.ico") return next();
    ctx.status = 204; // the stand-in's pages have no icon; answer so browsers log no error
  });
  return new Promise((resolve, reject) => {
    const server = provider.listen(options.port, () => resolve(server));
    server.once("error", reject);
  });
}
