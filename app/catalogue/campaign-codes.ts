// The campaign codes the site sells with ("LAUNCH20 — 20 % off your first 3 months"): for each,
// the payment provider's coupon (what the discount is and how long it lasts) and the promotion code
// a buyer types, or a link carries (`?code=LAUNCH20` on any pricing or paywall address, which the
// checkout then applies or prefills). `npm run setup:payments` makes them as the code says
// (scripts/go-live/campaign-code-review.ts); the payment stand-in starts with them (local/checkout/seed.ts).
// A code changes what is paid, never the trial: who gets a trial is the site's to decide, once per
// person (api/subscribers/checkout-route.ts). How the provider applies a coupon to a subscription
// with a trial: docs/product.md, "Campaign codes".
import type Stripe from "stripe";

export interface CampaignCode {
  /** What the buyer types (the provider matches it whatever the case). */
  code: string;
  /**
   * The coupon's id at the provider. A coupon's terms can never change there: a new discount is a
   * new coupon (a new id) with the same code moved to it.
   */
  coupon: string;
  /** Percent off every invoice the discount covers. */
  percentOff: number;
  /** How long the discount covers a subscription: its first invoices for `months`, one, or all. */
  duration: { type: "repeating"; months: number } | { type: "once" } | { type: "forever" };
  /** The last moment the code can be redeemed (ISO 8601), or none. */
  redeemableUntil?: string;
  /** How many checkouts may use it, in all. */
  maxRedemptions?: number;
}

export const campaignCodes: readonly CampaignCode[] = [
  {
    code: "LAUNCH20",
    coupon: "launch20-20-percent-3-months",
    percentOff: 20,
    duration: { type: "repeating", months: 3 },
  },
];

export function couponParams(campaign: CampaignCode): Stripe.CouponCreateParams {
  const { duration } = campaign;
  return {
    id: campaign.coupon,
    name: campaign.code,
    percent_off: campaign.percentOff,
    duration: duration.type,
    ...(duration.type === "repeating" && { duration_in_months: duration.months }),
    metadata: { site_code: campaign.code },
  };
}

export const promotionCodeParams = (campaign: CampaignCode): Stripe.PromotionCodeCreateParams => ({
  promotion: { type: "coupon", coupon: campaign.coupon },
  code: campaign.code,
  ...(campaign.redeemableUntil && { expires_at: Math.floor(Date.parse(campaign.redeemableUntil) / 1000) }),
  ...(campaign.maxRedemptions && { max_redemptions: campaign.maxRedemptions }),
  metadata: { site_code: campaign.code },
});
