// The payment stand-in's objects, in memory: customers, checkout sessions, subscriptions, invoices,
// portal sessions, the discounts coupons make (discounts.ts), charges, refunds and disputes, with the provider's id prefixes,
// beside the catalogue they are sold from (catalogue.ts). Each customer has a test clock of its own (an offset from the real time, moved by
// clock.ts), and every time about a customer is on it. A session, subscription or invoice names its
// Price (what it charges) and the offer that Price sells (its words on the hosted pages).
import { randomBytes } from "node:crypto";
import type { Currency } from "../../app/contracts/locales";
import type { OfferId } from "../../app/catalogue/offers";
import { createCatalogue, taxBehaviorOf } from "./catalogue";
import type { Discount, SessionDiscount } from "./discount-records";
import type { Charge, Dispute, Refund } from "./payment-records";
import type { PortalSession } from "./portal-records";
import { emptyTaxSetup, taxOnSale, type BuyerAddress, type SaleTax, type TaxSetup } from "./tax";

export type { PortalFlow, PortalSession } from "./portal-records";

/** The test cards: Stripe's 4242… and 4000000000000341 (attaches, then every charge fails). */
export type Card = "good" | "declines_later";
export type Metadata = Record<string, string>;

export interface Customer {
  id: string;
  created: number;
  email: string | null;
  name: string | null;
  metadata: Metadata;
  card: Card | null;
  /** The billing address a checkout saved (its `customer_update[address]`, or a new customer's). */
  address: BuyerAddress | null;
  /** Seconds the customer's test clock is ahead of the real time. */
  clockOffset: number;
}

export interface CheckoutSession {
  id: string;
  created: number;
  /** After this (seconds since the epoch) an open session is expired: 24 h, or the API's `expires_at`. */
  expiresAt: number;
  status: "open" | "complete" | "expired";
  priceId: string;
  offer: OfferId;
  currency: Currency;
  /** The payment link it was opened from; null for one the API made. */
  paymentLinkId: string | null;
  customerId: string | null;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Metadata;
  subscriptionMetadata: Metadata;
  trialDays: number | null;
  /** `automatic_tax[enabled]`: the tax computed where the buyer lives (tax.ts). */
  automaticTax: boolean;
  /** `customer_update[address]=auto`: the address the buyer gives replaces their customer's. */
  savesAddress: boolean;
  /** The tax on its first charge, once paid with automatic tax. */
  tax: SaleTax | null;
  locale: string | null;
  /** Null for a payment link that confirms on the provider's own page (`hosted_confirmation`). */
  successUrl: string | null;
  cancelUrl: string | null;
  subscriptionId: string | null;
  allowPromotionCodes: boolean;
  /** What the purchase redeems: the API's `discounts`, or a code applied on the page (discounts.ts). */
  discount: SessionDiscount | null;
  /** A payment link's `prefilled_promo_code`, applied when the page is first shown if it can be. */
  prefilledCode: string | null;
  submitMessage: string | null;
  /** `consent_collection[terms_of_service]`: `required` puts a checkbox on the page; null when not asked. */
  termsOfService: "required" | "none" | null;
  /** `custom_text[terms_of_service_acceptance][message]`: the checkbox's text, its markdown links kept. */
  termsMessage: string | null;
  /** Paid with the terms accepted (the session's `consent`). */
  termsAccepted: boolean;
}

export type SubscriptionStatus = "trialing" | "active" | "past_due" | "canceled";

export interface Subscription {
  id: string;
  itemId: string;
  customerId: string;
  created: number;
  priceId: string;
  offer: OfferId;
  currency: Currency;
  status: SubscriptionStatus;
  periodStart: number;
  periodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  endedAt: number | null;
  metadata: Metadata;
  latestInvoiceId: string | null;
  /** Each invoice taxed where the customer lives, as the checkout that made it was. */
  automaticTax: boolean;
  /** The trial end and the renewal (a period's end) whose notices were sent: each is sent once. */
  noticed: { trialEnd: number | null; renewal: number | null };
  discountId: string | null;
}

