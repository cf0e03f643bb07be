// The payment provider's side of a subscriber, through its official SDK: their customer, the
// offers' Prices, a Checkout Session for a new subscription, the customer portal (home, cancel,
// switch) and reading subscriptions and invoices back. What is stored of them: stored-subscriptions.ts.
import Stripe from "stripe";
import { localeInfo, localizedPath, type Locale } from "../../app/contracts/locales.ts";
import { TRIAL_DAYS, type OfferId } from "../../app/contracts/offer-ids.ts";
import { paths } from "../../app/contracts/paths.ts";
import { PORTAL_RETURN } from "../../app/contracts/subscription-api.ts";
import { successReturnUrl } from "../../app/contracts/checkout-api.ts";
import { orMissing } from "../stripe-client.ts";
import { chargeOnItem, subscriptionRecord, type Charge } from "./subscription-record.ts";
import { nextChargeDay, previewNextCharge, type PreviewedCharge } from "./next-charge.ts";
import { termsAcceptance } from "../../app/mail/checkout-note.ts";
import { checkoutWithCode } from "./campaign-discount.ts";
import { offerPrices } from "./offer-prices.ts";

import { refunds } from "./refunds.ts";

/** What a subscription was sold under, kept in its metadata so every later event can tell. */
export interface SaleContext {
  person: string;
  variant: string | null;
  clientId: string | null;
  analyticsConsent: boolean;
}

export interface NewCheckout {
  customer: string;
  offer: OfferId;
  locale: Locale;
  trial: boolean;
  sale: SaleContext;
  clientReferenceId: string | null;
  /** The campaign code the visitor came with (upper case), or null. */
  code: string | null;
}

/** The provider's checkout and portal speak these languages; the site's tags map onto them. */
const providerLocale = (locale: Locale) => localeInfo[locale].tag as Stripe.Checkout.SessionCreateParams.Locale;

const CHECKOUT_OPEN_SECONDS = 30 * 60;

export const saleMetadata = ({ person, variant, clientId, analyticsConsent }: SaleContext) => ({
  person,
  variant: variant ?? "",
  client_id: clientId ?? "",
  analytics_consent: analyticsConsent ? "granted" : "denied",
});

