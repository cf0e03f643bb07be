// The hosted customer portal as a person uses it (form posts, no JavaScript): cancelling and
// resuming, switching plans, the flows the API opens it with, and paying what a declined card left.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
});
afterAll(() => standIn.close());

describe("the customer portal", () => {
  it("cancels and resumes from its page, and a cancelled subscription ends at the period's end", async () => {
    const { email, customer, subscription } = await steps.subscribed("max-monthly");
    const session = await steps.portal(customer.id);
    expect(session).toMatchObject({ object: "billing_portal.session", customer: customer.id, flow: null });
    const base = new URL(session.url).pathname;
    const home = await steps.page(session.url);
    expect(home).toContain("Trial ends on");
    expect(home).toContain("Return to Snapsong");

    expect(await standIn.submit(`${base}/cancel/${subscription.id}`)).toBe(base);
    let now = await stripe.subscriptions.retrieve(subscription.id);
    expect([now.cancel_at_period_end, now.cancel_at]).toEqual([true, subscription.trial_end]);
    expect(await steps.page(session.url)).toContain("Ends on");
    await standIn.submit(`${base}/resume/${subscription.id}`);
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);
    await standIn.submit(`${base}/cancel/${subscription.id}`);

    const { body } = await steps.advance(email, 30);
    // The trial's notice goes whether or not the subscription is set to end with it.
    expect(body.events.map((event: { type: string }) => event.type)).toEqual([
      "customer.subscription.trial_will_end",
      "customer.subscription.deleted",
    ]);
    now = await stripe.subscriptions.retrieve(subscription.id);
    expect([now.status, now.ended_at]).toEqual(["canceled", subscription.trial_end]);
    expect(steps.typesOf(customer.id).slice(3)).toEqual([
      "customer.subscription.updated",
      "customer.subscription.updated",
      "customer.subscription.updated",
      "customer.subscription.trial_will_end",
      "customer.subscription.deleted",
    ]);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
  });

  it("switches the plan: a trial goes on, and an active one billed by another interval is billed now", async () => {
    const { customer, subscription } = await steps.subscribed("pro-monthly");
    const base = new URL((await steps.portal(customer.id)).url).pathname;
    const annual = (await steps.priceOf("pro-annual")).id;
    await standIn.submit(`${base}/update/${subscription.id}/${annual}`);
    const trialing = await stripe.subscriptions.retrieve(subscription.id);
    expect([trialing.status, trialing.trial_end, trialing.items.data[0]!.price.lookup_key]).toEqual([
      "trialing",
      subscription.trial_end,
      "pro-annual",
    ]);

    const active = await steps.subscribed("max-monthly", { trial: false });
    const activeBase = new URL((await steps.portal(active.customer.id)).url).pathname;
    await standIn.submit(`${activeBase}/update/${active.subscription.id}/${(await steps.priceOf("max-annual")).id}`);
    const switched = await stripe.subscriptions.retrieve(active.subscription.id);
    const invoice = await stripe.invoices.retrieve(switched.latest_invoice as string);
    expect([invoice.billing_reason, invoice.amount_paid]).toEqual(["subscription_update", 7200]);
    expect(steps.typesOf(active.customer.id).slice(3)).toEqual(["customer.subscription.updated", "invoice.paid"]);
  });

  it("runs a flow and returns to the flow's redirect; refuses another customer's subscription", async () => {
    const { customer, subscription } = await steps.subscribed("pro-monthly");
    const cancel = await steps.portal(customer.id, {
      type: "subscription_cancel",
      subscription_cancel: { subscription: subscription.id },
      after_completion: { type: "redirect", redirect: { return_url: `${standIn.siteOrigin}/account?cancelled=1` } },
    });
    expect(cancel.flow).toMatchObject({
      type: "subscription_cancel",
      subscription_cancel: { subscription: subscription.id },
      after_completion: { type: "redirect", redirect: { return_url: `${standIn.siteOrigin}/account?cancelled=1` } },
    });
    const opened = await fetch(cancel.url, { redirect: "manual" });
    const flowPage = new URL(opened.headers.get("location")!, standIn.origin).pathname;
    expect(flowPage).toBe(`${new URL(cancel.url).pathname}/cancel/${subscription.id}`);
    expect(await steps.page(flowPage)).toContain("Cancel your subscription");
    expect(await standIn.submit(flowPage)).toBe(`${standIn.siteOrigin}/account?cancelled=1`);
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(true);

    const annual = (await steps.priceOf("pro-annual")).id;
    const confirm = await steps.portal(customer.id, {
      type: "subscription_update_confirm",
      subscription_update_confirm: {
        subscription: subscription.id,
        items: [{ id: subscription.items.data[0]!.id, price: annual }],
      },
    });
    const confirmPage = `${new URL(confirm.url).pathname}/update/${subscription.id}/${annual}`;
    expect(await steps.page(confirmPage)).toContain("Confirm your new plan");
    expect(await standIn.submit(confirmPage)).toBe(`${standIn.siteOrigin}/account`);
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0]!.price.lookup_key).toBe("pro-annual");

    const stranger = await steps.newCustomer();
    await expect(
      steps.portal(stranger.customer.id, {
        type: "subscription_cancel",
        subscription_cancel: { subscription: subscription.id },
      }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 400 });
  });

  it("a good card pays what a declining one left overdue", async () => {
    const { email, customer, subscription } = await steps.subscribed("pro-monthly", { card: "declines_later" });
    await steps.advance(email, 7);
    const session = await steps.portal(customer.id, { type: "payment_method_update" });
    const path = `${new URL(session.url).pathname}/payment-method`;
    expect(await steps.page(session.url)).toContain("Visa ending in 0341");
    const home = await steps.page((await steps.portal(customer.id)).url);
    expect(home).toContain("Past due");
    expect(home).toMatch(/\$6<\/td><td>Failed/);
    expect(await standIn.submit(path, { card: "good" })).toBe(`${standIn.siteOrigin}/account`);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
    expect(steps.typesOf(customer.id).slice(-2)).toEqual(["invoice.paid", "customer.subscription.updated"]);
  });
});