export type BillingReason = "subscription_create" | "subscription_cycle" | "subscription_update";

export interface Invoice {
  id: string;
  number: string;
  customerId: string;
  subscriptionId: string;
  subscriptionItemId: string;
  created: number;
  priceId: string;
  offer: OfferId;
  currency: Currency;
  /** What it charges before tax, in minor units: the Price's amount less the discount. */
  amount: number;
  /** The subscription's Discount and what it took off the Price's amount, when it applied. */
  discount: { id: string; amount: number } | null;
  /** Its tax (automatic tax), on `amount`: inside it or added to it. */
  tax: SaleTax | null;
  status: "paid" | "open";
  billingReason: BillingReason;
  periodStart: number;
  periodEnd: number;
  paidAt: number | null;
  trial: boolean;
  subscriptionMetadata: Metadata;
  /** The charges tried: none for nothing to pay, one at once, then the retries. */
  attempts: number;
  /** When the card is charged again (an open invoice's retry), or null. */
  nextPaymentAttempt: number | null;
  /** Its PaymentIntent (`pi_local_…`) when it has something to pay, and the charge that paid it (charges.ts). */
  paymentIntentId: string | null;
  chargeId: string | null;
}

export const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString("hex")}`;
export const realNow = () => Math.floor(Date.now() / 1000);

export function createPaymentStore() {
  const customers = new Map<string, Customer>();
  const subscriptions = new Map<string, Subscription>();
  const invoices = new Map<string, Invoice>();
  const newest = <T extends { created: number }>(items: Iterable<T>) =>
    [...items].reverse().sort((a, b) => b.created - a.created);

  const store = {
    catalogue: createCatalogue(),
    /** The account's tax settings and registrations (tax.ts; seeded by payment-stand-in.ts). */
    tax: emptyTaxSetup() as TaxSetup,
    customers,
    sessions: new Map<string, CheckoutSession>(),
    subscriptions,
    invoices,
    portalSessions: new Map<string, PortalSession>(),
    discounts: new Map<string, Discount>(),
    /** What paid invoices charged, what was refunded of it (refunds.ts) and disputed (disputes.ts). */
    charges: new Map<string, Charge>(),
    refunds: new Map<string, Refund>(),
    disputes: new Map<string, Dispute>(),
    /** The customer's clock, in seconds since the epoch. */
    now: (customerId: string) => realNow() + (customers.get(customerId)?.clockOffset ?? 0),
    addCustomer(fields: Pick<Customer, "email" | "name" | "metadata">): Customer {
      const customer: Customer = {
        id: newId("cus"),
        created: realNow(),
        card: null,
        address: null,
        clockOffset: 0,
        ...fields,
      };
      customers.set(customer.id, customer);
      return customer;
    },
    /** Newest first, as the provider lists them. */
    customersByEmail: (email: string) => newest([...customers.values()].filter((c) => c.email === email)),
    subscriptionsOf: (customerId: string) =>
      newest([...subscriptions.values()].filter((s) => s.customerId === customerId)),
    invoicesOf: (customerId: string) => newest([...invoices.values()].filter((i) => i.customerId === customerId)),
    nextInvoiceNumber: () => `LOCAL-${String(invoices.size + 1).padStart(4, "0")}`,
    /** The tax on an amount of a subscription's Price where its customer lives; null without automatic tax. */
    subscriptionTax(
      sub: Pick<Subscription, "automaticTax" | "customerId" | "priceId" | "currency">,
      amount: number,
    ): SaleTax | null {
      const address = customers.get(sub.customerId)?.address;
      if (!sub.automaticTax || !address) return null;
      const behavior = taxBehaviorOf(store.catalogue.prices.get(sub.priceId)!, sub.currency);
      return taxOnSale(store.tax, address, amount, behavior);
    },
  };
  return store;
}

export type PaymentStore = ReturnType<typeof createPaymentStore>;
