// What the payment stand-in keeps of a discount (the store holds them: store.ts): what a checkout
// session redeems, and a subscription's Discount, which its invoices apply (discounts.ts).
import type Stripe from "stripe";

/** What a session redeems: a coupon, and the promotion code it came through if any. */
export interface SessionDiscount {
  couponId: string;
  promotionCodeId: string | null;
}

/** A coupon redeemed for a subscription (the provider's Discount, `di_…`), which its invoices apply. */
export interface Discount {
  id: string;
  /** The coupon's terms, kept should the coupon be deleted: a deleted coupon's discounts go on. */
  coupon: Stripe.Coupon;
  promotionCodeId: string | null;
  customerId: string;
  subscriptionId: string;
  checkoutSessionId: string;
  start: number;
  /** A `repeating` coupon's end (its months after the start); null for `once` and `forever`. */
  end: number | null;
}
