// The payment stand-in's side of the provider's API through the official SDK: the seeded Prices by
// lookup key, the provider's errors, customers found by email, and an outage while it is switched on.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
});
afterAll(() => standIn.close());

describe("the provider's API", () => {
  it("has one Price per offer, by lookup key, in dollars with every currency as an option", async () => {
    const price = await steps.priceOf("pro-annual");
    expect(price).toMatchObject({
      lookup_key: "pro-annual",
      currency: "usd",
      unit_amount: 3600,
      type: "recurring",
      recurring: { interval: "year", interval_count: 1 },
      product: "prod_local_pro",
    });
    expect(price.currency_options?.eur?.unit_amount).toBe(3600);
    expect(price.currency_options?.jpy?.unit_amount).toBe(5400);
    const monthly = await steps.priceOf("paywall-monthly");
    expect([monthly.unit_amount, monthly.recurring?.interval, monthly.product]).toEqual([
      499,
      "month",
      "prod_local_paywall",
    ]);
    expect((await stripe.prices.list({ lookup_keys: ["no-such-offer"] })).data).toEqual([]);
  });

  it("answers a POST sent again with its idempotency key as the first time, doing nothing twice", async () => {
    const made = await Promise.all(
      [1, 2, 3].map(() =>
        stripe.customers.create({ email: "twice@example.com" }, { idempotencyKey: "customer-for:twice" }),
      ),
    );
    expect(new Set(made.map((customer) => customer.id)).size).toBe(1);
    const other = await stripe.customers.create({ email: "twice@example.com" }, { idempotencyKey: "another" });
    expect(other.id).not.toBe(made[0]!.id);
    expect((await stripe.customers.list({ email: "twice@example.com" })).data).toHaveLength(2);
  });

  it("refuses a wrong key and bad input in the provider's error shape", async () => {
    const wrong = new Stripe("sk_test_wrong", {
      host: "localhost",
      port: new URL(standIn.origin).port,
      protocol: "http",
      httpClient: Stripe.createFetchHttpClient(),
    });
    await expect(wrong.customers.list()).rejects.toMatchObject({ type: "StripeAuthenticationError", statusCode: 401 });

    const { customer } = await steps.newCustomer();
    const price = await steps.priceOf("pro-monthly");
    const missingUrl = stripe.checkout.sessions.create({
      mode: "subscription",
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
    });
    await expect(missingUrl).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      code: "parameter_missing",
      param: "success_url",
    });
    await expect(stripe.customers.retrieve("cus_nobody")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });
    await expect(steps.checkout("cus_nobody", "pro-monthly")).rejects.toMatchObject({
      statusCode: 400,
      param: "customer",
    });
  });

  it("finds customers by email", async () => {
    const { email, customer } = await steps.newCustomer();
    const found = await stripe.customers.list({ email });
    expect(found.data.map((c) => c.id)).toEqual([customer.id]);
    expect(found.data[0]).toMatchObject({ email, name: "Pat Doe", metadata: { sub: expect.any(String) } });
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
  });

  it("answers as in an outage while the switch is on", async () => {
    await fetch(`${standIn.origin}/outage?down=1`, { method: "POST" });
    await expect(stripe.customers.list()).rejects.toMatchObject({ type: "StripeAPIError", statusCode: 500 });
    await fetch(`${standIn.origin}/outage?down=0`, { method: "POST" });
    expect((await stripe.customers.list({ limit: 1 })).object).toBe("list");
  });
});
