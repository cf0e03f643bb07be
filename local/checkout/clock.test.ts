// The payment stand-in's test clock: trials ending in a paid or a failed charge, periods renewing in
// time order, and the requests it refuses.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
});
afterAll(() => standIn.close());

describe("the test clock", () => {
  it("ends a trial with a paid invoice of the price in the subscription's currency", async () => {
    const { email, customer, subscription } = await steps.subscribed("pro-monthly", { currency: "jpy" });
    const before = steps.events().length;
    const { status, body } = await steps.advance(email, 8);
    expect(status).toBe(200);
    const types = ["customer.subscription.trial_will_end", "customer.subscription.updated", "invoice.paid"];
    expect(body.events.map((event: { type: string }) => event.type)).toEqual(types);
    expect(
      steps
        .events()
        .slice(before)
        .map((event) => event.type),
    ).toEqual(types);
    const now = await stripe.subscriptions.retrieve(subscription.id);
    expect(now.status).toBe("active");
    expect(now.items.data[0]!.current_period_start).toBe(subscription.trial_end);
    const invoice = await stripe.invoices.retrieve(now.latest_invoice as string);
    expect(invoice).toMatchObject({
      amount_paid: 900,
      currency: "jpy",
      billing_reason: "subscription_cycle",
      status: "paid",
    });
    const updated = steps.events().at(-2)!;
    expect((updated.data.object as Stripe.Subscription).status).toBe("active");
    expect(((await stripe.events.retrieve(updated.id)).data.previous_attributes as { status: string }).status).toBe(
      "trialing",
    );
    expect(customer.id).toBe(now.customer);
  });

  it("with a card that declines later: the checkout completes, the first charge fails, past due", async () => {
    const { email, subscription } = await steps.subscribed("pro-monthly", { card: "declines_later" });
    expect(subscription.status).toBe("trialing");
    const { body } = await steps.advance(email, 7);
    expect(body.events.map((event: { type: string }) => event.type)).toEqual([
      "customer.subscription.trial_will_end",
      "customer.subscription.updated",
      "invoice.payment_failed",
    ]);
    const now = await stripe.subscriptions.retrieve(subscription.id);
    expect(now.status).toBe("past_due");
    const invoice = await stripe.invoices.retrieve(now.latest_invoice as string);
    expect([invoice.status, invoice.amount_paid, invoice.amount_due, invoice.attempt_count]).toEqual([
      "open",
      0,
      600,
      1,
    ]);
    expect(invoice.next_payment_attempt).toBe(subscription.trial_end! + 3 * 86400);
  });

  it("renews periods in time order and refuses bad requests", async () => {
    const { email, subscription } = await steps.subscribed("pro-monthly");
    const { body } = await steps.advance(email, 7 + 62);
    const reasons = await Promise.all(
      body.events
        .filter((event: { type: string }) => event.type === "invoice.paid")
        .map(async (event: { objectId: string }) => (await stripe.invoices.retrieve(event.objectId)).billing_reason),
    );
    expect(reasons).toEqual(["subscription_cycle", "subscription_cycle", "subscription_cycle"]);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");

    for (const [request, message] of [
      ["{", /JSON/],
      [JSON.stringify({ email: "nobody@example.com", days: 1 }), /No customer/],
      [JSON.stringify({ email, days: 0 }), /days/],
      [JSON.stringify({ email, days: 1.5 }), /days/],
      [JSON.stringify({ email, days: 401 }), /days/],
    ] as const) {
      const response = await fetch(`${standIn.origin}/test-clock/advance`, { method: "POST", body: request });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
  });
});
