// What the payment provider must hold for the site to sell what its pages say (docs/operations.md,
// "Going live"): a Product per plan and one for the research, a Price per offer whose lookup key is
// the offer id, in US dollars with a currency option for every other currency of the price list
// (tax included where the pages say so), a Payment Link per Price, the customer portal, and the
// webhook's events. `npm run setup:payments` makes it, `npm run preflight` checks it, and the
// local payment stand-in starts with it.
import { currencyDigits } from "../../contracts/checkout-api";
import { SUBSCRIPTION_EVENTS } from "../../contracts/webhook-events";
import type { Currency } from "../../contracts/locales";
import { offerIds, type OfferId } from "../../contracts/offer-ids";
import { choiceForOffer, offerCharge } from "./offers";
import { findPlan, TRIAL_DAYS } from "./plans";
import { currencies } from "./prices";

export type ProductKey = "pro" | "max" | "paywall";

/** The pages in these currencies say their prices include VAT or consumption tax (their pricing notes). */
const TAX_INCLUDED: Record<Currency, boolean> = { USD: false, EUR: true, BRL: false, JPY: true };

export type TaxBehavior = "inclusive" | "exclusive";

export interface CataloguePrice {
  /** The offer id, which is the Price's lookup key. */
  offer: OfferId;
  product: ProductKey;
  interval: "month" | "year";
  /** Per currency (upper case): what each period charges, in the currency's minor unit, and how tax is counted. */
  amounts: Record<Currency, { amount: number; taxBehavior: TaxBehavior }>;
}

/** The Price's own currency; the others are its currency options. */
export const BASE_CURRENCY: Currency = "USD";

export const productOf = (offer: OfferId): ProductKey => {
  const choice = choiceForOffer(offer);
  return choice.kind === "paywall" ? "paywall" : choice.plan;
};

/** Each Product's name at the provider: what the checkout page and the receipts call it. */
export function productName(key: ProductKey, brand: string): string {
  return key === "paywall" ? "Research subscription" : `${brand} ${findPlan(key)!.name}`;
}

export const cataloguePrices: readonly CataloguePrice[] = offerIds.map((offer) => ({
  offer,
  product: productOf(offer),
  interval: offer.endsWith("-monthly") ? "month" : "year",
  amounts: Object.fromEntries(
    currencies.map((currency) => [
      currency,
      {
        amount: Math.round(offerCharge(offer, currency) * 10 ** currencyDigits(currency)),
        taxBehavior: TAX_INCLUDED[currency] ? "inclusive" : "exclusive",
      },
    ]),
  ) as CataloguePrice["amounts"],
}));

/** Every Payment Link: its offer's Price, once, the free trial, and back to the site's /success. */
export const paymentLink = {
  trialDays: TRIAL_DAYS,
  /** The provider puts the checkout's id in place of `{CHECKOUT_SESSION_ID}`. */
  redirectPath: "/success?session_id={CHECKOUT_SESSION_ID}",
} as const;

/** The customer portal the API opens (its home, a cancellation, a switch's confirmation). */
export const customerPortal = {
  /** A cancellation ends the subscription when its paid period does, never at once (§ 312k BGB's button leads here). */
  cancelMode: "at_period_end",
  /** A subscriber may switch between the plans' Prices; the research has no other. */
  switchableOffers: offerIds.filter((offer) => productOf(offer) !== "paywall"),
  /** The portal returns to the plans. */
  returnPath: "/pricing",
  paymentMethodUpdate: true,
  invoiceHistory: true,
} as const;

/** The webhook: the site's API's path for it, and exactly the events it handles. */
export const webhook = { path: "/api/stripe-webhook", events: SUBSCRIPTION_EVENTS } as const;
