// A checkout session's `discounts` refused as the provider refuses them, through the official SDK:
// with `allow_promotion_codes` too, a code that does not exist, has expired or is used up, and an
// amount off without an amount in the checkout's currency.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
});
afterAll(() => standIn.close());

const launch20 = { discounts: [{ promotion_code: "promo_local_launch20" }] };

describe("the provider's refusals", () => {
  const create = async (params: Partial<Stripe.Checkout.SessionCreateParams>) => {
    const { customer } = await steps.newCustomer();
    const price = await steps.priceOf("pro-monthly");
    return stripe.checkout.sessions
      .create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: `${standIn.siteOrigin}/success`,
        ...params,
      })
      .catch((error: unknown) => error);
  };

  it("both allow_promotion_codes and discounts", async () => {
    expect(await create({ allow_promotion_codes: true, ...launch20 })).toMatchObject({
      statusCode: 400,
      message: "You may only specify one of these parameters: allow_promotion_codes, discounts.",
      param: "allow_promotion_codes",
    });
  });

  it("a code that does not exist, has expired, or is used up", async () => {
    expect(await create({ discounts: [{ promotion_code: "promo_nothing" }] })).toMatchObject({
      statusCode: 400,
      code: "resource_missing",
      message: "No such promotion code: 'promo_nothing'",
      param: "discounts[0][promotion_code]",
    });
    expect(await create({ discounts: [{ promotion_code: "promo_local_earlybird" }] })).toMatchObject({
      statusCode: 400,
      message: "The promotion code `EARLYBIRD` has expired.",
      param: "discounts[0][promotion_code]",
    });
    const coupon = await stripe.coupons.create({ percent_off: 30, duration: "once" });
    const promo = await stripe.promotionCodes.create({
      promotion: { type: "coupon", coupon: coupon.id },
      code: "ONLYONE",
      max_redemptions: 1,
    });
    const used = (await create({ discounts: [{ promotion_code: promo.id }] })) as Stripe.Checkout.Session;
    await standIn.submit(new URL(used.url!).pathname + "/pay");
    expect(await create({ discounts: [{ promotion_code: promo.id }] })).toMatchObject({
      statusCode: 400,
      message: "The promotion code `ONLYONE` has been redeemed the maximum number of times.",
      param: "discounts[0][promotion_code]",
    });
  });

  it("an amount off without an amount in the checkout's currency", async () => {
    const coupon = await stripe.coupons.create({ amount_off: 100, currency: "usd", duration: "once" });
    expect(await create({ currency: "eur", discounts: [{ coupon: coupon.id }] })).toMatchObject({
      statusCode: 400,
      param: "discounts[0][coupon]",
    });
  });

  it("a first-time code for a customer who has paid before, and a coupon used up (no longer valid)", async () => {
    const { customer } = await steps.subscribed("pro-monthly", { trial: false });
    const coupon = await stripe.coupons.create({ percent_off: 10, duration: "once", max_redemptions: 1 });
    const promo = await stripe.promotionCodes.create({
      promotion: { type: "coupon", coupon: coupon.id },
      restrictions: { first_time_transaction: true },
    });
    const price = await steps.priceOf("pro-monthly");
    const again = await stripe.checkout.sessions
      .create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: price.id, quantity: 1 }],
        success_url: `${standIn.siteOrigin}/success`,
        discounts: [{ promotion_code: promo.id }],
      })
      .catch((error: unknown) => error);
    expect(again).toMatchObject({
      statusCode: 400,
      message: "This promotion code cannot be redeemed because the associated customer has prior transactions.",
    });
    const used = (await create({ discounts: [{ coupon: coupon.id }] })) as Stripe.Checkout.Session;
    await standIn.submit(new URL(used.url!).pathname + "/pay");
    expect(await stripe.coupons.retrieve(coupon.id)).toMatchObject({ times_redeemed: 1, valid: false });
    expect(await create({ discounts: [{ coupon: coupon.id }] })).toMatchObject({
      statusCode: 400,
      param: "discounts[0][coupon]",
    });
  });
});
