// What the payment provider's account must hold for the site, made from the code (Products, Prices,
// Payment Links, webhook endpoint, portal); the stand-in and the setup both start from it.
// Objects name each other by key; the `…Params` functions put in the account's ids.
// Why: docs/decisions/010-payment-catalogue-as-code.md
import Stripe from "stripe";
import { apiPaths, currencyDigits, successReturnUrl } from "../contracts/checkout-api";
import type { Currency } from "../contracts/locales";
import { paths } from "../contracts/paths";
import { SUBSCRIPTION_EVENTS } from "../contracts/webhook-events";
import { campaignCodes, couponParams, promotionCodeParams } from "./campaign-codes";
import { describeOffer, offerCharge, offerIds, type OfferId } from "./offers";
import { plans } from "./plans";
import { TRIAL_DAYS } from "../contracts/offer-ids";
import { currencies } from "./prices";
import { productTaxCodes, taxBehaviorIn } from "./tax";

export type ProductKey = "pro" | "max" | "paywall";

/** Each Price's own currency; the others are its currency options. */
export const BASE_CURRENCY: Currency = "USD";

export interface DesiredProduct {
  key: ProductKey;
  /** Its `metadata.site_product` is the key, so a setup finds it again. */
  params: Stripe.ProductCreateParams;
}

export interface DesiredPrice {
  offer: OfferId;
  product: ProductKey;
  /** Without `product`: priceParams puts in the Product's id. */
  params: Omit<Stripe.PriceCreateParams, "product">;
}

export interface DesiredPaymentLink {
  /** It sells this offer's Price; its `metadata.offer` says so too. */
  offer: OfferId;
  params: Omit<Stripe.PaymentLinkCreateParams, "line_items">;
}

export interface DesiredPortalConfiguration {
  /** Without `features.subscription_update.products`: portalConfigurationParams puts them in. */
  params: Stripe.BillingPortal.ConfigurationCreateParams;
  /** The offers a subscriber may switch between, by product. */
  switchable: { product: ProductKey; offers: OfferId[] }[];
}

/** A campaign code (campaign-codes.ts): its coupon, found again by its id, and the code a buyer types. */
export interface DesiredCampaignCode {
  coupon: Stripe.CouponCreateParams & { id: string };
  promotionCode: Stripe.PromotionCodeCreateParams & { code: string };
}

export interface DesiredCatalogue {
  products: DesiredProduct[];
  prices: DesiredPrice[];
  paymentLinks: DesiredPaymentLink[];
  campaignCodes: DesiredCampaignCode[];
  webhookEndpoint: Stripe.WebhookEndpointCreateParams;
  portalConfiguration: DesiredPortalConfiguration;
}

export interface Site {
  /** The site's origin, as `VITE_SITE_URL`. */
  siteUrl: string;
  productName: string;
}

export const productOfOffer = (offer: OfferId) => offer.split("-")[0] as ProductKey;

/** What the offer charges a period in the currency, in minor units (cents; yen have none). */
export const amountOf = (offer: OfferId, currency: Currency) =>
  Math.round(offerCharge(offer, currency) * 10 ** currencyDigits(currency));

function price(offer: OfferId, productName: string): DesiredPrice {
  const options = currencies.filter((currency) => currency !== BASE_CURRENCY);
  return {
    offer,
    product: productOfOffer(offer),
    params: {
      currency: BASE_CURRENCY.toLowerCase(),
      unit_amount: amountOf(offer, BASE_CURRENCY),
      tax_behavior: taxBehaviorIn(BASE_CURRENCY),
      currency_options: Object.fromEntries(
        options.map((currency) => [
          currency.toLowerCase(),
          { unit_amount: amountOf(offer, currency), tax_behavior: taxBehaviorIn(currency) },
        ]),
      ),
      recurring: { interval: offer.endsWith("-monthly") ? "month" : "year" },
      lookup_key: offer,
      nickname: describeOffer(offer, productName).product,
      // Still says the offer after a newer Price has taken the lookup key.
      metadata: { offer },
    },
  };
}

