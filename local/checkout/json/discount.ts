// A Discount in the provider's JSON: the coupon a checkout redeemed for a subscription, and the
// promotion code it came through (each expandable).
import type Stripe from "stripe";
import type { Discount } from "../discount-records";

export const discountJson = (d: Discount): Stripe.Discount => ({
  id: d.id,
  object: "discount",
  checkout_session: d.checkoutSessionId,
  customer: d.customerId,
  customer_account: null,
  end: d.end,
  invoice: null,
  invoice_item: null,
  promotion_code: d.promotionCodeId,
  source: { type: "coupon", coupon: d.coupon.id },
  start: d.start,
  subscription: d.subscriptionId,
  subscription_item: null,
});
