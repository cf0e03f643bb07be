// A customer in the provider's JSON: its currency and standing come from its subscriptions.
import { shaped } from "../provider-shapes";
import type { Card, Customer, PaymentStore } from "../store";
import { addressJson } from "../tax";

/** Stripe's test payment methods for the two cards. */
export const paymentMethodId = (card: Card) => (card === "good" ? "pm_card_visa" : "pm_card_chargeCustomerFail");

export function customerJson(store: PaymentStore, c: Customer) {
  return shaped("customer", {
    id: c.id,
    object: "customer",
    address: c.address ? addressJson(c.address) : null,
    balance: 0,
    created: c.created,
    currency: store.subscriptionsOf(c.id)[0]?.currency.toLowerCase() ?? null,
    delinquent: store.subscriptionsOf(c.id).some((s) => s.status === "past_due"),
    email: c.email,
    invoice_prefix: c.id.slice(-8).toUpperCase(),
    invoice_settings: { default_payment_method: c.card && paymentMethodId(c.card) },
    livemode: false,
    metadata: c.metadata,
    name: c.name,
    next_invoice_sequence: store.invoicesOf(c.id).length + 1,
    tax_exempt: "none",
  });
}