export function desiredCatalogue({ siteUrl, productName }: Site): DesiredCatalogue {
  const product = (key: ProductKey, name: string): DesiredProduct => ({
    key,
    params: {
      name,
      tax_code: key === "paywall" ? productTaxCodes.research : productTaxCodes.app,
      metadata: { site_product: key },
    },
  });
  return {
    products: [
      ...plans.map((plan) => product(plan.id, `${productName} ${plan.name}`)),
      product("paywall", "Research subscription"),
    ],
    prices: offerIds.map((offer) => price(offer, productName)),
    paymentLinks: offerIds.map((offer) => ({
      offer,
      params: {
        after_completion: {
          type: "redirect",
          redirect: { url: successReturnUrl(`${siteUrl}${paths.success}`) },
        },
        subscription_data: { trial_period_days: TRIAL_DAYS },
        // The tax where the buyer lives, from the billing address the checkout asks for (tax.ts).
        automatic_tax: { enabled: true },
        // A campaign code typed at the checkout, or carried by the link (`prefilled_promo_code`).
        allow_promotion_codes: true,
        // The terms accepted at the checkout, the provider's box in the buyer's language; the terms
        // say that accepting them asks the service to start at once (docs/decisions/031-terms-accepted-at-the-checkout.md).
        consent_collection: { terms_of_service: "required" },
        metadata: { offer },
      },
    })),
    campaignCodes: campaignCodes.map((campaign) => ({
      coupon: { ...couponParams(campaign), id: campaign.coupon },
      promotionCode: { ...promotionCodeParams(campaign), code: campaign.code },
    })),
    webhookEndpoint: {
      url: `${siteUrl}${apiPaths.stripeWebhook}`,
      enabled_events: [...SUBSCRIPTION_EVENTS],
      description: `${productName}: subscriptions and payments`,
      // Events in the shapes the API's SDK reads.
      api_version: Stripe.API_VERSION,
    },
    portalConfiguration: {
      params: {
        business_profile: {
          privacy_policy_url: `${siteUrl}${paths.legal("privacy")}`,
          terms_of_service_url: `${siteUrl}${paths.legal("terms")}`,
        },
        default_return_url: `${siteUrl}${paths.pricing}`,
        features: {
          customer_update: { enabled: false },
          invoice_history: { enabled: true },
          payment_method_update: { enabled: true },
          // Every footer's "Cancel subscription" ends up here: at the period's end, resumable until then.
          subscription_cancel: { enabled: true, mode: "at_period_end", proration_behavior: "none" },
          subscription_update: {
            enabled: true,
            default_allowed_updates: ["price"],
            proration_behavior: "create_prorations",
            trial_update_behavior: "continue_trial",
          },
        },
        login_page: { enabled: true },
      },
      switchable: plans.map((plan) => ({
        product: plan.id,
        offers: offerIds.filter((offer) => productOfOffer(offer) === plan.id),
      })),
    },
  };
}

export const priceParams = (price: DesiredPrice, productId: string): Stripe.PriceCreateParams => ({
  ...price.params,
  product: productId,
});

export const paymentLinkParams = (link: DesiredPaymentLink, priceId: string): Stripe.PaymentLinkCreateParams => ({
  ...link.params,
  line_items: [{ price: priceId, quantity: 1 }],
});

export function portalConfigurationParams(
  { params, switchable }: DesiredPortalConfiguration,
  ids: { product: (key: ProductKey) => string; price: (offer: OfferId) => string },
): Stripe.BillingPortal.ConfigurationCreateParams {
  const products = switchable.map(({ product, offers }) => ({
    product: ids.product(product),
    prices: offers.map(ids.price),
  }));
  const update = params.features.subscription_update!;
  return { ...params, features: { ...params.features, subscription_update: { ...update, products } } };
}
