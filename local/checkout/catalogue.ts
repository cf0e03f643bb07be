// The payment stand-in's catalogue: Products, Prices, Payment Links, webhook endpoints, customer
// portal configurations, coupons and promotion codes, kept as the provider's own JSON (each
// resource's module makes and changes its objects: products.ts, prices.ts, payment-links.ts,
// webhook-endpoints.ts, portal-configurations.ts, coupons.ts, promotion-codes.ts), with what that
// JSON does not show beside it. It starts as seed.ts makes
// it, or empty.
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { isOfferId, type OfferId } from "../../app/catalogue/offers";

/** The provider's JSON as it travels: decimals are strings (the SDK turns them into its `Decimal`). */
export type Wire<T> = T extends Stripe.Decimal
  ? string
  : T extends (infer Item)[]
    ? Wire<Item>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

export type PriceJson = Wire<Stripe.Price>;

/** A Price with every currency it sells in, its own included; the API shows them only when asked. */
export type StoredPrice = PriceJson & { currency_options: Record<string, Wire<Stripe.Price.CurrencyOptions>> };

/** A Payment Link sells one Price; its JSON shows the line only when asked. */
export interface StoredPaymentLink {
  link: Stripe.PaymentLink;
  item: { id: string; price: string; quantity: number };
}

/** An endpoint's signing secret is shown once, when it is made. */
export interface StoredWebhookEndpoint {
  endpoint: Stripe.WebhookEndpoint;
  secret: string;
}

export type PortalConfiguration = Stripe.BillingPortal.Configuration;

/** The last part of a hosted page's address (a payment link's, a portal login page's), as the provider's `test_…`. */
export const newSlug = () => `test_${randomBytes(9).toString("hex")}`;

/** A map's objects, newest first, as the provider lists them. */
export const newestFirst = <T>(map: Map<string, T>) => [...map.values()].reverse();

export function createCatalogue() {
  const prices = new Map<string, StoredPrice>();
  const portalConfigurations = new Map<string, PortalConfiguration>();
  return {
    products: new Map<string, Stripe.Product>(),
    prices,
    paymentLinks: new Map<string, StoredPaymentLink>(),
    webhookEndpoints: new Map<string, StoredWebhookEndpoint>(),
    portalConfigurations,
    coupons: new Map<string, Stripe.Coupon>(),
    promotionCodes: new Map<string, Stripe.PromotionCode>(),
    priceWithLookupKey: (key: string) => [...prices.values()].find((price) => price.lookup_key === key),
    /** The configuration a portal session uses unless it names one. */
    defaultPortalConfiguration: () => [...portalConfigurations.values()].find((config) => config.is_default),
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;

/** The offer a Price sells: its lookup key, or its `offer` metadata once the key has moved to a newer Price. */
export function offerOfPrice(price: Pick<PriceJson, "lookup_key" | "metadata">): OfferId | undefined {
  if (isOfferId(price.lookup_key)) return price.lookup_key;
  return isOfferId(price.metadata.offer) ? price.metadata.offer : undefined;
}

/** What the Price charges a period in the currency, in minor units; undefined when it does not sell in it. */
export const unitAmount = (price: StoredPrice, currency: string): number | undefined =>
  price.currency_options[currency.toLowerCase()]?.unit_amount ?? undefined;

/** Whether the Price's amount in the currency holds its tax or has it added (unspecified: added). */
export const taxBehaviorOf = (price: StoredPrice, currency: string): "inclusive" | "exclusive" =>
  price.currency_options[currency.toLowerCase()]?.tax_behavior === "inclusive" ? "inclusive" : "exclusive";

/** `from` moved on by one billing period of the Price, by the calendar as the provider bills (31 Jan → 28 Feb). */
export function nextPeriodEnd(from: number, price: StoredPrice): number {
  const { interval = "month", interval_count: count = 1 } = price.recurring ?? {};
  if (interval === "day" || interval === "week") {
    return from + count * (interval === "week" ? 7 : 1) * 24 * 60 * 60;
  }
  return addMonths(from, count * (interval === "year" ? 12 : 1));
}

/** `from` moved on by calendar months, a day past the month's end kept to its last day (31 Jan + 1 → 28 Feb). */
export function addMonths(from: number, months: number): number {
  const date = new Date(from * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}
