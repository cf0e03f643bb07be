// The payment provider's stand-in, put together: one store (with its catalogue, seeded as a finished
// account setup leaves it, or empty), one event log, and the routes that share them — test controls,
// the provider's API, the hosted checkout and the customer portal (and its login page).
import type { Middleware } from "koa";
import { createBilling } from "./billing";
import { checkoutRoutes } from "./checkout";
import { createEventLog } from "./events";
import { providerJson } from "./json/provider-json";
import { portalRoutes } from "./portal";
import { portalLoginRoutes } from "./portal-login";
import { renewalNotices } from "./renewal-notices";
import { seedCatalogue } from "./seed";
import { createPaymentStore, realNow } from "./store";
import { seededTaxSetup } from "./tax";
import { stripeApi, type Outages } from "./stripe-api";
import { testControls } from "./test-controls";

export interface PaymentStandInOptions {
  /** Where the stand-in is reached (its hosted pages' URLs). */
  origin: string;
  /** The site: its payment links return there, its webhook endpoint is there. */
  siteOrigin: string;
  productName: string;
  secretKey: string;
  /** The seeded webhook endpoint's signing secret. */
  webhookSecret: string;
  /**
   * "seeded" (the default): the Products, Prices, Payment Links, webhook endpoint, default portal
   * configuration and campaign codes a finished setup makes (seed.ts, with the expired EARLYBIRD
   * for tests), and tax set up (tax.ts); "empty": none of them, as a new account.
   */
  catalogue?: "seeded" | "empty";
}

export function paymentStandIn(options: PaymentStandInOptions): Middleware[] {
  const { origin, siteOrigin, productName, secretKey, webhookSecret } = options;
  const store = createPaymentStore();
  if (options.catalogue !== "empty") {
    seedCatalogue(store.catalogue, origin, { siteUrl: siteOrigin, productName }, webhookSecret);
    store.tax = seededTaxSetup(realNow());
  }
  const json = providerJson(store, productName);
  const events = createEventLog(store.catalogue);
  const billing = createBilling(store, json, origin);
  const outages: Outages = { all: false, sessions: new Set() };
  return [
    testControls({ store, origin, billing, events, outages, notices: renewalNotices(store, json) }),
    stripeApi({ store, json, events, billing, secretKey, origin, outages }),
    checkoutRoutes({ siteOrigin, productName, store, billing, events }),
    portalRoutes({ productName, store, billing, events }),
    portalLoginRoutes({ store, siteOrigin }),
  ];
}
