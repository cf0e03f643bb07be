// The payment stand-in's catalogue as a finished account setup leaves it (app/catalogue/desired-catalogue.ts),
// made by the stand-in's own API code under the ids it has always had: Products `prod_local_<key>`,
// Prices `price_local_<offer>`, Payment Links `plink_local_<offer>` at `/checkout/<offer>` (the
// `VITE_CHECKOUT_*` defaults in app/config/schema.ts), the site's webhook endpoint with the local
// signing secret, and the default portal configuration, its login page at `/p/login/local` (the
// `VITE_CUSTOMER_PORTAL_LOGIN` default).
import type { OfferId } from "../../app/catalogue/offers";
import type { Catalogue } from "./catalogue";
import {
  desiredCatalogue,
  paymentLinkParams,
  portalConfigurationParams,
  priceParams,
  type ProductKey,
} from "../../app/catalogue/desired-catalogue";
import type { Site } from "../../app/catalogue/desired-catalogue";
import { asParams } from "./form";
import { createPaymentLink } from "./payment-links";
import { createPortalConfiguration } from "./portal-configurations";
import { createPrice } from "./prices";
import { createProduct } from "./products";
import { createWebhookEndpoint } from "./webhook-endpoints";

/** A fixed time for the seeded objects, which exist before anything else. */
const SEEDED = 1_767_225_600;

const underscored = (offer: OfferId) => offer.replace(/-/g, "_");
const productId = (key: ProductKey) => `prod_local_${key}`;
const priceId = (offer: OfferId) => `price_local_${underscored(offer)}`;

export function seedCatalogue(catalogue: Catalogue, origin: string, site: Site, webhookSecret: string): void {
  const desired = desiredCatalogue(site);
  for (const { key, params } of desired.products) {
    createProduct(catalogue, asParams({ ...params, id: productId(key) }), SEEDED);
  }
  for (const price of desired.prices) {
    const params = asParams(priceParams(price, productId(price.product)));
    createPrice(catalogue, params, { id: priceId(price.offer), created: SEEDED });
  }
  for (const link of desired.paymentLinks) {
    const params = asParams(paymentLinkParams(link, priceId(link.offer)));
    createPaymentLink(catalogue, params, origin, { id: `plink_local_${underscored(link.offer)}`, slug: link.offer });
  }
  createWebhookEndpoint(catalogue, asParams(desired.webhookEndpoint), {
    id: "we_local_site",
    secret: webhookSecret,
    created: SEEDED,
  });
  const portal = portalConfigurationParams(desired.portalConfiguration, { product: productId, price: priceId });
  createPortalConfiguration(catalogue, asParams(portal), origin, {
    id: "bpc_local_default",
    isDefault: true,
    loginSlug: "local",
    created: SEEDED,
  });
}
