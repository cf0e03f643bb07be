// A checkout's coupon on the subscription it starts, through the official SDK as the site's API
// calls it: LAUNCH20 (20 % off for 3 months) over a 7-day trial, a German buyer's VAT on the
// discounted price, an amount off once and in other currencies, a discount forever, and the
// invoice a renewal's notice announces.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { successReturnUrl } from "../../app/contracts/checkout-api";
import { priceList } from "../../app/contracts/price-list";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
});
afterAll(() => standIn.close());

/** Pro monthly in US cents, as the price list says. */
const PRO_MONTHLY = Math.round(priceList.USD["pro-monthly"] * 100);

/** A checkout (of Pro monthly unless told) the API makes with these parameters, paid with a good card. */
async function bought(
  params: Partial<Stripe.Checkout.SessionCreateParams>,
  address: Record<string, string> = {},
  offer = "pro-monthly",
) {
  const { email, customer } = await steps.newCustomer();
  const price = await steps.priceOf(offer);
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    currency: "usd",
    success_url: successReturnUrl(`${standIn.siteOrigin}/success`),
    ...params,
  });
  await standIn.submit(new URL(session.url!).pathname + "/pay", address);
  const paid = await stripe.checkout.sessions.retrieve(session.id, { expand: ["line_items"] });
  return {
    email,
    customer,
    session,
    paid,
    subscription: await stripe.subscriptions.retrieve(paid.subscription as string),
  };
}

/** The subscription's invoices, oldest first. */
const invoicesOf = async (subscription: string) =>
  (await stripe.invoices.list({ subscription, limit: 100 })).data.reverse();

const launch20 = { discounts: [{ promotion_code: "promo_local_launch20" }] };

