// The catalogue's part of the payment stand-in's API, as the `stripe` SDK calls it (stripe-api.ts
// serves it with the rest):
//   /v1/products                       POST makes one, GET lists; /:id GET reads, POST changes
//   /v1/prices                         the same
//   /v1/payment_links                  the same; GET /:id/line_items lists a link's line
//   /v1/webhook_endpoints              the same; DELETE /:id deletes one
//   /v1/billing_portal/configurations  the same
//   /v1/coupons, /v1/promotion_codes   coupon-api.ts
import { noSuch, onlyParams } from "./api-params";
import type { Catalogue } from "./catalogue";
import { expandParam, type Params } from "./form";
import type { TaxSetup } from "./tax";
import { requireTaxActive } from "./tax-api";
import type { Route } from "./api-route";
import { couponRoutes } from "./coupon-api";
import { createPaymentLink, lineItemsOf, listPaymentLinks, paymentLinkJson, updatePaymentLink } from "./payment-links";
import { createPortalConfiguration, listPortalConfigurations, portalConfigurationJson } from "./portal-configurations";
import { updatePortalConfiguration } from "./portal-configurations";
import { priceJson } from "./json/price";
import { createPrice, listPrices, updatePrice } from "./prices";
import { createProduct, listProducts, updateProduct } from "./products";
import { createWebhookEndpoint, deleteWebhookEndpoint, listWebhookEndpoints } from "./webhook-endpoints";
import { updateWebhookEndpoint } from "./webhook-endpoints";

const ID = "([\\w-]+)";
const one = (path: string) => new RegExp(`^/v1/${path}/${ID}$`);
const all = (path: string) => new RegExp(`^/v1/${path}$`);

/** `tax`: the account's tax set-up, which a payment link with automatic tax needs. */
export function catalogueRoutes(catalogue: Catalogue, origin: string, tax: () => TaxSetup): Route[] {
  /** The object, or the provider's 404; a read takes nothing but `expand`. */
  const found = <T>(map: Map<string, T>, what: string, id: string, params?: Params): T => {
    const value = map.get(id);
    if (value === undefined) throw noSuch(what, id);
    if (params) onlyParams(params, []);
    return value;
  };
  const { products, prices, paymentLinks, webhookEndpoints, portalConfigurations } = catalogue;
  const withOptions = (params: Params, path: string) => expandParam(params).includes(path);
  const price = (params: Params, id: string) => found(prices, "price", id, params);
  const link = (id: string, params?: Params) => found(paymentLinks, "payment link", id, params);
  const config = (id: string, params?: Params) => found(portalConfigurations, "configuration", id, params);

  return [
    ...couponRoutes(catalogue),
    ["POST", all("products"), (params) => createProduct(catalogue, params)],
    ["GET", all("products"), (params) => listProducts(catalogue, params)],
    ["GET", one("products"), (params, id) => ({ ...found(products, "product", id!, params) })],
    ["POST", one("products"), (params, id) => updateProduct(found(products, "product", id!), params)],

    [
      "POST",
      all("prices"),
      (params) => priceJson(createPrice(catalogue, params), withOptions(params, "currency_options")),
    ],
    ["GET", all("prices"), (params) => listPrices(catalogue, params, withOptions(params, "data.currency_options"))],
    ["GET", one("prices"), (params, id) => priceJson(price(params, id!), withOptions(params, "currency_options"))],
    [
      "POST",
      one("prices"),
      (params, id) =>
        priceJson(updatePrice(catalogue, found(prices, "price", id!), params), withOptions(params, "currency_options")),
    ],

    [
      "POST",
      all("payment_links"),
      (params) => {
        requireTaxActive(tax(), params);
        const made = createPaymentLink(catalogue, params, origin);
        return paymentLinkJson(catalogue, paymentLinks.get(made.id)!, expandParam(params));
      },
    ],
    ["GET", all("payment_links"), (params) => listPaymentLinks(catalogue, params)],
    ["GET", one("payment_links"), (params, id) => paymentLinkJson(catalogue, link(id!, params), expandParam(params))],
    [
      "POST",
      one("payment_links"),
      (params, id) => {
        requireTaxActive(tax(), params);
        updatePaymentLink(link(id!), params);
        return paymentLinkJson(catalogue, link(id!), expandParam(params));
      },
    ],
    ["GET", /^\/v1\/payment_links\/([\w-]+)\/line_items$/, (params, id) => lineItemsOf(catalogue, link(id!), params)],

    ["POST", all("webhook_endpoints"), (params) => createWebhookEndpoint(catalogue, params)],
    ["GET", all("webhook_endpoints"), (params) => listWebhookEndpoints(catalogue, params)],
    [
      "GET",
      one("webhook_endpoints"),
      (params, id) => ({ ...found(webhookEndpoints, "webhook endpoint", id!, params).endpoint }),
    ],
    [
      "POST",
      one("webhook_endpoints"),
      (params, id) => ({ ...updateWebhookEndpoint(found(webhookEndpoints, "webhook endpoint", id!), params) }),
    ],
    [
      "DELETE",
      one("webhook_endpoints"),
      (params, id) => (found(webhookEndpoints, "webhook endpoint", id!, params), deleteWebhookEndpoint(catalogue, id!)),
    ],

    [
      "POST",
      all("billing_portal/configurations"),
      (params) => portalConfigurationJson(createPortalConfiguration(catalogue, params, origin), expandParam(params)),
    ],
    [
      "GET",
      all("billing_portal/configurations"),
      (params) => listPortalConfigurations(catalogue, params, expandParam(params)),
    ],
    [
      "GET",
      one("billing_portal/configurations"),
      (params, id) => portalConfigurationJson(config(id!, params), expandParam(params)),
    ],
    [
      "POST",
      one("billing_portal/configurations"),
      (params, id) =>
        portalConfigurationJson(updatePortalConfiguration(config(id!), params, catalogue, origin), expandParam(params)),
    ],
  ];
}
