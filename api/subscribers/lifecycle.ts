// A subscription's life from the provider's signed events (docs/architecture.md, "A trial turns
// into money"). Every event is a hint, never the truth: the subscription is read again from the
// provider and stored as it is now, unless a read that began later is stored already
// (stored-subscriptions.ts, `storeSubscription`), so repeats and out-of-order deliveries end in the
// provider's latest state; no database transaction waits on the provider. What happened is reported
// to GA4 once each (subscription-hits.ts); a payment link's invoice handled before its checkout is
// reported once the checkout brings the buyer's consent.
import type Stripe from "stripe";
import { defaultLocale } from "../../app/contracts/locales.ts";
import { planOfOffer } from "../../app/contracts/subscription-api.ts";
import type { ClientReference } from "../../app/contracts/client-reference.ts";
import { SUBSCRIPTION_EVENTS } from "../../app/contracts/webhook-events.ts";
import type { PaymentProvider } from "../checkout-sessions.ts";
import type { Db, DatabaseAccess } from "../database/database.ts";
import type { SendHit } from "../measurement-protocol.ts";
import type { Billing } from "./billing.ts";
import { eventHandled, markEventHandled, paymentsOf, recordPayment } from "./event-records.ts";
import { linkCustomer, linkOf, peopleWithVerifiedEmail } from "./people.ts";
import { grantTrial, storedSubscription, storeSubscription } from "./stored-subscriptions.ts";
import { subscriptionReports } from "./subscription-hits.ts";
import { chargeColumns, subscriptionRecord } from "./subscription-record.ts";
import { nextChargeColumns, type PreviewedCharge } from "./next-charge.ts";
import { failedInvoice, invoiceSubscription, paymentRecord } from "./invoice-facts.ts";
import { recordFailedRefund, recordLostDispute, recordRefunds } from "./reversals.ts";
import { recordAcceptedTerms } from "./accepted-terms.ts";
import { withdrawalOf } from "./withdrawals.ts";
import { writeMail } from "../mail/outbox.ts";
import { subscriberMails, type MailCause } from "../mail/subscriber-mails.ts";
import { recordBuyer } from "../mail/buyers.ts";

export interface Lifecycle {
  /** Handles one verified event; throws when the provider, the database or GA cannot be reached (answer 5xx: it is redelivered). */
  handle(event: Stripe.Event): Promise<"handled" | "repeat" | "ignored">;
  /**
   * Stores subscriptions the provider has just listed (read at `readAt`): a person's request (a
   * checkout, a portal visit, `?fresh=1`) sends no analytics, which is the webhooks' to send.
   */
  store(db: Db, subscriptions: Stripe.Subscription[], readAt: Date): Promise<void>;
}

/**
 * What a change may bring beside the subscription: the checkout's buyer and reference, the event's
 * mail, the next payment as previewed with it (undefined: not previewed: next-charge.ts).
 */
interface Change {
  reference?: ClientReference | null;
  cause?: MailCause | null;
  buyer?: { email: string; locale: string } | null;
  preview?: PreviewedCharge | null;
}

