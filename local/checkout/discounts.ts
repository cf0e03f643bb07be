// Coupons and promotion codes redeemed, as the provider redeems them: whether one can be redeemed
// now (a promotion code active, not expired, not used up, its first-time restriction kept; its
// coupon valid and, for an amount off, with an amount in the sale's currency), the Discount a
// completed checkout makes for its subscription (counting a redemption on each), and what that
// Discount takes off each invoice: `once`, the first invoice with something to pay (a trial's $0
// invoice does not use it up); `repeating`, the invoices made before its end (its months after the
// subscription started); `forever`, all of them.
import type Stripe from "stripe";
import { addMonths, newestFirst, type Catalogue } from "./catalogue";
import { couponValid } from "./coupons";
import { activeWithCode } from "./promotion-codes";
import type { Discount, SessionDiscount } from "./discount-records";
import { newId, type CheckoutSession, type PaymentStore, type Subscription } from "./store";

/** Why a code or coupon cannot be redeemed now. */
export type Refusal = "unknown" | "expired" | "inactive" | "used_up" | "first_time" | "currency";

/** What the coupon takes off `amount` in the currency; undefined when it has no amount in that currency. */
export function amountOff(coupon: Stripe.Coupon, amount: number, currency: string): number | undefined {
  if (coupon.percent_off !== null) return Math.round((amount * coupon.percent_off) / 100);
  const lower = currency.toLowerCase();
  const off = coupon.currency === lower ? coupon.amount_off : coupon.currency_options?.[lower]?.amount_off;
  return off === null || off === undefined ? undefined : Math.min(off, amount);
}

/** The promotion code a buyer typed, whatever its case: the active one, else the newest with that code. */
export function promotionCodeTyped(catalogue: Catalogue, typed: string): Stripe.PromotionCode | undefined {
  const lower = typed.trim().toLowerCase();
  return (
    activeWithCode(catalogue, lower) ??
    newestFirst(catalogue.promotionCodes).find((promo) => promo.code.toLowerCase() === lower)
  );
}

/** Whether the customer has paid anything before: a first-time restriction refuses them. */
const hasPaid = (store: PaymentStore, customerId: string | null) =>
  customerId !== null &&
  store.invoicesOf(customerId).some((invoice) => invoice.status === "paid" && invoice.amount > 0);

/** Why the discount cannot be redeemed for the buyer in the currency at `now`, or null when it can. */
export function refusal(
  store: PaymentStore,
  discount: SessionDiscount,
  session: Pick<CheckoutSession, "customerId" | "currency">,
  now: number,
): Refusal | null {
  const { coupons, promotionCodes } = store.catalogue;
  const promo = discount.promotionCodeId ? promotionCodes.get(discount.promotionCodeId) : undefined;
  if (discount.promotionCodeId && !promo) return "unknown";
  const coupon = coupons.get(discount.couponId);
  if (!coupon) return promo ? "inactive" : "unknown";
  if (promo) {
    if (promo.expires_at !== null && now > promo.expires_at) return "expired";
    if (!promo.active) return "inactive";
    if (promo.max_redemptions !== null && promo.times_redeemed >= promo.max_redemptions) return "used_up";
    if (promo.restrictions.first_time_transaction && hasPaid(store, session.customerId)) return "first_time";
  }
  if (coupon.redeem_by !== null && now > coupon.redeem_by) return "expired";
  if (!couponValid(coupon, now)) return "used_up";
  if (amountOff(coupon, 0, session.currency) === undefined) return "currency";
  return null;
}

/** The session's coupon redeemed for its new subscription: a Discount, and one more redemption of each. */
export function redeem(store: PaymentStore, session: CheckoutSession, sub: Subscription): Discount | null {
  if (!session.discount) return null;
  const coupon = store.catalogue.coupons.get(session.discount.couponId)!;
  const promo = session.discount.promotionCodeId
    ? store.catalogue.promotionCodes.get(session.discount.promotionCodeId)
    : undefined;
  coupon.times_redeemed += 1;
  if (promo) promo.times_redeemed += 1;
  const start = sub.created;
  const discount: Discount = {
    id: newId("di"),
    coupon,
    promotionCodeId: promo?.id ?? null,
    customerId: sub.customerId,
    subscriptionId: sub.id,
    checkoutSessionId: session.id,
    start,
    end: coupon.duration === "repeating" ? addMonths(start, coupon.duration_in_months!) : null,
  };
  store.discounts.set(discount.id, discount);
  sub.discountId = discount.id;
  return discount;
}

/** What the subscription's Discount takes off an invoice of `amount` made at `created`, or null when it does not apply. */
export function invoiceDiscount(store: PaymentStore, sub: Subscription, created: number, amount: number) {
  const discount = sub.discountId ? store.discounts.get(sub.discountId) : undefined;
  if (!discount || amount === 0) return null;
  const { duration } = discount.coupon;
  if (duration === "repeating" && created >= discount.end!) return null;
  const used = [...store.invoices.values()].some(
    (invoice) => invoice.subscriptionId === sub.id && invoice.discount?.id === discount.id,
  );
  if (duration === "once" && used) return null;
  const off = amountOff(discount.coupon, amount, sub.currency);
  return off === undefined || off === 0 ? null : { id: discount.id, amount: off };
}
