// A checkout session's campaign-code parameters, read and checked as the provider checks them:
// `allow_promotion_codes` (a code field on the hosted page) or one `discounts[0][promotion_code]` /
// `discounts[0][coupon]` redeemed now, never both; and `custom_text[submit][message]`, said above
// the pay button.
import { ApiError, at, bool, invalid, noSuch, onlyParams, text } from "./api-params";
import type { SessionDiscount } from "./discount-records";
import { refusal, type Refusal } from "./discounts";
import type { Params } from "./form";
import type { CheckoutSession, PaymentStore } from "./store";

export interface SessionCodes {
  allowPromotionCodes: boolean;
  discount: SessionDiscount | null;
  submitMessage: string | null;
}

type Buyer = Pick<CheckoutSession, "customerId" | "currency">;

/** The provider's refusal of a discount that cannot be redeemed now. */
function refused(store: PaymentStore, why: Refusal, discount: SessionDiscount, param: string): ApiError {
  const promo = discount.promotionCodeId ? store.catalogue.promotionCodes.get(discount.promotionCodeId) : undefined;
  const what = promo ? `The promotion code \`${promo.code}\`` : `The coupon \`${discount.couponId}\``;
  const messages: Record<Exclude<Refusal, "unknown">, [string, string]> = {
    expired: promo
      ? [`${what} has expired.`, "parameter_invalid"]
      : [`Coupon expired: ${discount.couponId}`, "coupon_expired"],
    inactive: [`${what} is not active.`, "parameter_invalid"],
    used_up: [`${what} has been redeemed the maximum number of times.`, "parameter_invalid"],
    first_time: [
      "This promotion code cannot be redeemed because the associated customer has prior transactions.",
      "parameter_invalid",
    ],
    currency: [`${what} has no amount off in this Checkout Session's currency.`, "parameter_invalid"],
  };
  // An unknown promotion code is refused before: what is unknown here is a coupon.
  if (why === "unknown") return noSuch("coupon", discount.couponId, param);
  const [message, code] = messages[why];
  return new ApiError(400, message, code, param);
}

/** `discounts[0][promotion_code]` or `discounts[0][coupon]`: what it redeems, refused unless it can be redeemed now. */
function givenDiscount(store: PaymentStore, params: Params, buyer: Buyer, now: number): SessionDiscount | null {
  const given = at(params, "discounts");
  if (given === undefined || given === "" || (Array.isArray(given) && given.length === 0)) return null;
  if (!Array.isArray(given)) throw invalid("discounts", "Invalid array: discounts");
  if (given.length > 1) throw invalid("discounts", "The stand-in takes one discount per checkout.");
  onlyParams(params, ["coupon", "promotion_code"], "discounts[0]");
  const promotionCode = text(params, "discounts[0][promotion_code]");
  const coupon = text(params, "discounts[0][coupon]");
  if ((promotionCode === undefined) === (coupon === undefined)) {
    throw new ApiError(
      400,
      "You may only specify one of these parameters: coupon, promotion_code.",
      "parameter_missing",
      "discounts[0][promotion_code]",
    );
  }
  const param = promotionCode ? "discounts[0][promotion_code]" : "discounts[0][coupon]";
  const promo = promotionCode ? store.catalogue.promotionCodes.get(promotionCode) : undefined;
  if (promotionCode && !promo) throw noSuch("promotion code", promotionCode, param);
  const discount = {
    couponId: (promo?.promotion.coupon as string | undefined) ?? coupon!,
    promotionCodeId: promo?.id ?? null,
  };
  const why = refusal(store, discount, buyer, now);
  if (why) throw refused(store, why, discount, param);
  return discount;
}

export function sessionCodes(store: PaymentStore, params: Params, buyer: Buyer, now: number): SessionCodes {
  const allow = bool(params, "allow_promotion_codes");
  const given = at(params, "discounts");
  if (allow !== undefined && given !== undefined && given !== "" && !(Array.isArray(given) && given.length === 0)) {
    throw new ApiError(
      400,
      "You may only specify one of these parameters: allow_promotion_codes, discounts.",
      undefined,
      "allow_promotion_codes",
    );
  }
  onlyParams(params, ["submit", "terms_of_service_acceptance"], "custom_text");
  onlyParams(params, ["message"], "custom_text[submit]");
  return {
    allowPromotionCodes: allow ?? false,
    discount: givenDiscount(store, params, buyer, now),
    submitMessage: text(params, "custom_text[submit][message]", { max: 1200 }) ?? null,
  };
}
