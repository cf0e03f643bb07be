// The hosted checkout as a person uses it (form posts, no JavaScript): a session the API made, with
// and without a trial, and a seeded Payment Link's; the events the site receives, their resending
// and redelivery, and a declined card said on the page.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
});
afterAll(() => standIn.close());

describe("a checkout the API makes", () => {
  it("starts a trial: the hosted page, the subscription, a $0 invoice and the events in order", async () => {
    const { customer } = await steps.newCustomer();
    const session = await steps.checkout(customer.id, "pro-monthly", { currency: "eur" });
    expect(session).toMatchObject({
      status: "open",
      customer: customer.id,
      locale: "en",
      metadata: { offer: "pro-monthly" },
    });
    const html = await steps.page(session.url!);
    expect(html).toContain("7-day free trial");
    expect(html).toContain("Pay with a card that declines later");

    const location = await standIn.submit(new URL(session.url!).pathname + "/pay");
    expect(location).toBe(`${standIn.siteOrigin}/success?session_id=${session.id}`);
    expect(steps.typesOf(customer.id)).toEqual([
      "customer.subscription.created",
      "invoice.paid",
      "checkout.session.completed",
    ]);

    const done = await stripe.checkout.sessions.retrieve(session.id, {
      expand: ["line_items.data.price.currency_options"],
    });
    expect(done).toMatchObject({
      status: "complete",
      payment_status: "no_payment_required",
      currency: "eur",
      url: null,
    });
    expect(done.line_items?.data[0]?.price?.lookup_key).toBe("pro-monthly");
    const subscription = await stripe.subscriptions.retrieve(done.subscription as string);
    expect(subscription).toMatchObject({
      status: "trialing",
      customer: customer.id,
      currency: "eur",
      cancel_at_period_end: false,
    });
    expect(subscription.trial_end! - subscription.trial_start!).toBe(7 * 86400);
    expect(subscription.items.data[0]).toMatchObject({
      current_period_end: subscription.trial_end,
      price: { lookup_key: "pro-monthly", recurring: { interval: "month" } },
    });
    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect(invoice).toMatchObject({
      status: "paid",
      amount_due: 0,
      amount_paid: 0,
      billing_reason: "subscription_create",
      parent: { subscription_details: { subscription: subscription.id, metadata: { sub: "auth0|x" } } },
    });
  });

  it("without a trial charges at once; a declined card is said on the checkout, and Cancel goes back to the cancel URL", async () => {
    const { customer, session, location, subscription } = await steps.subscribed("max-annual", { trial: false });
    expect(location).toBe(`${standIn.siteOrigin}/success?session_id=${session.id}`);
    expect(subscription.status).toBe("active");
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe("paid");
    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect([invoice.amount_paid, invoice.currency, invoice.billing_reason]).toEqual([
      7200,
      "usd",
      "subscription_create",
    ]);
    expect(steps.typesOf(customer.id)).toEqual([
      "customer.subscription.created",
      "invoice.paid",
      "checkout.session.completed",
    ]);

    const other = await steps.checkout(customer.id, "pro-monthly");
    const path = new URL(other.url!).pathname;
    const response = await fetch(new URL(`${path}/decline`, standIn.origin), { method: "POST", redirect: "manual" });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain("Your card was declined");
    expect(await standIn.submit(`${path}/cancel`)).toBe(`${standIn.siteOrigin}/pricing`);
    expect((await stripe.checkout.sessions.retrieve(other.id)).status).toBe("open");
  });
});

describe("a payment link", () => {
  it("opens a session, pays, announces it once per event and redelivers the same event", async () => {
    const email = `link-${Date.now()}@example.com`;
    const html = await steps.page(
      `/checkout/paywall-monthly?client_reference_id=Ab3dE6gH9_A_g&prefilled_email=${email}`,
    );
    expect(html).toContain("Pay $4.99/mo");
    expect(html).toContain("7-day free trial");
    const sessionId = /\/checkout\/sessions\/(cs_local_\w+)\/pay/.exec(html)![1]!;
    expect(await standIn.submit(`/checkout/sessions/${sessionId}/pay`, { terms_of_service: "accepted" })).toBe(
      `${standIn.siteOrigin}/success?session_id=${sessionId}`,
    );

    const session = await stripe.checkout.sessions.retrieve(sessionId, {
      expand: ["line_items.data.price.currency_options"],
    });
    expect(session).toMatchObject({ status: "complete", payment_status: "no_payment_required", amount_total: 0 });
    expect(session.line_items?.data[0]?.price).toMatchObject({ lookup_key: "paywall-monthly", unit_amount: 499 });
    expect((await stripe.customers.list({ email })).data.map((c) => c.id)).toEqual([session.customer]);
    expect(steps.typesOf(session.customer as string)).toEqual([
      "customer.subscription.created",
      "invoice.paid",
      "checkout.session.completed",
    ]);

    const deliveries = async () =>
      (
        (await (await fetch(`${standIn.origin}/checkout/webhook-deliveries`)).json()) as {
          sessionId: string;
          eventId: string;
        }[]
      ).filter((delivery) => delivery.sessionId === sessionId);
    const [first] = await deliveries();
    await fetch(`${standIn.origin}/checkout/sessions/${sessionId}/resend`, { method: "POST" });
    expect((await deliveries()).map((delivery) => delivery.eventId)).toEqual([first!.eventId, first!.eventId]);

    standIn.answerWebhooks(500);
    const created = steps.eventsOf(session.customer as string)[0]!;
    const failed = await (await fetch(`${standIn.origin}/events/${created.id}/redeliver`, { method: "POST" })).json();
    expect(failed).toMatchObject({ eventId: created.id, status: 500 });
    standIn.answerWebhooks(200);
    await fetch(`${standIn.origin}/events/${created.id}/redeliver`, { method: "POST" });
    const last = steps.events().at(-1)!;
    expect([last.id, last.type, last.data.object]).toEqual([created.id, created.type, created.data.object]);
  });

  it("says a declined card on the checkout, which stays open; Cancel goes to the site's /failure", async () => {
    const html = await steps.page("/checkout/pro-monthly?locale=de");
    expect(html).toContain("Pay €6/mo");
    const sessionId = /\/checkout\/sessions\/(cs_local_\w+)\/pay/.exec(html)![1]!;
    const response = await fetch(new URL(`/checkout/sessions/${sessionId}/decline`, standIn.origin), {
      method: "POST",
    });
    expect(response.status).toBe(402);
    const again = await response.text();
    expect(again).toContain('role="alert"');
    expect(again).toContain("Try another card");
    expect(again).toContain(`/checkout/sessions/${sessionId}/pay`);
    expect(await standIn.submit(`/checkout/sessions/${sessionId}/cancel`)).toBe(`${standIn.siteOrigin}/failure`);
    expect((await stripe.checkout.sessions.retrieve(sessionId)).status).toBe("open");
  });
});