export function billing(stripe: Stripe, siteUrl: string) {
  const { priceOf, priceWithOptions } = offerPrices(stripe);
  const page = (path: string, locale: Locale) => `${siteUrl}${localizedPath(path, locale)}`;

  return {
    ...refunds(stripe),
    priceOf,

    /** What a period of the subscription costs in its own currency, from its Price. */
    async chargeOf(subscription: Stripe.Subscription): Promise<Charge | null> {
      const item = subscription.items.data[0];
      if (!item) return null;
      return chargeOnItem(subscription) ?? chargeOnItem(subscription, await priceWithOptions(item.price.id));
    },

    /** The next payment the provider will take, previewed with its discount and tax; null when none is due. */
    async nextCharge(subscription: Stripe.Subscription): Promise<PreviewedCharge | null> {
      const row = subscriptionRecord(subscription);
      const day = row && nextChargeDay(row);
      return day ? previewNextCharge(stripe, subscription.id, day) : null;
    },

    /** The provider's customers with this email (as the customer gave it at a checkout). */
    customersWithEmail: async (email: string) => (await stripe.customers.list({ email, limit: 20 })).data,

    /**
     * The person's customer, made once: presses at the same moment (two tabs, a double tap) send
     * the same idempotency key, and the provider answers each with the one customer it made.
     */
    async createCustomer(person: string, email: string | null): Promise<string> {
      const customer = await stripe.customers.create(
        { ...(email && { email }), metadata: { person } },
        { idempotencyKey: `customer-for:${person}:${email ?? ""}`.slice(0, 255) },
      );
      return customer.id;
    },

    /** A customer the provider made for this person before (their `person` metadata), found by email. */
    async customerMadeFor(person: string, email: string | null): Promise<string | null> {
      if (!email) return null;
      const { data } = await stripe.customers.list({ email, limit: 10 });
      return data.find((customer) => customer.metadata?.person === person)?.id ?? null;
    },

    subscriptionsOf: async (customer: string) =>
      (await stripe.subscriptions.list({ customer, status: "all", limit: 20 })).data,

    subscription: (id: string) => orMissing(stripe.subscriptions.retrieve(id)),

    /** Cancels at the period's end (a mailed link's cancellation); answers the subscription as it is now. */
    cancelAtPeriodEnd: (id: string) => stripe.subscriptions.update(id, { cancel_at_period_end: true }),

    /** Where a customer's mails go when no checkout recorded a buyer: their email and languages. */
    async customerContact(id: string) {
      const customer = await orMissing(stripe.customers.retrieve(id));
      if (!customer || customer.deleted) return null;
      return { email: customer.email ?? null, locales: customer.preferred_locales ?? [] };
    },

    /** An invoice, with its discounts' promotion codes (the campaign code it was paid with). */
    invoice: (id: string) => orMissing(stripe.invoices.retrieve(id, { expand: ["discounts.promotion_code"] })),

    /** Expires a checkout that may still be open; one already paid or expired stays as it is. */
    async expireCheckout(id: string): Promise<void> {
      try {
        await stripe.checkout.sessions.expire(id);
      } catch (error) {
        // 400: not open any more (paid or expired); 404: unknown. Either way it cannot be paid now.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      }
    },

    async checkout({ customer, offer, locale, trial, sale, clientReferenceId, code }: NewCheckout) {
      const price = await priceOf(offer);
      const params: Stripe.Checkout.SessionCreateParams = {
        mode: "subscription",
        customer,
        line_items: [{ price: price.id, quantity: 1 }],
        currency: localeInfo[locale].currency.toLowerCase(),
        locale: providerLocale(locale),
        ...(clientReferenceId && { client_reference_id: clientReferenceId }),
        metadata: saleMetadata(sale),
        subscription_data: { metadata: saleMetadata(sale), ...(trial && { trial_period_days: TRIAL_DAYS }) },
        // The tax where the buyer lives (app/catalogue/tax.ts), the subscription's renewals too: from
        // the billing address asked for here, which replaces the customer's own.
        automatic_tax: { enabled: true },
        customer_update: { address: "auto" },
        // The terms accepted, with the express request to start within the withdrawal period (EU
        // law's), in the page's language; recorded with the sale (lifecycle.ts).
        consent_collection: { terms_of_service: "required" },
        custom_text: {
          terms_of_service_acceptance: { message: termsAcceptance(locale, page(paths.legal("terms"), locale)) },
        },
        success_url: successReturnUrl(page(paths.success, locale)),
        // Open for half an hour (the provider's shortest), not a day: an old tab is no second sale.
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_OPEN_SECONDS,
        cancel_url: page(paths.failure, locale),
      };
      const session = await checkoutWithCode(stripe, params, code, locale);
      if (!session.url) throw new Error(`Checkout session ${session.id} has no URL.`);
      return { id: session.id, url: session.url };
    },

    /** The customer portal: its home, the cancellation of a subscription, or the confirmation of a switch. */
    async portal(
      customer: string,
      locale: Locale,
      flow?:
        | { cancel: string }
        | { paymentMethod: true }
        | { switch: { subscription: string; item: string; offer: OfferId } },
    ): Promise<string> {
      const back = `${page(paths.pricing, locale)}?${PORTAL_RETURN.name}=${PORTAL_RETURN.value}`;
      const afterCompletion = { type: "redirect" as const, redirect: { return_url: back } };
      let flowData: Stripe.BillingPortal.SessionCreateParams.FlowData | undefined;
      if (flow && "cancel" in flow) {
        flowData = {
          type: "subscription_cancel",
          subscription_cancel: { subscription: flow.cancel },
          after_completion: afterCompletion,
        };
      } else if (flow && "paymentMethod" in flow) {
        flowData = { type: "payment_method_update", after_completion: afterCompletion };
      } else if (flow) {
        const price = await priceOf(flow.switch.offer);
        flowData = {
          type: "subscription_update_confirm",
          subscription_update_confirm: {
            subscription: flow.switch.subscription,
            items: [{ id: flow.switch.item, price: price.id, quantity: 1 }],
          },
          after_completion: afterCompletion,
        };
      }
      const session = await stripe.billingPortal.sessions.create({
        customer,
        return_url: back,
        locale: providerLocale(locale) as Stripe.BillingPortal.SessionCreateParams.Locale,
        ...(flowData && { flow_data: flowData }),
      });
      return session.url;
    },
  };
}

export type Billing = ReturnType<typeof billing>;