describe("a checkout with a discount", () => {
  it("LAUNCH20 over a 7-day trial: a free trial, then three discounted months, then the full price", async () => {
    const before = await stripe.promotionCodes.retrieve("promo_local_launch20");
    const { email, paid, subscription } = await bought({ ...launch20, subscription_data: { trial_period_days: 7 } });
    expect(paid).toMatchObject({
      allow_promotion_codes: false,
      discounts: [{ coupon: "launch20-20-percent-3-months", promotion_code: "promo_local_launch20" }],
      amount_subtotal: 0,
      amount_total: 0,
      total_details: { amount_discount: 0 },
    });
    expect(subscription.discounts).toHaveLength(1);
    const after = await stripe.promotionCodes.retrieve("promo_local_launch20", { expand: ["promotion.coupon"] });
    expect(after.times_redeemed).toBe(before.times_redeemed + 1);
    await steps.advance(email, 8);
    await steps.advance(email, 92);
    const invoices = await invoicesOf(subscription.id);
    const discounted = PRO_MONTHLY - Math.round(PRO_MONTHLY * 0.2);
    expect(discounted).toBe(480);
    expect(invoices.map((invoice) => [invoice.billing_reason, invoice.subtotal, invoice.total])).toEqual([
      ["subscription_create", 0, 0],
      ["subscription_cycle", PRO_MONTHLY, discounted],
      ["subscription_cycle", PRO_MONTHLY, discounted],
      ["subscription_cycle", PRO_MONTHLY, discounted],
      ["subscription_cycle", PRO_MONTHLY, PRO_MONTHLY],
    ]);
    const [trial, first, , , full] = invoices;
    const discountId = subscription.discounts[0] as string;
    expect(trial).toMatchObject({ discounts: [], total_discount_amounts: [] });
    expect(first).toMatchObject({
      amount_due: discounted,
      amount_paid: discounted,
      discounts: [discountId],
      total_discount_amounts: [{ amount: PRO_MONTHLY - discounted, discount: discountId }],
    });
    expect(first!.lines.data[0]).toMatchObject({
      amount: PRO_MONTHLY,
      discount_amounts: [{ amount: PRO_MONTHLY - discounted, discount: discountId }],
    });
    expect(full).toMatchObject({ discounts: [], total_discount_amounts: [], amount_paid: PRO_MONTHLY });
    const expanded = await stripe.invoices.retrieve(first!.id, { expand: ["discounts.promotion_code"] });
    const discount = expanded.discounts[0] as Stripe.Discount;
    expect(discount).toMatchObject({
      id: discountId,
      object: "discount",
      source: { type: "coupon", coupon: "launch20-20-percent-3-months" },
      promotion_code: { id: "promo_local_launch20", code: "LAUNCH20" },
      subscription: subscription.id,
      start: subscription.start_date,
    });
    const end = new Date(discount.start * 1000);
    end.setUTCMonth(end.getUTCMonth() + 3);
    expect(discount.end).toBe(end.getTime() / 1000);
  });

  it("a German buyer with LAUNCH20: the VAT inside the discounted €4.80", async () => {
    const { email, subscription } = await bought(
      { ...launch20, currency: "eur", automatic_tax: { enabled: true }, customer_update: { address: "auto" } },
      { country: "DE", postal_code: "10115" },
    );
    const [first] = await invoicesOf(subscription.id);
    const vat = Math.round((480 * 19) / 119);
    expect(first).toMatchObject({
      currency: "eur",
      subtotal: 600,
      total: 480,
      amount_paid: 480,
      total_excluding_tax: 480 - vat,
      total_taxes: [{ amount: vat, tax_behavior: "inclusive", taxable_amount: 480 - vat }],
    });
    await steps.advance(email, 31);
    expect((await invoicesOf(subscription.id))[1]).toMatchObject({ total: 480, total_taxes: [{ amount: vat }] });
  });

  it("an amount off once: the first charge only", async () => {
    const coupon = await stripe.coupons.create({ amount_off: 200, currency: "usd", duration: "once" });
    const { email, paid, subscription } = await bought({ discounts: [{ coupon: coupon.id }] });
    expect(paid).toMatchObject({
      amount_subtotal: PRO_MONTHLY,
      amount_total: PRO_MONTHLY - 200,
      total_details: { amount_discount: 200 },
      discounts: [{ coupon: coupon.id, promotion_code: null }],
    });
    expect(paid.line_items!.data[0]).toMatchObject({ amount_discount: 200, amount_total: PRO_MONTHLY - 200 });
    await steps.advance(email, 31);
    const totals = (await invoicesOf(subscription.id)).map((invoice) => invoice.total);
    expect(totals).toEqual([PRO_MONTHLY - 200, PRO_MONTHLY]);
    expect((await stripe.coupons.retrieve(coupon.id)).times_redeemed).toBe(1);
  });

  it("an amount off in another currency: its currency option, never more than the amount", async () => {
    const coupon = await stripe.coupons.create({
      amount_off: 500,
      currency: "usd",
      currency_options: { eur: { amount_off: 450 }, jpy: { amount_off: 5000 } },
      duration: "forever",
    });
    const { customer } = await steps.newCustomer();
    const price = await steps.priceOf("pro-monthly");
    const open = await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      currency: "eur",
      discounts: [{ coupon: coupon.id }],
      success_url: `${standIn.siteOrigin}/success`,
    });
    expect(open).toMatchObject({ amount_subtotal: 600, amount_total: 150, total_details: { amount_discount: 450 } });
    const { subscription } = await bought({ currency: "jpy", discounts: [{ coupon: coupon.id }] });
    expect((await invoicesOf(subscription.id))[0]).toMatchObject({ currency: "jpy", subtotal: 900, total: 0 });
  });

  it("a discount forever: every invoice", async () => {
    const coupon = await stripe.coupons.create({ percent_off: 50, duration: "forever" });
    const { email, subscription } = await bought({ discounts: [{ coupon: coupon.id }] });
    await steps.advance(email, 62);
    const totals = (await invoicesOf(subscription.id)).map((invoice) => invoice.total);
    expect(totals).toEqual([PRO_MONTHLY / 2, PRO_MONTHLY / 2, PRO_MONTHLY / 2]);
  });

  it("the invoice.upcoming before an annual renewal has the discount too", async () => {
    const coupon = await stripe.coupons.create({ percent_off: 25, duration: "forever" });
    const { email, customer, subscription } = await bought({ discounts: [{ coupon: coupon.id }] }, {}, "pro-annual");
    const annual = Math.round(priceList.USD["pro-annual"] * 12 * 100);
    expect((await invoicesOf(subscription.id))[0]!.total).toBe(annual * 0.75);
    const days = (subscription.items.data[0]!.current_period_end - subscription.created) / 86400 - 7;
    await steps.advance(email, days);
    const upcoming = steps.eventsOf(customer.id).at(-1)!;
    expect(upcoming.type).toBe("invoice.upcoming");
    expect(upcoming.data.object).toMatchObject({
      subtotal: annual,
      amount_due: annual * 0.75,
      discounts: [subscription.discounts[0]],
      total_discount_amounts: [{ amount: annual * 0.25 }],
    });
  });
});
