// The money a paid invoice moved, as the payment stand-in keeps it (store.ts holds them): the charge
// of the invoice's PaymentIntent, the refunds made of it (refunds.ts) and the dispute its cardholder
// may open (disputes.ts). What is left to refund is the charge's amount less its refunds' that succeeded.
import type { Currency } from "../../app/contracts/locales";

export interface Charge {
  id: string;
  paymentIntentId: string;
  invoiceId: string;
  customerId: string;
  /** What was charged, tax included, in minor units. */
  amount: number;
  currency: Currency;
  created: number;
  /** The test card it was paid with (store.ts's Card: its payment method). */
  card: "good" | "declines_later";
  /** Oldest first. */
  refundIds: string[];
  /** A charge is disputed at most once. */
  disputeId: string | null;
}

export const REFUND_REASONS = ["requested_by_customer", "duplicate", "fraudulent"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** Why a card's refund failed, as the provider says (its `failure_reason`). */
export const REFUND_FAILURE_REASONS = [
  "expired_or_canceled_card",
  "lost_or_stolen_card",
  "declined",
  "unknown",
] as const;
export type RefundFailureReason = (typeof REFUND_FAILURE_REASONS)[number];

export interface Refund {
  id: string;
  chargeId: string;
  amount: number;
  reason: RefundReason | null;
  metadata: Record<string, string>;
  created: number;
  /** Made succeeded; failed later when the card could not take it back (refund-failures.ts): its money stays with the seller. */
  status: "succeeded" | "failed";
  failureReason: RefundFailureReason | null;
}

/** The reasons a card network gives, with Visa's reason code for each (the dispute's `network_reason_code`). */
export const DISPUTE_REASONS = {
  fraudulent: "10.4",
  duplicate: "12.6.1",
  product_not_received: "13.1",
  subscription_canceled: "13.2",
  credit_not_processed: "13.6",
} as const;
export type DisputeReason = keyof typeof DISPUTE_REASONS;

/** Money a dispute moved on the account's balance: withdrawn when opened, back when won. */
export interface DisputeMove {
  id: string;
  kind: "withdrawal" | "reinstatement";
  created: number;
}

export interface Dispute {
  id: string;
  chargeId: string;
  /** What the cardholder disputes, in minor units: at most the charge's amount. */
  amount: number;
  reason: DisputeReason;
  status: "needs_response" | "lost" | "won";
  created: number;
  metadata: Record<string, string>;
  /** Oldest first. */
  moves: DisputeMove[];
}
