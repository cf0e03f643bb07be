// What the provider does to subscriptions, and the events it announces for each change: a checkout
// starts one (a trial, or a first charge), the portal and the API cancel it (at the period's end or
// now) and resume it, the portal switches it and changes the card, and the test clock (clock.ts)
// ends trials and periods and retries failed charges (payment-retries.ts). Each charge is the
// amount of the subscription's Price in its currency, less its discount (discounts.ts), taxed. Each action answers its events in the
// provider's order; the caller publishes them (events.ts).
import { nextPeriodEnd, offerOfPrice, unitAmount, type StoredPrice } from "./catalogue";
import { billingEvents } from "./billing-events";
import { chargeInvoice, paymentIntentFor } from "./charges";
import { invoiceDiscount, redeem } from "./discounts";
import type { EventSpec } from "./events";
import type { ProviderJson } from "./json/provider-json";
import { firstRetry, paymentRetries } from "./payment-retries";
import {
  newId,
  type BillingReason,
  type Card,
  type CheckoutSession,
  type Customer,
  type Invoice,
  type Metadata,
  type PaymentStore,
  type Subscription,
} from "./store";
import type { BuyerAddress } from "./tax";

const DAY = 24 * 60 * 60;

export function createBilling(store: PaymentStore, json: ProviderJson, origin: string) {
  const priceOf = (sub: Subscription) => store.catalogue.prices.get(sub.priceId)!;

  const { updated, invoiceEvent } = billingEvents(store, json);
  const retries = paymentRetries(store, { updated, invoiceEvent });

  /** Makes the subscription's invoice for a period and charges the customer's card (nothing to charge for a trial). */
  function bill(sub: Subscription, reason: BillingReason, start: number, end: number, trial = false): Invoice {
    const now = store.now(sub.customerId);
    const full = trial ? 0 : (unitAmount(priceOf(sub), sub.currency) ?? 0);
    const discount = invoiceDiscount(store, sub, now, full);
    const amount = full - (discount?.amount ?? 0);
    const paid = amount === 0 || store.customers.get(sub.customerId)?.card === "good";
    const invoice: Invoice = {
      id: newId("in"),
      number: store.nextInvoiceNumber(),
      customerId: sub.customerId,
      subscriptionId: sub.id,
      subscriptionItemId: sub.itemId,
      created: now,
      priceId: sub.priceId,
      offer: sub.offer,
      currency: sub.currency,
      amount,
      discount,
      tax: store.subscriptionTax(sub, amount),
      status: paid ? "paid" : "open",
      billingReason: reason,
      periodStart: start,
      periodEnd: end,
      paidAt: paid ? now : null,
      trial,
      subscriptionMetadata: { ...sub.metadata },
      attempts: amount > 0 ? 1 : 0,
      nextPaymentAttempt: paid ? null : firstRetry(now),
      paymentIntentId: paymentIntentFor(amount),
      chargeId: null,
    };
    store.invoices.set(invoice.id, invoice);
    chargeInvoice(store, invoice);
    sub.latestInvoiceId = invoice.id;
    return invoice;
  }

  return {
    /** The checkout is paid: a subscription (trialing, or active with a first charge) for its customer. */
    startSubscription(
      session: CheckoutSession,
      customer: Customer,
      card: Card,
      address: BuyerAddress | null,
    ): EventSpec[] {
      customer.card = card;
      if (address && (session.savesAddress || !customer.address)) customer.address = address;
      const now = store.now(customer.id);
      const trialEnd = session.trialDays ? now + session.trialDays * DAY : null;
      const sub: Subscription = {
        id: newId("sub"),
        itemId: newId("si"),
        customerId: customer.id,
        created: now,
        priceId: session.priceId,
        offer: session.offer,
        currency: session.currency,
        status: trialEnd ? "trialing" : "active",
        periodStart: now,
        periodEnd: trialEnd ?? nextPeriodEnd(now, store.catalogue.prices.get(session.priceId)!),
        trialStart: trialEnd ? now : null,
        trialEnd,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        endedAt: null,
        metadata: { ...session.subscriptionMetadata },
        latestInvoiceId: null,
        automaticTax: session.automaticTax,
        noticed: { trialEnd: null, renewal: null },
        discountId: null,
      };
      store.subscriptions.set(sub.id, sub);
      redeem(store, session, sub);
      const invoice = bill(sub, "subscription_create", sub.periodStart, sub.periodEnd, trialEnd !== null);
      Object.assign(session, { status: "complete", customerId: customer.id, subscriptionId: sub.id, tax: invoice.tax });
      return [
        { type: "customer.subscription.created", object: json.subscription(sub), created: now },
        invoiceEvent(invoice),
        { type: "checkout.session.completed", object: json.session(session, origin), created: now },
      ];
    },

    /** Cancels at the end of the period (of the trial, while trialing). */
    cancel: (sub: Subscription): EventSpec[] => [
      updated(sub, () => Object.assign(sub, { cancelAtPeriodEnd: true, canceledAt: store.now(sub.customerId) })),
    ],

    /** Cancels now, as a portal configured to cancel `immediately` does. */
    cancelNow(sub: Subscription): EventSpec[] {
      const now = store.now(sub.customerId);
      Object.assign(sub, { status: "canceled", canceledAt: now, endedAt: now, cancelAtPeriodEnd: false });
      return [{ type: "customer.subscription.deleted", object: json.subscription(sub), created: now }];
    },

    /** The API's update: cancel at the period's end (or not) and metadata; an event when anything changed. */
    update(sub: Subscription, change: { cancelAtPeriodEnd?: boolean; metadata?: Metadata }): EventSpec[] {
      const spec = updated(sub, () => {
        if (change.metadata) sub.metadata = change.metadata;
        const cancel = change.cancelAtPeriodEnd;
        if (cancel === undefined || cancel === sub.cancelAtPeriodEnd) return;
        Object.assign(sub, { cancelAtPeriodEnd: cancel, canceledAt: cancel ? store.now(sub.customerId) : null });
      });
      return Object.keys(spec.previous!).length > 0 ? [spec] : [];
    },

    resume: (sub: Subscription): EventSpec[] => [
      updated(sub, () => Object.assign(sub, { cancelAtPeriodEnd: false, canceledAt: null })),
    ],

    /**
     * A new Price for the item. A trial goes on as it was; the same billing interval keeps the period
     * and bills the new price at the next renewal; another interval starts a new period now, billed
     * at once in full (the stand-in credits nothing for the unused part).
     */
    switchPrice(sub: Subscription, price: StoredPrice): EventSpec[] {
      const newPeriod = sub.status !== "trialing" && price.recurring?.interval !== priceOf(sub).recurring?.interval;
      let invoice: Invoice | undefined;
      const update = updated(sub, () => {
        Object.assign(sub, { priceId: price.id, offer: offerOfPrice(price) ?? sub.offer });
        if (!newPeriod) return;
        const now = store.now(sub.customerId);
        Object.assign(sub, { periodStart: now, periodEnd: nextPeriodEnd(now, price) });
        invoice = bill(sub, "subscription_update", sub.periodStart, sub.periodEnd);
        sub.status = invoice.status === "paid" ? "active" : "past_due";
      });
      return invoice ? [update, invoiceEvent(invoice)] : [update];
    },

    /** A new default card; a good one pays what is overdue, as the provider retries with it. */
    setCard(customer: Customer, card: Card): EventSpec[] {
      customer.card = card;
      if (card !== "good") return [];
      return store.subscriptionsOf(customer.id).flatMap(retries.chargeAgain);
    },

    nextRetry: retries.nextRetry,
    /** A past-due subscription's charge tried again (the clock's retry). */
    retry: retries.chargeAgain,

    /**
     * The subscription's period (or trial) has ended, now on the customer's clock: a cancelled one
     * ends; otherwise a new period starts and is billed.
     */
    periodEnded(sub: Subscription): EventSpec[] {
      const end = sub.periodEnd;
      if (sub.cancelAtPeriodEnd) {
        Object.assign(sub, { status: "canceled", endedAt: end });
        return [{ type: "customer.subscription.deleted", object: json.subscription(sub), created: end }];
      }
      let invoice!: Invoice;
      const update = updated(sub, () => {
        Object.assign(sub, { periodStart: end, periodEnd: nextPeriodEnd(end, priceOf(sub)) });
        invoice = bill(sub, "subscription_cycle", sub.periodStart, sub.periodEnd);
        sub.status = invoice.status === "paid" ? "active" : "past_due";
      });
      return [update, invoiceEvent(invoice)];
    },
  };
}

export type Billing = ReturnType<typeof createBilling>;
