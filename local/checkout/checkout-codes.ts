// Campaign codes on the hosted checkout, as the provider's page takes them: a code typed in its
// field (Apply, or with Pay) or carried by a payment link (`prefilled_promo_code`) is applied to the
// session when it can be redeemed now, else the page says why and the buyer can still pay without
// it; the session's discount is checked again when the buyer pays.
import { promotionCodeTyped, refusal, type Refusal } from "./discounts";
import { realNow, type CheckoutSession, type PaymentStore } from "./store";

/** What the page says of a code it cannot apply. */
export const CODE_MESSAGES: Record<Refusal, string> = {
  unknown: "This code is invalid.",
  expired: "This code has expired.",
  inactive: "This code is no longer available.",
  used_up: "This code is no longer available.",
  first_time: "This code is for a first purchase only.",
  currency: "This code cannot be used in this currency.",
};

const nowFor = (store: PaymentStore, session: CheckoutSession) =>
  session.customerId ? store.now(session.customerId) : realNow();

/** Applies the typed code to the session: null once applied, else what the page says. */
export function applyCode(store: PaymentStore, session: CheckoutSession, typed: string): string | null {
  const promo = promotionCodeTyped(store.catalogue, typed);
  if (!promo) return CODE_MESSAGES.unknown;
  const discount = { couponId: promo.promotion.coupon as string, promotionCodeId: promo.id };
  const why = refusal(store, discount, session, nowFor(store, session));
  if (why) return CODE_MESSAGES[why];
  session.discount = discount;
  return null;
}

/**
 * The session's discount checked again as the buyer pays (a code may have been used up meanwhile):
 * null when it still holds (or there is none), else what the page says, the discount taken off.
 */
export function recheckDiscount(store: PaymentStore, session: CheckoutSession): string | null {
  if (!session.discount) return null;
  const why = refusal(store, session.discount, session, nowFor(store, session));
  if (!why) return null;
  session.discount = null;
  return CODE_MESSAGES[why];
}
