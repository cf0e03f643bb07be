// The provider's coupons in the payment stand-in (`/v1/coupons`): what a discount takes off (a
// percentage, or an amount in a currency and its `currency_options`) and for how long (`once`, a
// number of months, `forever`). Made (with an id of one's own if given), read, listed, deleted, and
// changed only in `name` and `metadata`: the provider's coupons are otherwise immutable. A coupon
// is `valid` until its `redeem_by` has passed or its `max_redemptions` are used up; discounts.ts
// redeems it.
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import { ApiError, at, integer, invalid, metadata, missing, noSuch, oneOf, onlyParams, text } from "./api-params";
import { updatedMetadata } from "./api-params";
import { newestFirst, type Catalogue } from "./catalogue";
import type { Params } from "./form";
import { listPage, PAGE_PARAMS } from "./list-page";
import { MAX_AMOUNT } from "./price-amounts";
import { realNow } from "./store";

const DURATIONS = ["once", "repeating", "forever"] as const;

/** Whether the coupon can still be redeemed at `now`. */
export const couponValid = (coupon: Stripe.Coupon, now: number) =>
  !(coupon.redeem_by !== null && now > coupon.redeem_by) &&
  !(coupon.max_redemptions !== null && coupon.times_redeemed >= coupon.max_redemptions);

/** The coupon as the API shows it, `valid` as of now. */
export const couponJson = (coupon: Stripe.Coupon): Stripe.Coupon => ({
  ...coupon,
  valid: couponValid(coupon, realNow()),
});

function percentOff(params: Params): number | null {
  const value = text(params, "percent_off");
  if (value === undefined) return null;
  const percent = Number(value);
  if (!/^\d+(\.\d{1,2})?$/.test(value) || percent <= 0 || percent > 100) {
    throw new ApiError(
      400,
      "Invalid percent_off: must be greater than 0 and at most 100.",
      "parameter_invalid_float",
      "percent_off",
    );
  }
  return percent;
}

/** `currency_options[eur][amount_off]=…`: the amount off in other currencies than the coupon's own. */
function currencyOptions(params: Params, currency: string) {
  const given = at(params, "currency_options");
  if (given === undefined) return undefined;
  if (!given || typeof given !== "object" || Array.isArray(given)) throw invalid("currency_options", "Invalid object");
  return Object.fromEntries(
    Object.keys(given).map((option) => {
      const path = `currency_options[${option}]`;
      if (!/^[a-z]{3}$/.test(option)) throw invalid(path, `Invalid currency: ${option}`);
      if (option === currency) {
        throw invalid(
          path,
          "You are specifying a currency option that matches the top-level currency for this coupon.",
        );
      }
      onlyParams(params, ["amount_off"], path);
      const amount = integer(params, `${path}[amount_off]`, 1, MAX_AMOUNT);
      if (amount === undefined) throw missing(`${path}[amount_off]`);
      return [option, { amount_off: amount }];
    }),
  );
}

export function createCoupon(catalogue: Catalogue, params: Params, created = realNow()): Stripe.Coupon {
  onlyParams(params, [
    "id",
    "name",
    "percent_off",
    "amount_off",
    "currency",
    "currency_options",
    "duration",
    "duration_in_months",
    "max_redemptions",
    "redeem_by",
    "metadata",
  ]);
  const id = text(params, "id", { max: 200 }) ?? randomBytes(6).toString("base64url");
  if (catalogue.coupons.has(id)) throw new ApiError(400, "Coupon already exists.", "resource_already_exists", "id");
  const percent = percentOff(params);
  const amount = integer(params, "amount_off", 1, MAX_AMOUNT) ?? null;
  if ((percent === null) === (amount === null)) {
    throw new ApiError(
      400,
      "You must pass exactly one of amount_off or percent_off.",
      "parameter_missing",
      "percent_off",
    );
  }
  const currency = text(params, "currency")?.toLowerCase() ?? null;
  if (amount !== null && !currency) throw missing("currency");
  if (currency && !/^[a-z]{3}$/.test(currency)) throw invalid("currency", `Invalid currency: ${currency}`);
  if (amount === null && (currency || at(params, "currency_options") !== undefined)) {
    throw invalid("currency", "currency and currency_options go with amount_off only.");
  }
  const duration = oneOf(params, "duration", DURATIONS) ?? "once";
  const months = integer(params, "duration_in_months", 1, 120) ?? null;
  if (duration === "repeating" && months === null) {
    throw new ApiError(
      400,
      "You must specify duration_in_months when duration is `repeating`.",
      "parameter_missing",
      "duration_in_months",
    );
  }
  if (duration !== "repeating" && months !== null) {
    throw invalid("duration_in_months", "duration_in_months can only be given when duration is `repeating`.");
  }
  const redeemBy = integer(params, "redeem_by", 0, 2 ** 31) ?? null;
  if (redeemBy !== null && redeemBy <= realNow()) {
    throw new ApiError(400, "redeem_by must be in the future.", "parameter_invalid_integer", "redeem_by");
  }
  const options = currency ? currencyOptions(params, currency) : undefined;
  const coupon: Stripe.Coupon = {
    id,
    object: "coupon",
    amount_off: amount,
    created,
    currency,
    ...(options && { currency_options: options }),
    duration,
    duration_in_months: months,
    livemode: false,
    max_redemptions: integer(params, "max_redemptions", 1, MAX_AMOUNT) ?? null,
    metadata: metadata(params, "metadata"),
    name: text(params, "name", { max: 40 }) ?? null,
    percent_off: percent,
    redeem_by: redeemBy,
    times_redeemed: 0,
    valid: true,
  };
  catalogue.coupons.set(id, coupon);
  return coupon;
}

export function updateCoupon(coupon: Stripe.Coupon, params: Params): Stripe.Coupon {
  onlyParams(params, ["name", "metadata"]);
  return Object.assign(coupon, {
    name: text(params, "name", { max: 40 }) ?? coupon.name,
    metadata: updatedMetadata(coupon.metadata ?? {}, params),
  });
}

/** The provider's deleted object; its promotion codes can no longer be redeemed. */
export function deleteCoupon(catalogue: Catalogue, id: string): Stripe.DeletedCoupon {
  if (!catalogue.coupons.delete(id)) throw noSuch("coupon", id);
  return { id, object: "coupon", deleted: true };
}

export function listCoupons(catalogue: Catalogue, params: Params) {
  onlyParams(params, PAGE_PARAMS);
  return listPage("/v1/coupons", newestFirst(catalogue.coupons).map(couponJson), params, "coupon");
}
