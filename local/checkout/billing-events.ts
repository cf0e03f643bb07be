// The events a change to a subscription or an invoice announces, its JSON as it is now: a
// subscription's `customer.subscription.updated` with what changed (`previous_attributes`), and an
// invoice's `invoice.paid` or `invoice.payment_failed`.
import { changedFields, type EventSpec } from "./events";
import type { ProviderJson } from "./json/provider-json";
import type { Invoice, PaymentStore, Subscription } from "./store";

export function billingEvents(store: PaymentStore, json: ProviderJson) {
  return {
    /** Runs `change` on the subscription and answers its `customer.subscription.updated`. */
    updated(sub: Subscription, change: () => void): EventSpec {
      const before = json.subscription(sub);
      change();
      const after = json.subscription(sub);
      return {
        type: "customer.subscription.updated",
        object: after,
        previous: changedFields(before, after),
        created: store.now(sub.customerId),
      };
    },

    invoiceEvent(invoice: Invoice): EventSpec {
      const type = invoice.status === "paid" ? "invoice.paid" : "invoice.payment_failed";
      return { type, object: json.invoice(invoice), created: store.now(invoice.customerId) };
    },
  };
}

export type BillingEvents = ReturnType<typeof billingEvents>;
