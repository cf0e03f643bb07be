// A paid invoice's money in the provider's JSON (the SDK's API version): the invoice's payment (its
// default InvoicePayment, naming its PaymentIntent), the PaymentIntent's charge (its refunds only
// when asked for, and in `charge.refunded`; `disputed` once disputed: dispute.ts) and a refund.
import type Stripe from "stripe";
import type { Wire } from "../catalogue";
import { unrefunded } from "../charges";
import type { Charge, Refund } from "../payment-records";
import type { Invoice, PaymentStore } from "../store";
import { addressJson, totalWithTax } from "../tax";
import { paymentMethodId } from "./customer";
import { list } from "./list";

/** The invoice's payment, or none for an invoice with nothing to pay. */
export function invoicePaymentJson(i: Invoice): Wire<Stripe.InvoicePayment> | undefined {
  if (!i.paymentIntentId) return undefined;
  const total = totalWithTax(i.amount, i.tax);
  const paid = i.status === "paid";
  return {
    id: `inpay_${i.id.slice(3)}`,
    object: "invoice_payment",
    amount_paid: paid ? total : null,
    amount_requested: total,
    created: i.created,
    currency: i.currency.toLowerCase(),
    invoice: i.id,
    is_default: true,
    livemode: false,
    payment: { type: "payment_intent", payment_intent: i.paymentIntentId },
    status: paid ? "paid" : "open",
    status_transitions: { canceled_at: null, paid_at: i.paidAt },
  };
}

export function refundJson(store: PaymentStore, r: Refund): Wire<Stripe.Refund> {
  const charge = store.charges.get(r.chargeId)!;
  return {
    id: r.id,
    object: "refund",
    amount: r.amount,
    balance_transaction: null,
    charge: charge.id,
    created: r.created,
    currency: charge.currency.toLowerCase(),
    customer: charge.customerId,
    customer_account: null,
    // Back onto the card it was paid with, as a card's refund goes.
    destination_details: { type: "card", card: { type: "refund" } },
    metadata: r.metadata,
    payment_intent: charge.paymentIntentId,
    payment_method: paymentMethodId(charge.card),
    reason: r.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: r.status,
    ...(r.failureReason && { failure_reason: r.failureReason }),
    transfer_reversal: null,
  };
}

/** `withRefunds`: its refunds, newest first, as `expand[]=refunds` and the `charge.refunded` event show them. */
export function chargeJson(store: PaymentStore, c: Charge, withRefunds = false): Wire<Stripe.Charge> {
  const customer = store.customers.get(c.customerId);
  const invoice = store.invoices.get(c.invoiceId);
  const refunded = c.amount - unrefunded(store, c);
  const refunds = [...c.refundIds].reverse().map((id) => refundJson(store, store.refunds.get(id)!));
  return {
    id: c.id,
    object: "charge",
    amount: c.amount,
    amount_captured: c.amount,
    amount_refunded: refunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: null,
    billing_details: {
      address: customer?.address ? addressJson(customer.address) : null,
      email: customer?.email ?? null,
      name: customer?.name ?? null,
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: null,
    captured: true,
    created: c.created,
    currency: c.currency.toLowerCase(),
    customer: c.customerId,
    description: invoice?.billingReason === "subscription_create" ? "Subscription creation" : "Subscription update",
    disputed: c.disputeId !== null,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: {},
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: "approved_by_network",
      reason: null,
      risk_level: "normal",
      seller_message: "Payment complete.",
      type: "authorized",
    },
    paid: true,
    payment_intent: c.paymentIntentId,
    payment_method: paymentMethodId(c.card),
    payment_method_details: null,
    receipt_email: null,
    receipt_number: null,
    receipt_url: null,
    refunded: refunded === c.amount,
    ...(withRefunds && { refunds: list(`/v1/charges/${c.id}/refunds`, refunds) }),
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    transfer_data: null,
    transfer_group: null,
  };
}
