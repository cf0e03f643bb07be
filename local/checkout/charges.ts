// An invoice's payment, as the provider makes it: an invoice with something to pay has a
// PaymentIntent (`pi_local_…`) from when it is made, and once paid, the PaymentIntent's charge
// (`ch_local_…`: the invoice's total, tax included, on the customer's clock), which refunds.ts
// refunds.
import type { Charge } from "./payment-records";
import { newId, type Invoice, type PaymentStore } from "./store";
import { totalWithTax } from "./tax";

/** The PaymentIntent of a new invoice charging `amount` (before tax): none for nothing to pay. */
export const paymentIntentFor = (amount: number) => (amount > 0 ? newId("pi") : null);

/** The paid invoice's charge, made once. */
export function chargeInvoice(store: PaymentStore, invoice: Invoice): void {
  if (!invoice.paymentIntentId || invoice.chargeId || invoice.status !== "paid") return;
  const charge: Charge = {
    id: newId("ch"),
    paymentIntentId: invoice.paymentIntentId,
    invoiceId: invoice.id,
    customerId: invoice.customerId,
    amount: totalWithTax(invoice.amount, invoice.tax),
    currency: invoice.currency,
    created: invoice.paidAt ?? store.now(invoice.customerId),
    card: store.customers.get(invoice.customerId)?.card ?? "good",
    refundIds: [],
    disputeId: null,
  };
  store.charges.set(charge.id, charge);
  invoice.chargeId = charge.id;
}

/** What is left to refund of the charge: a failed refund gave nothing back. */
export function unrefunded(store: PaymentStore, charge: Charge): number {
  const refunds = charge.refundIds.map((id) => store.refunds.get(id)!);
  return charge.amount - refunds.reduce((sum, refund) => sum + (refund.status === "succeeded" ? refund.amount : 0), 0);
}
