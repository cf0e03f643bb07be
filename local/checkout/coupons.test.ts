// Coupons and promotion codes through the official SDK, as the setup and the site's API call them:
// the seeded campaign codes, a code found whatever its case, and the provider's refusals (a code
// already active, an expiry in the past, a repeating coupon without its months).
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStandIn, type StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";

let standIn: StandIn, stripe: Stripe;
beforeAll(async () => {
  standIn = await startStandIn();
  stripe = standIn.stripe;
});
afterAll(() => standIn.close());

const inAWeek = () => Math.floor(Date.now() / 1000) + 7 * 86400;

describe("the seeded campaign codes", () => {
  it("has LAUNCH20, found by its code in any case, its coupon 20 % off for 3 months", async () => {
    const { data } = await stripe.promotionCodes.list({
      code: "launch20",
      limit: 1,
      expand: ["data.promotion.coupon"],
    });
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      id: "promo_local_launch20",
      object: "promotion_code",
      code: "LAUNCH20",
      active: true,
      expires_at: null,
      times_redeemed: 0,
      metadata: { site_code: "LAUNCH20" },
      promotion: {
        type: "coupon",
        coupon: {
          id: "launch20-20-percent-3-months",
          percent_off: 20,
          duration: "repeating",
          duration_in_months: 3,
          valid: true,
        },
      },
    });
  });

  it("has EARLYBIRD, which expired at the end of June 2026", async () => {
    const earlybird = await stripe.promotionCodes.retrieve("promo_local_earlybird");
    expect(earlybird).toMatchObject({ code: "EARLYBIRD", expires_at: Date.parse("2026-06-30T23:59:59Z") / 1000 });
    expect(await stripe.coupons.retrieve("earlybird-10-percent-once")).toMatchObject({
      percent_off: 10,
      duration: "once",
    });
  });
});

describe("coupons", () => {
  it("are made, listed, renamed and deleted; their terms stay", async () => {
    const coupon = await stripe.coupons.create({
      id: "five-off-forever",
      name: "Five off",
      amount_off: 500,
      currency: "usd",
      currency_options: { eur: { amount_off: 450 } },
      duration: "forever",
      max_redemptions: 10,
    });
    expect(coupon).toMatchObject({
      amount_off: 500,
      currency: "usd",
      currency_options: { eur: { amount_off: 450 } },
      percent_off: null,
      duration_in_months: null,
      max_redemptions: 10,
      times_redeemed: 0,
      valid: true,
    });
    expect((await stripe.coupons.list({ limit: 100 })).data.map((c) => c.id)).toContain("five-off-forever");
    expect((await stripe.coupons.update(coupon.id, { name: "Five dollars off" })).name).toBe("Five dollars off");
    const changed = stripe.coupons.update(coupon.id, { amount_off: 100 } as Stripe.CouponUpdateParams);
    await expect(changed).rejects.toMatchObject({ statusCode: 400, code: "parameter_unknown", param: "amount_off" });
    expect(await stripe.coupons.del(coupon.id)).toEqual({ id: coupon.id, object: "coupon", deleted: true });
    await expect(stripe.coupons.retrieve(coupon.id)).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });
  });

  it("refuses a repeating coupon without its months, and one without an amount or a percentage", async () => {
    await expect(stripe.coupons.create({ percent_off: 10, duration: "repeating" })).rejects.toMatchObject({
      statusCode: 400,
      message: "You must specify duration_in_months when duration is `repeating`.",
      param: "duration_in_months",
    });
    await expect(stripe.coupons.create({ duration: "once" })).rejects.toMatchObject({ statusCode: 400 });
    await expect(stripe.coupons.create({ amount_off: 100, duration: "once" })).rejects.toMatchObject({
      param: "currency",
    });
  });
});

describe("promotion codes", () => {
  it("are unique among the active ones whatever the case, and may be reused once the other is inactive", async () => {
    const coupon = await stripe.coupons.create({ percent_off: 15, duration: "once" });
    const made = await stripe.promotionCodes.create({
      promotion: { type: "coupon", coupon: coupon.id },
      code: "SPRING15",
      expires_at: inAWeek(),
      max_redemptions: 5,
      restrictions: { first_time_transaction: true },
    });
    expect(made).toMatchObject({
      code: "SPRING15",
      max_redemptions: 5,
      restrictions: { first_time_transaction: true },
    });
    const again = stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: coupon.id }, code: "spring15" });
    await expect(again).rejects.toMatchObject({
      statusCode: 400,
      message: "An active promotion code with `code: spring15` already exists.",
    });
    expect((await stripe.promotionCodes.update(made.id, { active: false })).active).toBe(false);
    const reused = await stripe.promotionCodes.create({
      promotion: { type: "coupon", coupon: coupon.id },
      code: "spring15",
    });
    const found = await stripe.promotionCodes.list({ code: "Spring15", active: true });
    expect(found.data.map((promo) => promo.id)).toEqual([reused.id]);
    expect((await stripe.promotionCodes.list({ coupon: coupon.id })).data).toHaveLength(2);
    await expect(stripe.promotionCodes.update(made.id, { active: true })).rejects.toMatchObject({ statusCode: 400 });
  });

  it("refuses an expiry in the past and a coupon that does not exist", async () => {
    const past = stripe.promotionCodes.create({
      promotion: { type: "coupon", coupon: "launch20-20-percent-3-months" },
      code: "TOOLATE",
      expires_at: Math.floor(Date.now() / 1000) - 60,
    });
    await expect(past).rejects.toMatchObject({ statusCode: 400, param: "expires_at" });
    const orphan = stripe.promotionCodes.create({ promotion: { type: "coupon", coupon: "no-such" }, code: "NOPE" });
    await expect(orphan).rejects.toMatchObject({
      statusCode: 400,
      code: "resource_missing",
      message: "No such coupon: 'no-such'",
      param: "promotion[coupon]",
    });
  });
});
