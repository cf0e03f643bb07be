// What the site keeps of the provider's invoices: the subscription one is of, a paid one as a
// payment (what it brought net of tax, the tax, the campaign code's discount), a failed one as its
// mail says it. Pure: the provider's object in, the site's facts out.
import type Stripe from "stripe";
import type { StoredPayment } from "../database/schema.ts";
import { idOf } from "../stripe-client.ts";
import { campaignOf } from "./campaign-discount.ts";

/** An invoice's subscription (the API version's `parent.subscription_details`). */
export const invoiceSubscription = (invoice: Stripe.Invoice) =>
  idOf(invoice.parent?.subscription_details?.subscription);

/** The tax in an invoice's total (inside an inclusive price, on top of an exclusive one): the tax authority's. */
export const invoiceTax = (invoice: Stripe.Invoice) =>
  (invoice.total_taxes ?? []).reduce((sum, entry) => sum + entry.amount, 0);

/** A paid invoice of the subscription as a payment: what the sale brought is what was paid less the tax. */
export function paymentRecord(invoice: Stripe.Invoice, subscriptionId: string): StoredPayment {
  const tax = invoiceTax(invoice);
  return {
    invoice_id: invoice.id!,
    subscription_id: subscriptionId,
    amount: invoice.amount_paid - tax,
    tax,
    ...campaignOf(invoice),
    currency: invoice.currency.toUpperCase(),
    paid_at: new Date((invoice.status_transitions?.paid_at ?? invoice.created) * 1000),
  };
}

/** A failed invoice as its mail tells it (api/mail/subscriber-mails.ts): what is due, and when it is tried again. */
export const failedInvoice = (invoice: Stripe.Invoice) =>
  invoice.id
    ? {
        id: invoice.id,
        amountDue: invoice.amount_due,
        currency: invoice.currency,
        nextAttemptAt: invoice.next_payment_attempt ? new Date(invoice.next_payment_attempt * 1000) : null,
      }
    : null;
