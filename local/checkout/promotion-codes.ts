// The provider's promotion codes in the payment stand-in (`/v1/promotion_codes`): the code a buyer
// types for a coupon (`promotion[coupon]`), with its own `expires_at`, `max_redemptions` and
// `restrictions[first_time_transaction]`. Made, read, listed (by `code`, whatever its case, `active`
// and `coupon`) and changed (`active`, `metadata`). A code belongs to one active promotion code at a
// time, whatever its case, as the provider keeps it.
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { ApiError, bool, integer, invalid, metadata, noSuch, oneOf, onlyParams, text } from "./api-params";
import { updatedMetadata } from "./api-params";
import { newestFirst, type Catalogue } from "./catalogue";
import type { Params } from "./form";
import { listPage, PAGE_PARAMS } from "./list-page";
import { MAX_AMOUNT } from "./price-amounts";
import { newId, realNow } from "./store";

/** Letters, digits, `-` and `_`, as the provider takes a code. */
const CODE = /^[A-Za-z0-9_-]{1,500}$/;

/** The active promotion code with that code, whatever its case. */
export const activeWithCode = (catalogue: Catalogue, code: string) =>
  [...catalogue.promotionCodes.values()].find(
    (promo) => promo.active && promo.code.toLowerCase() === code.toLowerCase(),
  );

function refuseTaken(catalogue: Catalogue, code: string, own?: string) {
  const holder = activeWithCode(catalogue, code);
  if (holder && holder.id !== own) {
    throw new ApiError(400, `An active promotion code with \`code: ${code}\` already exists.`, undefined, "code");
  }
}

export function createPromotionCode(
  catalogue: Catalogue,
  params: Params,
  fixed: { id?: string; created?: number } = {},
): Stripe.PromotionCode {
  onlyParams(params, ["promotion", "code", "active", "expires_at", "max_redemptions", "restrictions", "metadata"]);
  onlyParams(params, ["type", "coupon"], "promotion");
  onlyParams(params, ["first_time_transaction"], "restrictions");
  oneOf(params, "promotion[type]", ["coupon"]);
  const couponId = text(params, "promotion[coupon]", { required: true })!;
  if (!catalogue.coupons.has(couponId)) throw noSuch("coupon", couponId, "promotion[coupon]");
  const code = text(params, "code", { max: 500 }) ?? randomBytes(6).toString("hex").toUpperCase();
  if (!CODE.test(code)) throw invalid("code", "A promotion code may have letters, digits, - and _ only.");
  const active = bool(params, "active") ?? true;
  if (active) refuseTaken(catalogue, code);
  const expiresAt = integer(params, "expires_at", 0, 2 ** 31) ?? null;
  if (expiresAt !== null && expiresAt <= realNow()) {
    throw new ApiError(
      400,
      "The expires_at timestamp must be in the future.",
      "parameter_invalid_integer",
      "expires_at",
    );
  }
  const promo: Stripe.PromotionCode = {
    id: fixed.id ?? newId("promo"),
    object: "promotion_code",
    active,
    code,
    created: fixed.created ?? realNow(),
    customer: null,
    customer_account: null,
    expires_at: expiresAt,
    livemode: false,
    max_redemptions: integer(params, "max_redemptions", 1, MAX_AMOUNT) ?? null,
    metadata: metadata(params, "metadata"),
    promotion: { type: "coupon", coupon: couponId },
    restrictions: {
      first_time_transaction: bool(params, "restrictions[first_time_transaction]") ?? false,
      minimum_amount: null,
      minimum_amount_currency: null,
    },
    times_redeemed: 0,
  };
  catalogue.promotionCodes.set(promo.id, promo);
  return promo;
}

export function updatePromotionCode(catalogue: Catalogue, promo: Stripe.PromotionCode, params: Params) {
  onlyParams(params, ["active", "metadata"]);
  const active = bool(params, "active") ?? promo.active;
  if (active && !promo.active) refuseTaken(catalogue, promo.code, promo.id);
  return Object.assign(promo, { active, metadata: updatedMetadata(promo.metadata ?? {}, params) });
}

export function listPromotionCodes(catalogue: Catalogue, params: Params) {
  onlyParams(params, ["code", "active", "coupon", ...PAGE_PARAMS]);
  const code = text(params, "code")?.toLowerCase();
  const active = bool(params, "active");
  const coupon = text(params, "coupon");
  const matching = newestFirst(catalogue.promotionCodes).filter(
    (promo) =>
      (code === undefined || promo.code.toLowerCase() === code) &&
      (active === undefined || promo.active === active) &&
      (coupon === undefined || promo.promotion.coupon === coupon),
  );
  return listPage(
    "/v1/promotion_codes",
    matching.map((promo) => ({ ...promo })),
    params,
    "promotion code",
  );
}
