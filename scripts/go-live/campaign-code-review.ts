// Each campaign code against the catalogue (app/catalogue/campaign-codes.ts): its coupon, with the
// discount and duration the code says, and one active promotion code of that name on it, with its
// end and its limit. A coupon's terms never change at the provider: one that differs is mended by
// the catalogue naming a new coupon, to which setup then moves the code.
import type Stripe from "stripe";
import type { DesiredCampaignCode, DesiredCatalogue } from "../../app/catalogue/desired-catalogue.ts";
import { ok, problem, type Change, type Finding } from "./findings.ts";
import { idOf, type PaymentAccount } from "./payment-account.ts";

interface CouponTerms {
  percent_off?: number | null;
  duration?: string;
  duration_in_months?: number | null;
}

const terms = (coupon: CouponTerms) =>
  `${coupon.percent_off ?? 0} % off, ${coupon.duration}${coupon.duration === "repeating" ? ` for ${coupon.duration_in_months} months` : ""}`;

function reviewCoupon(wanted: DesiredCampaignCode, account: PaymentAccount): Finding {
  const subject = `Coupon ${wanted.coupon.id}`;
  const coupon = account.coupons.get(wanted.coupon.id);
  if (!coupon) {
    return problem(subject, "the account has none", "setup creates it", [
      {
        says: `create the coupon ${wanted.coupon.id} (${terms(wanted.coupon)})`,
        async apply({ stripe }) {
          await stripe.coupons.create(wanted.coupon);
        },
      },
    ]);
  }
  if (terms(coupon) !== terms(wanted.coupon)) {
    return problem(
      subject,
      `it gives ${terms(coupon)}, the code says ${terms(wanted.coupon)}`,
      "a coupon's terms never change: give the campaign a new coupon id in app/catalogue/campaign-codes.ts",
    );
  }
  if (!coupon.valid) {
    return problem(
      subject,
      "it can no longer be redeemed",
      "give the campaign a new coupon id in app/catalogue/campaign-codes.ts",
    );
  }
  return ok(subject, terms(coupon));
}

/** How a promotion code differs from the catalogue's, in words; empty when it does not. */
function codeDrift(promotion: Stripe.PromotionCode, wanted: DesiredCampaignCode["promotionCode"]): string[] {
  const drift: string[] = [];
  const coupon = promotion.promotion.coupon;
  if (!coupon || idOf(coupon) !== wanted.promotion.coupon) {
    drift.push(`it is on the coupon ${coupon ? idOf(coupon) : "(none)"}, not ${wanted.promotion.coupon}`);
  }
  if ((promotion.expires_at ?? null) !== (wanted.expires_at ?? null)) drift.push("its end is not the code's");
  if ((promotion.max_redemptions ?? null) !== (wanted.max_redemptions ?? null))
    drift.push("its limit is not the code's");
  return drift;
}

function reviewPromotionCode(wanted: DesiredCampaignCode, account: PaymentAccount): Finding {
  const { code } = wanted.promotionCode;
  const subject = `Promotion code ${code}`;
  const active = (account.promotionCodes.get(code) ?? []).filter((promotion) => promotion.active);
  const current = active.find((promotion) => codeDrift(promotion, wanted.promotionCode).length === 0);
  if (current && active.length === 1) return ok(subject, `${current.id}, on ${wanted.coupon.id}`);
  // A promotion code's coupon, end and limit never change either: the old one is switched off.
  const others = active.filter((promotion) => promotion !== current);
  const replace: Change[] = [
    ...others.map((old): Change => ({
      says: `switch off the promotion code ${code} (${old.id})`,
      async apply({ stripe }) {
        await stripe.promotionCodes.update(old.id, { active: false });
      },
    })),
    ...(current
      ? []
      : [
          {
            says: `create the promotion code ${code} on ${wanted.coupon.id}`,
            async apply({ stripe }) {
              await stripe.promotionCodes.create(wanted.promotionCode);
            },
          } satisfies Change,
        ]),
  ];
  const found = others.length
    ? others.map((promotion) => codeDrift(promotion, wanted.promotionCode).join("; ")).join("; ")
    : "the account has no active one";
  return problem(subject, found, "setup replaces it", replace);
}

/** Each campaign code's coupon, then its promotion code (made after its coupon). */
export const reviewCampaignCodes = (account: PaymentAccount, catalogue: DesiredCatalogue): Finding[] =>
  catalogue.campaignCodes.flatMap((wanted) => [reviewCoupon(wanted, account), reviewPromotionCode(wanted, account)]);
