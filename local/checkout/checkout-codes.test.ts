// Campaign codes on the hosted checkout, as a buyer uses them (form posts, no JavaScript): a code
// applied with Apply or typed with Pay, an unknown one, the expired EARLYBIRD, one used up while the
// page was open, a payment link's `prefilled_promo_code`, a session the API gave a discount, and
// the message the site puts above the pay button.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { successReturnUrl } from "../../app/contracts/checkout-api";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
});
afterAll(() => standIn.close());

/** A session of Pro monthly the API makes (a 7-day trial), and its page's path. */
async function session(params: Partial<Stripe.Checkout.SessionCreateParams> = { allow_promotion_codes: true }) {
  const { customer } = await steps.newCustomer();
  const price = await steps.priceOf("pro-monthly");
  const made = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    subscription_data: { trial_period_days: 7 },
    success_url: successReturnUrl(`${standIn.siteOrigin}/success`),
    ...params,
  });
  return { customer, session: made, path: new URL(made.url!).pathname };
}

/** Posts the page's form as a browser does: the status and the page (or where it went). */
async function post(path: string, fields: Record<string, string>) {
  const response = await fetch(new URL(path, standIn.origin), {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  return { status: response.status, html: await response.text(), location: response.headers.get("location") };
}

const hasCodeField = (html: string) => html.includes("Promotion code <input") && html.includes(">Apply</button>");

describe("the code field", () => {
  it("applies LAUNCH20: the discount and what is due, then the subscription has it", async () => {
    const { session: made, path } = await session();
    const page = await steps.page(path);
    expect(hasCodeField(page)).toBe(true);
    expect(page).toContain(`formaction="${path}/code"`);

    const applied = await post(`${path}/code`, { promotion_code: "launch20" });
    expect(applied.status).toBe(200);
    expect(applied.html).toContain("LAUNCH20: 20% off for 3 months");
    expect(applied.html).toMatch(/Due today<\/dt><dd>\$0<\/dd>/);
    expect(applied.html).toMatch(/Then<\/dt><dd>\$4\.80 a month<\/dd>/);
    expect(hasCodeField(applied.html)).toBe(false);
    expect(applied.html).toContain("Pay $6/mo");

    expect((await post(`${path}/pay`, {})).status).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(made.id);
    expect(paid.discounts).toEqual([
      { coupon: "launch20-20-percent-3-months", promotion_code: "promo_local_launch20" },
    ]);
    expect((await stripe.subscriptions.retrieve(paid.subscription as string)).discounts).toHaveLength(1);
  });

  it("says an unknown code is invalid and the expired EARLYBIRD has expired; the buyer still pays without one", async () => {
    const { session: made, path } = await session();
    const unknown = await post(`${path}/code`, { promotion_code: "NOPE<1>" });
    expect(unknown.status).toBe(400);
    expect(unknown.html).toContain('<p role="alert" class="error" id="code-error">This code is invalid.</p>');
    expect(unknown.html).toContain('value="NOPE&lt;1&gt;"');

    const expired = await post(`${path}/code`, { promotion_code: "EARLYBIRD" });
    expect(expired.status).toBe(400);
    expect(expired.html).toContain("This code has expired.");
    expect(expired.html).toContain('value="EARLYBIRD"');

    expect((await post(`${path}/pay`, {})).status).toBe(303);
    const paid = await stripe.checkout.sessions.retrieve(made.id);
    expect(paid).toMatchObject({ status: "complete", discounts: [] });
  });

  it("applies a code typed with Pay, and refuses a bad one with nothing charged", async () => {
    const { customer, session: made, path } = await session();
    const refused = await post(`${path}/pay`, { promotion_code: "WRONG" });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain("This code is invalid.");
    expect((await stripe.checkout.sessions.retrieve(made.id)).status).toBe("open");
    expect((await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data).toEqual([]);

    expect((await post(`${path}/pay`, { promotion_code: "LAUNCH20" })).status).toBe(303);
    expect((await stripe.checkout.sessions.retrieve(made.id)).discounts).toHaveLength(1);
  });

  it("a code used up while the page was open: said when paying, nothing charged", async () => {
    const coupon = await stripe.coupons.create({ percent_off: 25, duration: "once" });
    await stripe.promotionCodes.create({
      promotion: { type: "coupon", coupon: coupon.id },
      code: "LASTONE",
      max_redemptions: 1,
    });
    const first = await session();
    const second = await session();
    for (const { path } of [first, second]) {
      expect((await post(`${path}/code`, { promotion_code: "LASTONE" })).status).toBe(200);
    }
    expect((await post(`${first.path}/pay`, {})).status).toBe(303);
    const late = await post(`${second.path}/pay`, {});
    expect(late.status).toBe(400);
    expect(late.html).toContain("This code is no longer available.");
    expect(hasCodeField(late.html)).toBe(true);
    expect((await stripe.checkout.sessions.retrieve(second.session.id)).status).toBe("open");
    expect((await post(`${second.path}/code`, { promotion_code: "LASTONE" })).html).toContain(
      "This code is no longer available.",
    );
  });
});

describe("a payment link with prefilled_promo_code", () => {
  const sessionIn = (html: string) => /\/checkout\/sessions\/(cs_local_\w+)\/pay/.exec(html)![1]!;

  it("applies LAUNCH20 when the page opens", async () => {
    const html = await steps.page("/checkout/pro-monthly?prefilled_promo_code=LAUNCH20&prefilled_email=a@example.com");
    expect(html).toContain("LAUNCH20: 20% off for 3 months");
    expect(hasCodeField(html)).toBe(false);
    const id = sessionIn(html);
    await standIn.submit(`/checkout/sessions/${id}/pay`, { terms_of_service: "accepted" });
    const paid = await stripe.checkout.sessions.retrieve(id);
    expect(paid).toMatchObject({
      allow_promotion_codes: true,
      discounts: [{ promotion_code: "promo_local_launch20" }],
    });
  });

  it("shows an expired one in the field, with why", async () => {
    const html = await steps.page("/checkout/pro-monthly?prefilled_promo_code=EARLYBIRD");
    expect(html).toContain('value="EARLYBIRD"');
    expect(html).toContain("This code has expired.");
  });
});

describe("a session the API made", () => {
  it("with discounts: shows its discount and no field", async () => {
    const { path } = await session({ discounts: [{ promotion_code: "promo_local_launch20" }] });
    const html = await steps.page(path);
    expect(html).toContain("LAUNCH20: 20% off for 3 months");
    expect(hasCodeField(html)).toBe(false);
  });

  it("without allow_promotion_codes: no field; custom_text.submit's message, escaped, above Pay", async () => {
    const { session: made, path } = await session({ custom_text: { submit: { message: "Cancel <any> time." } } });
    expect(made.custom_text.submit).toEqual({ message: "Cancel <any> time." });
    const html = await steps.page(path);
    expect(hasCodeField(html)).toBe(false);
    expect(html).toMatch(/Cancel &lt;any&gt; time\.<\/p>\s*<button type="submit">Pay/);
  });
});
