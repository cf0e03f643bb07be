// `stripe.subscriptions.update(id, {cancel_at_period_end})`, as the API cancels a subscription from
// a mailed link: the answer, the customer.subscription.updated that follows it, resuming, and what
// the provider refuses.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
});
afterAll(() => standIn.close());

const updates = (customer: string) =>
  steps.eventsOf(customer).filter((event) => event.type === "customer.subscription.updated");

describe("updating a subscription through the API", () => {
  it("cancels at the period's end (a trial's end) and resumes, each change announced once", async () => {
    const { email, customer, subscription } = await steps.subscribed("pro-monthly");
    const cancelled = await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    expect(cancelled).toMatchObject({
      status: "trialing",
      cancel_at_period_end: true,
      cancel_at: subscription.trial_end,
      canceled_at: expect.any(Number),
    });
    await vi.waitFor(() => expect(updates(customer.id)).toHaveLength(1));
    const [event] = updates(customer.id);
    expect(event!.data.object).toMatchObject({ id: subscription.id, cancel_at_period_end: true });
    expect(event!.data.previous_attributes).toMatchObject({ cancel_at_period_end: false, cancel_at: null });

    // Asked again (a second press of the link): nothing changes, nothing is announced.
    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const resumed = await stripe.subscriptions.update(subscription.id, {
      cancel_at_period_end: false,
      metadata: { resumed: "yes" },
    });
    expect(resumed).toMatchObject({ cancel_at_period_end: false, cancel_at: null, metadata: { resumed: "yes" } });
    await vi.waitFor(() => expect(updates(customer.id)).toHaveLength(2));
    expect(updates(customer.id).map((each) => (each.data.object as Stripe.Subscription).cancel_at_period_end)).toEqual([
      true,
      false,
    ]);

    await stripe.subscriptions.update(subscription.id, { cancel_at_period_end: true });
    const { body } = await steps.advance(email, 7);
    expect(body.events.map((each: { type: string }) => each.type)).toContain("customer.subscription.deleted");
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("canceled");
  });

  it("refuses what the provider refuses", async () => {
    const { subscription } = await steps.subscribed("pro-monthly");
    await expect(
      stripe.subscriptions.update(subscription.id, { cancel_at: 1 } as Stripe.SubscriptionUpdateParams),
    ).rejects.toMatchObject({ statusCode: 400, code: "parameter_unknown", param: "cancel_at" });
    await expect(
      stripe.subscriptions.update("sub_local_nothing", { cancel_at_period_end: true }),
    ).rejects.toMatchObject({ statusCode: 404, code: "resource_missing" });
    const ended = await steps.subscribed("max-monthly");
    await stripe.subscriptions.update(ended.subscription.id, { cancel_at_period_end: true });
    await steps.advance(ended.email, 8);
    await expect(
      stripe.subscriptions.update(ended.subscription.id, { cancel_at_period_end: false }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringMatching(/canceled subscription/) });
    expect((await stripe.subscriptions.update(ended.subscription.id, { metadata: { note: "kept" } })).metadata).toEqual(
      expect.objectContaining({ note: "kept" }),
    );
  });

  it("cancels now (subscriptions.cancel): canceled on the customer's clock, announced, gone for a second cancel", async () => {
    const { email, customer, subscription } = await steps.subscribed("pro-monthly");
    await steps.advance(email, 10);
    const canceled = await stripe.subscriptions.cancel(subscription.id, { invoice_now: false, prorate: false });
    const clock = Math.floor(Date.now() / 1000) + 10 * 86400;
    expect(canceled).toMatchObject({
      status: "canceled",
      cancel_at_period_end: false,
      cancellation_details: { reason: "cancellation_requested" },
    });
    expect(canceled.ended_at).toBe(canceled.canceled_at);
    expect(Math.abs(canceled.canceled_at! - clock)).toBeLessThan(60);
    await vi.waitFor(() =>
      expect(steps.typesOf(customer.id).filter((type) => type === "customer.subscription.deleted")).toHaveLength(1),
    );
    const deleted = steps.eventsOf(customer.id).find((event) => event.type === "customer.subscription.deleted")!;
    expect(deleted.data.object).toMatchObject({ id: subscription.id, status: "canceled" });
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);

    // Cancelled again (a retry): the provider's "No such subscription", though it can still be read.
    await expect(stripe.subscriptions.cancel(subscription.id)).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
      message: `No such subscription: '${subscription.id}'`,
    });
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("canceled");
    await expect(stripe.subscriptions.cancel("sub_local_nothing")).rejects.toMatchObject({ statusCode: 404 });
  });
});