export function lifecycle(
  database: DatabaseAccess,
  billing: Billing,
  provider: PaymentProvider,
  sendHit: SendHit | undefined,
  /** Mails are written only where they can be sent (RESEND_API_KEY set): api/mail/. */
  mails = false,
): Lifecycle {
  const reports = subscriptionReports(sendHit);

  /**
   * Stores one subscription as read at `readAt`, and the person's trial, and writes the mails the
   * change causes in the same transaction (api/mail/subscriber-mails.ts); answers the stored row.
   */
  async function store(
    db: Db,
    fresh: Stripe.Subscription,
    readAt: Date,
    { reference = null, cause = null, buyer = null, preview }: Change = {},
  ) {
    const record = subscriptionRecord(fresh, reference);
    if (!record) return null;
    const row = { ...record, ...chargeColumns(await billing.chargeOf(fresh)) };
    return db.transaction().execute(async (trx) => {
      const before = await storedSubscription(trx, fresh.id);
      await storeSubscription(trx, { ...row, ...nextChargeColumns(row, preview, before), synced_at: readAt });
      const link = await linkOf(trx, record.customer_id);
      // The plans' trial, once per person; the research has its own. A purchase found only by the
      // email typed at its checkout never uses the person's trial: it may be a stranger's.
      if (link && !link.found_by_email && fresh.trial_start && planOfOffer(record.offer))
        await grantTrial(trx, link.person, fresh.id);
      const after = await storedSubscription(trx, fresh.id);
      if (after && mails) {
        if (buyer) await recordBuyer(trx, after.id, buyer);
        const withdrawn = !!(await withdrawalOf(trx, fresh.id));
        for (const mail of subscriberMails(before, after, cause, withdrawn)) await writeMail(trx, mail);
      }
      return after;
    });
  }

  /** Reads a subscription and its next payment again, stores them and reports what is new about it. */
  async function sync(db: Db, id: string, change: Change = {}) {
    const readAt = new Date();
    const fresh = await billing.subscription(id);
    const row = fresh && (await store(db, fresh, readAt, { ...change, preview: await billing.nextCharge(fresh) }));
    if (row) await reports.changes(db, row);
    return row;
  }

  async function paid(db: Db, invoiceId: string) {
    const invoice = await billing.invoice(invoiceId);
    const subscription = invoice && invoiceSubscription(invoice);
    if (!invoice || !subscription) return;
    const row = await sync(db, subscription);
    if (!row || invoice.status !== "paid" || invoice.amount_paid <= 0) return;
    const payment = paymentRecord(invoice, row.id);
    await recordPayment(db, payment);
    // Read again now the payment is stored: a checkout handled meanwhile has either stored the
    // buyer's consent by now or will find this payment (apply, below).
    await reports.purchase(db, (await storedSubscription(db, row.id)) ?? row, payment);
  }

  async function apply(db: Db, event: Stripe.Event) {
    switch (event.type) {
      case "checkout.session.completed": {
        // The event carries no line items: ask for the session as /success does.
        const found = await provider.checkout(event.data.object.id);
        if (found?.state !== "confirmed") return;
        const { subscriptionId, customerId, reference, email, locale, charged, currency } = found.checkout;
        // A checkout the API made is on the person's own customer, linked already. One a payment
        // link made is nobody's, unless its typed email is the one person's whose identity provider
        // says it is theirs and verified: theirs then, found by email (it never uses their trial,
        // and they may disown it: subscriber-routes.ts).
        if (customerId && email && !(await linkOf(db, customerId))) {
          const verified = await peopleWithVerifiedEmail(db, email);
          if (verified.length === 1) await linkCustomer(db, verified[0]!, customerId, { foundByEmail: true });
        }
        const buyer = email ? { email, locale: locale ?? defaultLocale } : null;
        const paid = { amount: charged.total, tax: charged.tax, currency };
        const row = subscriptionId
          ? await sync(db, subscriptionId, { reference, buyer, cause: { type: "checkout", charged: paid } })
          : null;
        const { terms, transactionId } = found.checkout;
        if (row && terms?.accepted)
          await recordAcceptedTerms(db, row.id, { sessionId: transactionId, words: terms.words });
        // A payment link's first invoice can be paid and stored before this event brings the
        // buyer's consent: its purchase is reported now (each once, by its key).
        if (row) for (const payment of await paymentsOf(db, row.id)) await reports.purchase(db, row, payment);
        return;
      }
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        await sync(db, event.data.object.id);
        return;
      case "customer.subscription.trial_will_end":
        await sync(db, event.data.object.id, { cause: { type: "trial-will-end" } });
        return;
      case "invoice.upcoming": {
        const subscription = invoiceSubscription(event.data.object);
        if (subscription) await sync(db, subscription, { cause: { type: "upcoming-renewal" } });
        return;
      }
      case "invoice.paid":
        await paid(db, event.data.object.id!);
        return;
      case "charge.refunded":
        await recordRefunds(db, billing, event.data.object);
        return;
      case "charge.dispute.closed":
        await recordLostDispute(db, billing, event.data.object);
        return;
      case "refund.failed":
        await recordFailedRefund(db, billing, event.data.object);
        return;
      case "invoice.payment_failed": {
        const subscription = invoiceSubscription(event.data.object);
        const failed = failedInvoice(event.data.object);
        if (subscription)
          await sync(db, subscription, { cause: failed ? { type: "payment-failed", invoice: failed } : null });
        return;
      }
    }
  }

  return {
    async store(db, subscriptions, readAt) {
      for (const subscription of subscriptions) await store(db, subscription, readAt);
    },
    async handle(event) {
      // Other events are acknowledged whatever the database's state: nothing to redeliver.
      if (!(SUBSCRIPTION_EVENTS as readonly string[]).includes(event.type)) return "ignored";
      return database.use(async (db) => {
        if (await eventHandled(db, event.id)) return "repeat";
        await apply(db, event);
        await markEventHandled(db, event.id, event.type);
        return "handled" as const;
      });
    },
  };
}
