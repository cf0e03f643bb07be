// The coupons' and promotion codes' part of the payment stand-in's API (catalogue-api.ts serves it
// with the rest of the catalogue):
//   /v1/coupons          POST makes one, GET lists; /:id GET reads, POST changes (name, metadata),
//                        DELETE deletes
//   /v1/promotion_codes  POST makes one, GET lists (code, active, coupon); /:id GET reads, POST
//                        changes (active, metadata)
// `expand[]=promotion.coupon` works as every expand does (json/provider-json.ts).
import { noSuch, onlyParams } from "./api-params";
import type { Route } from "./api-route";
import type { Catalogue } from "./catalogue";
import { couponJson, createCoupon, deleteCoupon, listCoupons, updateCoupon } from "./coupons";
import type { Params } from "./form";
import { createPromotionCode, listPromotionCodes, updatePromotionCode } from "./promotion-codes";

const one = (path: string) => new RegExp(`^/v1/${path}/([\\w-]+)$`);
const all = (path: string) => new RegExp(`^/v1/${path}$`);

export function couponRoutes(catalogue: Catalogue): Route[] {
  const { coupons, promotionCodes } = catalogue;
  /** The object, or the provider's 404; a read takes nothing but `expand`. */
  const found = <T>(map: Map<string, T>, what: string, id: string, params?: Params): T => {
    const value = map.get(id);
    if (value === undefined) throw noSuch(what, id);
    if (params) onlyParams(params, []);
    return value;
  };
  return [
    ["POST", all("coupons"), (params) => couponJson(createCoupon(catalogue, params))],
    ["GET", all("coupons"), (params) => listCoupons(catalogue, params)],
    ["GET", one("coupons"), (params, id) => couponJson(found(coupons, "coupon", id!, params))],
    ["POST", one("coupons"), (params, id) => couponJson(updateCoupon(found(coupons, "coupon", id!), params))],
    ["DELETE", one("coupons"), (params, id) => (onlyParams(params, []), deleteCoupon(catalogue, id!))],

    ["POST", all("promotion_codes"), (params) => ({ ...createPromotionCode(catalogue, params) })],
    ["GET", all("promotion_codes"), (params) => listPromotionCodes(catalogue, params)],
    ["GET", one("promotion_codes"), (params, id) => ({ ...found(promotionCodes, "promotion code", id!, params) })],
    [
      "POST",
      one("promotion_codes"),
      (params, id) => ({ ...updatePromotionCode(catalogue, found(promotionCodes, "promotion code", id!), params) }),
    ],
  ];
}
