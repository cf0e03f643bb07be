// A failed charge tried again, as the provider's retry schedule does: 3, 5 and 7 days after the
// attempt before (a custom schedule of the account's), each failure an `invoice.payment_failed`
// with the next attempt's time (`next_payment_attempt`, null after the last), after which the
// subscription is left past due (the account's "leave the subscription past-due"). A new card that
// works (the portal's) pays at once. Paid, the subscription is active again.
import type { BillingEvents } from "./billing-events";
import { chargeInvoice } from "./charges";
import type { EventSpec } from "./events";
import type { Invoice, PaymentStore, Subscription } from "./store";

const DAY = 24 * 60 * 60;
/** Days after each failed attempt that the provider tries again; none after the last. */
const RETRY_DAYS = [3, 5, 7];

/** When a charge that failed now is tried again. */
export const firstRetry = (now: number) => now + RETRY_DAYS[0]! * DAY;

export function paymentRetries(store: PaymentStore, { updated, invoiceEvent }: BillingEvents) {
  /** A past-due subscription's open invoice, which a retry or a new card pays. */
  function overdue(sub: Subscription): Invoice | undefined {
    const invoice = sub.latestInvoiceId ? store.invoices.get(sub.latestInvoiceId) : undefined;
    return sub.status === "past_due" && invoice?.status === "open" ? invoice : undefined;
  }

  return {
    /** When the past-due subscription's charge is tried next, or null. */
    nextRetry: (sub: Subscription) => overdue(sub)?.nextPaymentAttempt ?? null,

    /** Charges the past-due subscription's open invoice again, now on the customer's clock, with their card. */
    chargeAgain(sub: Subscription): EventSpec[] {
      const invoice = overdue(sub);
      if (!invoice) return [];
      const now = store.now(sub.customerId);
      invoice.attempts += 1;
      if (store.customers.get(sub.customerId)?.card === "good") {
        Object.assign(invoice, { status: "paid", paidAt: now, nextPaymentAttempt: null });
        chargeInvoice(store, invoice);
        return [invoiceEvent(invoice), updated(sub, () => (sub.status = "active"))];
      }
      const wait = RETRY_DAYS[invoice.attempts - 1];
      invoice.nextPaymentAttempt = wait === undefined ? null : now + wait * DAY;
      return [invoiceEvent(invoice)];
    },
  };
}
