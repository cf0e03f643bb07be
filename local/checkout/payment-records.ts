// The money a paid invoice moved, as the payment stand-in keeps it (store.ts holds them): the charge
// of the invoice's PaymentIntent, and the refunds made of it (refunds.ts). What is left to refund
// is the charge's amount less its refunds'.
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
}

export const REFUND_REASONS = ["requested_by_customer", "duplicate", "fraudulent"] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export interface Refund {
  id: string;
  chargeId: string;
  amount: number;
  reason: RefundReason | null;
  metadata: Record<string, string>;
  created: number;
}
