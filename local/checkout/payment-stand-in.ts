// The payment provider's stand-in, put together: one store, one event log, and the routes that
// share them — test controls, the provider's API, the hosted checkout and the customer portal (and
// its login link).
import type { Middleware } from "koa";
import { createBilling } from "./billing";
import { checkoutRoutes } from "./checkout";
import { createEventLog } from "./events";
import { providerJson } from "./json";
import { portalRoutes } from "./portal";
import { portalLoginRoutes } from "./portal-login";
import { createPaymentStore } from "./store";
import { stripeApi, type Outages } from "./stripe-api";
import { testControls } from "./test-controls";

export interface PaymentStandInOptions {
  /** Where the stand-in is reached (its hosted pages' URLs). */
  origin: string;
  /** Where a payment link returns to. */
  siteOrigin: string;
  productName: string;
  secretKey: string;
  webhookSecret: string;
  /** The site's webhook. */
  webhookUrl: string;
}

export function paymentStandIn(options: PaymentStandInOptions): Middleware[] {
  const { origin, siteOrigin, productName, secretKey, webhookSecret, webhookUrl } = options;
  const store = createPaymentStore();
  const json = providerJson(store, productName);
  const events = createEventLog({ webhookUrl, webhookSecret });
  const billing = createBilling(store, json, origin);
  const outages: Outages = { all: false, sessions: new Set() };
  return [
    testControls({ store, billing, events, outages }),
    stripeApi({ store, json, events, secretKey, origin, outages }),
    checkoutRoutes({ siteOrigin, productName, store, billing, events }),
    portalRoutes({ productName, store, billing, events }),
    portalLoginRoutes({ store, siteOrigin }),
  ];
}
