// What the payment provider's account holds of the site's catalogue, read with the official SDK:
// the Price holding each offer's lookup key (with its currency options and Product), the Products,
// the active Payment Links with their Price, the webhook endpoints, the default customer portal, and
// each campaign code's coupon and promotion codes.
import Stripe from "stripe";
import { campaignCodes } from "../../app/catalogue/campaign-codes.ts";
import { offerIds, type OfferId } from "../../app/contracts/offer-ids.ts";

export interface PaymentAccount {
  prices: Map<OfferId, Stripe.Price>;
  products: Stripe.Product[];
  links: { link: Stripe.PaymentLink; priceId: string | null; quantity: number | null }[];
  endpoints: Stripe.WebhookEndpoint[];
  portal: Stripe.BillingPortal.Configuration | null;
  /** By the catalogue's coupon id: the coupon, if the account has it. */
  coupons: Map<string, Stripe.Coupon>;
  /** By the catalogue's code: the account's promotion codes of that name, active or not. */
  promotionCodes: Map<string, Stripe.PromotionCode[]>;
}

/** The id of an object the SDK may return expanded or as its id. */
export const idOf = (value: string | { id: string }) => (typeof value === "string" ? value : value.id);

/** Every page of a list, as the SDK's auto-pagination reads it. */
async function all<T>(list: AsyncIterable<T>): Promise<T[]> {
  const items: T[] = [];
  for await (const item of list) items.push(item);
  return items;
}

export async function readPaymentAccount(stripe: Stripe): Promise<PaymentAccount> {
  const prices = await all(
    stripe.prices.list({ lookup_keys: [...offerIds], expand: ["data.currency_options"], limit: 100 }),
  );
  const products = await all(stripe.products.list({ limit: 100 }));
  const activeLinks = await all(stripe.paymentLinks.list({ active: true, limit: 100 }));
  const links = await Promise.all(
    activeLinks.map(async (link) => {
      const items = await stripe.paymentLinks.listLineItems(link.id, { limit: 2 });
      const only = items.data.length === 1 ? items.data[0]! : null;
      return { link, priceId: only?.price?.id ?? null, quantity: only?.quantity ?? null };
    }),
  );
  const endpoints = await all(stripe.webhookEndpoints.list({ limit: 100 }));
  // The Prices a subscriber may switch to are told only when asked for.
  const portals = await stripe.billingPortal.configurations.list({
    is_default: true,
    limit: 1,
    expand: ["data.features.subscription_update.products"],
  });
  const coupons = await Promise.all(
    campaignCodes.map(async ({ coupon }) => {
      try {
        return [coupon, await stripe.coupons.retrieve(coupon)] as const;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    }),
  );
  const promotionCodes = await Promise.all(
    campaignCodes.map(async ({ code }) => [code, await all(stripe.promotionCodes.list({ code, limit: 100 }))] as const),
  );
  return {
    coupons: new Map(coupons.filter((entry) => entry !== null)),
    promotionCodes: new Map(promotionCodes),
    prices: new Map(prices.flatMap((price) => (price.lookup_key ? [[price.lookup_key as OfferId, price]] : []))),
    products,
    links,
    endpoints,
    portal: portals.data[0] ?? null,
  };
}
