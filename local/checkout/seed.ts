// The payment stand-in's catalogue as a finished account setup leaves it (app/catalogue/desired-catalogue.ts),
// made by the stand-in's own API code under the ids it has always had: Products `prod_local_<key>`,
// Prices `price_local_<offer>`, Payment Links `plink_local_<offer>` at `/checkout/<offer>` (the
// `VITE_CHECKOUT_*` defaults in app/config/schema.ts), the site's webhook endpoint with the local
// signing secret, the default portal configuration, its login page at `/p/login/local` (the
// `VITE_CUSTOMER_PORTAL_LOGIN` default), and the campaign codes: each coupon under its own id, its
// promotion code `promo_local_<code in lower case>`. Beside them, for tests to try, one code that
// has expired, EARLYBIRD (coupon `earlybird-10-percent-once`, 10 % off once, expired at the end of
// June 2026): its `expires_at` is set directly, as the API refuses one in the past.
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
import { createCoupon } from "./coupons";
import { asParams } from "./form";
import { createPaymentLink } from "./payment-links";
import { createPortalConfiguration } from "./portal-configurations";
import { createPrice } from "./prices";
import { createPromotionCode } from "./promotion-codes";
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
  for (const { coupon, promotionCode } of desired.campaignCodes) {
    createCoupon(catalogue, asParams(coupon), SEEDED);
    const id = `promo_local_${promotionCode.code.toLowerCase()}`;
    createPromotionCode(catalogue, asParams(promotionCode), { id, created: SEEDED });
  }
  seedExpiredCode(catalogue);
  const portal = portalConfigurationParams(desired.portalConfiguration, { product: productId, price: priceId });
  createPortalConfiguration(catalogue, asParams(portal), origin, {
    id: "bpc_local_default",
    isDefault: true,
    loginSlug: "local",
    created: SEEDED,
  });
}

/** EARLYBIRD, a code whose time is over: made while it could be, then expired as time has since done. */
function seedExpiredCode(catalogue: Catalogue) {
  const coupon = { id: "earlybird-10-percent-once", name: "EARLYBIRD", percent_off: 10, duration: "once" };
  createCoupon(catalogue, asParams(coupon), SEEDED);
  const params = asParams({ promotion: { type: "coupon", coupon: coupon.id }, code: "EARLYBIRD" });
  const promo = createPromotionCode(catalogue, params, { id: "promo_local_earlybird", created: SEEDED });
  promo.expires_at = Date.parse("2026-06-30T23:59:59Z") / 1000;
}
