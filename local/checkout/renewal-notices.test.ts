// The notices the test clock sends before money moves, once each: a trial's end three days ahead,
// and an annual renewal seven days ahead with the invoice it will make.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, steps } = await startStandInWithSteps());
});
afterAll(() => standIn.close());

const DAY = 86400;
const typesIn = (body: { events: { type: string }[] }) => body.events.map((event) => event.type);

describe("the notices before money moves", () => {
  it("sends trial_will_end once, three days before the trial ends, with the subscription", async () => {
    const { email, customer, subscription } = await steps.subscribed("pro-monthly");
    expect(typesIn((await steps.advance(email, 3)).body)).toEqual([]);
    expect(typesIn((await steps.advance(email, 1)).body)).toEqual(["customer.subscription.trial_will_end"]);
    const notice = steps.eventsOf(customer.id).at(-1)!;
    expect(notice.created).toBe(subscription.trial_end! - 3 * DAY);
    expect(notice.data.object).toMatchObject({
      id: subscription.id,
      status: "trialing",
      trial_end: subscription.trial_end,
    });
    expect(typesIn((await steps.advance(email, 2)).body)).toEqual([]);
    expect(typesIn((await steps.advance(email, 1)).body)).toEqual(["customer.subscription.updated", "invoice.paid"]);
    expect(typesIn((await steps.advance(email, 40)).body)).not.toContain("customer.subscription.trial_will_end");
  });

  it("sends invoice.upcoming seven days before an annual renewal: the invoice to come, without an id", async () => {
    const { email, customer, subscription } = await steps.subscribed("pro-annual", { trial: false, currency: "eur" });
    const renewal = subscription.items.data[0]!.current_period_end;
    const daysToNotice = (renewal - subscription.created) / DAY - 7;
    expect(typesIn((await steps.advance(email, daysToNotice - 1)).body)).toEqual([]);
    expect(typesIn((await steps.advance(email, 1)).body)).toEqual(["invoice.upcoming"]);
    const event = steps.eventsOf(customer.id).at(-1)!;
    const invoice = event.data.object as Stripe.Invoice;
    expect(event.created).toBe(renewal - 7 * DAY);
    expect("id" in invoice).toBe(false);
    expect(invoice).toMatchObject({
      object: "invoice",
      status: "draft",
      billing_reason: "upcoming",
      customer: customer.id,
      parent: { subscription_details: { subscription: subscription.id } },
      amount_due: 3600,
      currency: "eur",
      next_payment_attempt: renewal,
      period_start: renewal,
    });
    expect(invoice.period_end - renewal).toBeGreaterThanOrEqual(365 * DAY);
    expect(invoice.lines.data[0]).toMatchObject({ amount: 3600, period: { start: renewal } });

    const renewed = await steps.advance(email, 8);
    expect(typesIn(renewed.body)).toEqual(["customer.subscription.updated", "invoice.paid"]);
  });

  it("announces no renewal of a monthly plan, nor of an annual one set to end", async () => {
    const monthly = await steps.subscribed("max-monthly", { trial: false });
    expect(typesIn((await steps.advance(monthly.email, 29)).body)).toEqual([]);

    const annual = await steps.subscribed("max-annual", { trial: false });
    await standIn.stripe.subscriptions.update(annual.subscription.id, { cancel_at_period_end: true });
    const { body } = await steps.advance(annual.email, 366);
    expect(typesIn(body)).toEqual(["customer.subscription.deleted"]);
  });
});
