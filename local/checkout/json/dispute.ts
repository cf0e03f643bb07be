// A dispute in the provider's JSON (the SDK's API version), with the balance transactions it made:
// the disputed amount withdrawn when it opened and, when won, put back. The stand-in charges no
// dispute fee and keeps no balance of the account's own, so each is in the charge's currency.
import type Stripe from "stripe";
import type { Wire } from "../catalogue";
import { DISPUTE_REASONS, type Dispute, type DisputeMove } from "../payment-records";
import type { PaymentStore } from "../store";

const DAY = 24 * 60 * 60;
/** How long the account has to answer with evidence. */
const EVIDENCE_DAYS = 7;

function balanceTransactionJson(d: Dispute, currency: string, move: DisputeMove): Wire<Stripe.BalanceTransaction> {
  const amount = move.kind === "withdrawal" ? -d.amount : d.amount;
  return {
    id: move.id,
    object: "balance_transaction",
    amount,
    available_on: move.created,
    balance_type: "payments",
    created: move.created,
    currency,
    description: `Chargeback ${move.kind === "withdrawal" ? "withdrawal" : "reversal"} for ${d.chargeId}`,
    exchange_rate: null,
    fee: 0,
    fee_details: [],
    net: amount,
    reporting_category: move.kind === "withdrawal" ? "dispute" : "dispute_reversal",
    source: d.id,
    status: "available",
    type: "adjustment",
  };
}

/** Evidence is the provider's test-mode words that win a dispute; a lost one was accepted with none. */
export function disputeJson(store: PaymentStore, d: Dispute): Wire<Stripe.Dispute> {
  const charge = store.charges.get(d.chargeId)!;
  const currency = charge.currency.toLowerCase();
  const submitted = d.status === "won";
  const networkReasonCode = DISPUTE_REASONS[d.reason];
  return {
    id: d.id,
    object: "dispute",
    amount: d.amount,
    balance_transactions: d.moves.map((move) => balanceTransactionJson(d, currency, move)),
    charge: charge.id,
    created: d.created,
    currency,
    enhanced_eligibility_types: [],
    evidence: {
      access_activity_log: null,
      billing_address: null,
      cancellation_policy: null,
      cancellation_policy_disclosure: null,
      cancellation_rebuttal: null,
      customer_communication: null,
      customer_email_address: null,
      customer_name: null,
      customer_purchase_ip: null,
      customer_signature: null,
      duplicate_charge_documentation: null,
      duplicate_charge_explanation: null,
      duplicate_charge_id: null,
      enhanced_evidence: {},
      product_description: null,
      receipt: null,
      refund_policy: null,
      refund_policy_disclosure: null,
      refund_refusal_explanation: null,
      service_date: null,
      service_documentation: null,
      shipping_address: null,
      shipping_carrier: null,
      shipping_date: null,
      shipping_documentation: null,
      shipping_tracking_number: null,
      uncategorized_file: null,
      uncategorized_text: submitted ? "winning_evidence" : null,
    },
    evidence_details: {
      due_by: d.created + EVIDENCE_DAYS * DAY,
      enhanced_eligibility: {},
      has_evidence: submitted,
      past_due: false,
      submission_count: submitted ? 1 : 0,
      submission_method: submitted ? "manual" : "not_submitted",
    },
    intended_submission_method: null,
    is_charge_refundable: false,
    livemode: false,
    metadata: d.metadata,
    network_reason_code: networkReasonCode,
    payment_intent: charge.paymentIntentId,
    payment_method_details: {
      card: { brand: "visa", case_type: "chargeback", network: "visa", network_reason_code: networkReasonCode },
      type: "card",
    },
    reason: d.reason,
    status: d.status,
  };
}
