// @vitest-environment node
// The payment stand-in driven as the site's API drives the provider, with the official SDK, and as a
// person drives its hosted pages (form posts, no JavaScript); its webhooks reach a receiver that
// checks their signatures with the SDK.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_STRIPE_SECRET_KEY, LOCAL_WEBHOOK_SECRET } from "../api-env";
import { startLocalServices } from "../services";

interface Received {
  id: string;
  type: string;
  object: Record<string, unknown> & { id: string };
}

const received: Received[] = [];
let webhookStatus = 200;
let receiver: Server;
let services: Server;
let origin: string;
let siteOrigin: string;
let stripe: Stripe;

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "localhost", () => resolve(`http://localhost:${(server.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  receiver = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const payload = Buffer.concat(chunks).toString("utf8");
    try {
      const event = await Stripe.webhooks.constructEventAsync(
        payload,
        String(req.headers["stripe-signature"]),
        LOCAL_WEBHOOK_SECRET,
      );
      if (webhookStatus === 200) {
        received.push({ id: event.id, type: event.type, object: event.data.object as unknown as Received["object"] });
      }
      res.writeHead(webhookStatus).end();
    } catch {
      res.writeHead(400).end();
    }
  });
  siteOrigin = await listen(receiver);
  services = await startLocalServices({
    port: 0,
    siteOrigins: [siteOrigin],
    clientId: "test",
    productName: "Snapsong",
  });
  const { port } = services.address() as AddressInfo;
  origin = `http://localhost:${port}`;
  stripe = new Stripe(LOCAL_STRIPE_SECRET_KEY, {
    host: "localhost",
    port,
    protocol: "http",
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 0,
  });
});

afterAll(async () => {
  services.closeAllConnections();
  receiver.closeAllConnections();
  await Promise.all([services, receiver].map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Posts a form as a browser does and answers where the stand-in sends the person. */
async function submit(path: string, fields: Record<string, string> = {}): Promise<string> {
  const response = await fetch(new URL(path, origin), {
    method: "POST",
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  return response.headers.get("location")!;
}

const page = async (url: string) => (await fetch(new URL(url, origin))).text();

/** The events received about a customer's objects (and their checkout sessions), oldest first. */
const eventsOf = (customer: string) => received.filter((event) => event.object.customer === customer);
const typesOf = (customer: string) => eventsOf(customer).map((event) => event.type);

async function advance(email: string, days: number) {
  const response = await fetch(`${origin}/test-clock/advance`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, days }),
  });
  return { status: response.status, body: await response.json() };
}

let people = 0;
/** A signed-in person as the API would make them: a customer with their email and subject. */
async function newCustomer() {
  const email = `person${++people}-${Date.now()}@example.com`;
  const customer = await stripe.customers.create({ email, name: "Pat Doe", metadata: { sub: `auth0|${people}` } });
  return { email, customer };
}

async function priceOf(offer: string) {
  const prices = await stripe.prices.list({ lookup_keys: [offer], expand: ["data.currency_options"] });
  return prices.data[0]!;
}

async function checkout(customer: string, offer: string, { trial = true, currency = "usd" } = {}) {
  const price = await priceOf(offer);
  return stripe.checkout.sessions.create({
    mode: "subscription",
    customer,
    line_items: [{ price: price.id, quantity: 1 }],
    currency,
    locale: "en",
    client_reference_id: "Ab3dE6gH9_A_g",
    metadata: { offer },
    subscription_data: { ...(trial && { trial_period_days: 7 }), metadata: { sub: "auth0|x" } },
    success_url: `${siteOrigin}/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${siteOrigin}/pricing`,
  });
}

/** A customer who paid a checkout with the card (a good one unless told), and their subscription. */
async function subscribed(offer = "pro-monthly", options: { trial?: boolean; currency?: string; card?: string } = {}) {
  const { email, customer } = await newCustomer();
  const session = await checkout(customer.id, offer, options);
  const action = new URL(session.url!).pathname + "/pay";
  const location = await submit(action, options.card ? { card: options.card } : {});
  const [subscription] = (await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data;
  return { email, customer, session, location, subscription: subscription! };
}

async function portal(customer: string, flow_data?: Stripe.BillingPortal.SessionCreateParams.FlowData) {
  return stripe.billingPortal.sessions.create({
    customer,
    return_url: `${siteOrigin}/account`,
    locale: "en",
    ...(flow_data && { flow_data }),
  });
}

describe("the provider's API", () => {
  it("has one Price per offer, by lookup key, in dollars with every currency as an option", async () => {
    const price = await priceOf("pro-annual");
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
    const monthly = await priceOf("paywall-monthly");
    expect([monthly.unit_amount, monthly.recurring?.interval, monthly.product]).toEqual([
      499,
      "month",
      "prod_local_paywall",
    ]);
    expect((await stripe.prices.list({ lookup_keys: ["no-such-offer"] })).data).toEqual([]);
  });

  it("refuses a wrong key and bad input in the provider's error shape", async () => {
    const wrong = new Stripe("sk_test_wrong", {
      host: "localhost",
      port: new URL(origin).port,
      protocol: "http",
      httpClient: Stripe.createFetchHttpClient(),
    });
    await expect(wrong.customers.list()).rejects.toMatchObject({ type: "StripeAuthenticationError", statusCode: 401 });

    const { customer } = await newCustomer();
    const price = await priceOf("pro-monthly");
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
    await expect(checkout("cus_nobody", "pro-monthly")).rejects.toMatchObject({ statusCode: 400, param: "customer" });
  });

  it("finds customers by email", async () => {
    const { email, customer } = await newCustomer();
    const found = await stripe.customers.list({ email });
    expect(found.data.map((c) => c.id)).toEqual([customer.id]);
    expect(found.data[0]).toMatchObject({ email, name: "Pat Doe", metadata: { sub: expect.any(String) } });
    expect((await stripe.customers.retrieve(customer.id)).id).toBe(customer.id);
  });

  it("answers as in an outage while the switch is on", async () => {
    await fetch(`${origin}/outage?down=1`, { method: "POST" });
    await expect(stripe.customers.list()).rejects.toMatchObject({ type: "StripeAPIError", statusCode: 500 });
    await fetch(`${origin}/outage?down=0`, { method: "POST" });
    expect((await stripe.customers.list({ limit: 1 })).object).toBe("list");
  });
});

describe("a checkout the API makes", () => {
  it("starts a trial: the hosted page, the subscription, a $0 invoice and the events in order", async () => {
    const { customer } = await newCustomer();
    const session = await checkout(customer.id, "pro-monthly", { currency: "eur" });
    expect(session).toMatchObject({
      status: "open",
      customer: customer.id,
      locale: "en",
      metadata: { offer: "pro-monthly" },
    });
    const html = await page(session.url!);
    expect(html).toContain("7-day free trial");
    expect(html).toContain("Pay with a card that declines later");

    const location = await submit(new URL(session.url!).pathname + "/pay");
    expect(location).toBe(`${siteOrigin}/success?session_id=${session.id}`);
    expect(typesOf(customer.id)).toEqual([
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
    const { customer, session, location, subscription } = await subscribed("max-annual", { trial: false });
    expect(location).toBe(`${siteOrigin}/success?session_id=${session.id}`);
    expect(subscription.status).toBe("active");
    expect((await stripe.checkout.sessions.retrieve(session.id)).payment_status).toBe("paid");
    const invoice = await stripe.invoices.retrieve(subscription.latest_invoice as string);
    expect([invoice.amount_paid, invoice.currency, invoice.billing_reason]).toEqual([
      7200,
      "usd",
      "subscription_create",
    ]);
    expect(typesOf(customer.id)).toEqual([
      "customer.subscription.created",
      "invoice.paid",
      "checkout.session.completed",
    ]);

    const other = await checkout(customer.id, "pro-monthly");
    const path = new URL(other.url!).pathname;
    const response = await fetch(new URL(`${path}/decline`, origin), { method: "POST", redirect: "manual" });
    expect(response.status).toBe(402);
    expect(await response.text()).toContain("Your card was declined");
    expect(await submit(`${path}/cancel`)).toBe(`${siteOrigin}/pricing`);
    expect((await stripe.checkout.sessions.retrieve(other.id)).status).toBe("open");
  });
});

describe("the test clock", () => {
  it("ends a trial with a paid invoice of the price in the subscription's currency", async () => {
    const { email, customer, subscription } = await subscribed("pro-monthly", { currency: "jpy" });
    const before = received.length;
    const { status, body } = await advance(email, 8);
    expect(status).toBe(200);
    expect(body.events.map((event: { type: string }) => event.type)).toEqual([
      "customer.subscription.updated",
      "invoice.paid",
    ]);
    expect(received.slice(before).map((event) => event.type)).toEqual([
      "customer.subscription.updated",
      "invoice.paid",
    ]);
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
    const updated = received.at(-2)!;
    expect(updated.object.status).toBe("active");
    expect(((await stripe.events.retrieve(updated.id)).data.previous_attributes as { status: string }).status).toBe(
      "trialing",
    );
    expect(customer.id).toBe(now.customer);
  });

  it("with a card that declines later: the checkout completes, the first charge fails, past due", async () => {
    const { email, subscription } = await subscribed("pro-monthly", { card: "declines_later" });
    expect(subscription.status).toBe("trialing");
    const { body } = await advance(email, 7);
    expect(body.events.map((event: { type: string }) => event.type)).toEqual([
      "customer.subscription.updated",
      "invoice.payment_failed",
    ]);
    const now = await stripe.subscriptions.retrieve(subscription.id);
    expect(now.status).toBe("past_due");
    const invoice = await stripe.invoices.retrieve(now.latest_invoice as string);
    expect([invoice.status, invoice.amount_paid, invoice.amount_due]).toEqual(["open", 0, 600]);
  });

  it("renews periods in time order and refuses bad requests", async () => {
    const { email, subscription } = await subscribed("pro-monthly");
    const { body } = await advance(email, 7 + 62);
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
      const response = await fetch(`${origin}/test-clock/advance`, { method: "POST", body: request });
      expect(response.status).toBe(400);
      expect((await response.json()).error.message).toMatch(message);
    }
  });
});

describe("the customer portal", () => {
  it("cancels and resumes from its page, and a cancelled subscription ends at the period's end", async () => {
    const { email, customer, subscription } = await subscribed("max-monthly");
    const session = await portal(customer.id);
    expect(session).toMatchObject({ object: "billing_portal.session", customer: customer.id, flow: null });
    const base = new URL(session.url).pathname;
    const home = await page(session.url);
    expect(home).toContain("Trial ends on");
    expect(home).toContain("Return to Snapsong");

    expect(await submit(`${base}/cancel/${subscription.id}`)).toBe(base);
    let now = await stripe.subscriptions.retrieve(subscription.id);
    expect([now.cancel_at_period_end, now.cancel_at]).toEqual([true, subscription.trial_end]);
    expect(await page(session.url)).toContain("Ends on");
    await submit(`${base}/resume/${subscription.id}`);
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(false);
    await submit(`${base}/cancel/${subscription.id}`);

    const { body } = await advance(email, 30);
    expect(body.events.map((event: { type: string }) => event.type)).toEqual(["customer.subscription.deleted"]);
    now = await stripe.subscriptions.retrieve(subscription.id);
    expect([now.status, now.ended_at]).toEqual(["canceled", subscription.trial_end]);
    expect(typesOf(customer.id).slice(3)).toEqual([
      "customer.subscription.updated",
      "customer.subscription.updated",
      "customer.subscription.updated",
      "customer.subscription.deleted",
    ]);
    expect((await stripe.subscriptions.list({ customer: customer.id })).data).toEqual([]);
  });

  it("switches the plan: a trial goes on, and an active one billed by another interval is billed now", async () => {
    const { customer, subscription } = await subscribed("pro-monthly");
    const base = new URL((await portal(customer.id)).url).pathname;
    const annual = (await priceOf("pro-annual")).id;
    await submit(`${base}/update/${subscription.id}/${annual}`);
    const trialing = await stripe.subscriptions.retrieve(subscription.id);
    expect([trialing.status, trialing.trial_end, trialing.items.data[0]!.price.lookup_key]).toEqual([
      "trialing",
      subscription.trial_end,
      "pro-annual",
    ]);

    const active = await subscribed("max-monthly", { trial: false });
    const activeBase = new URL((await portal(active.customer.id)).url).pathname;
    await submit(`${activeBase}/update/${active.subscription.id}/${(await priceOf("max-annual")).id}`);
    const switched = await stripe.subscriptions.retrieve(active.subscription.id);
    const invoice = await stripe.invoices.retrieve(switched.latest_invoice as string);
    expect([invoice.billing_reason, invoice.amount_paid]).toEqual(["subscription_update", 7200]);
    expect(typesOf(active.customer.id).slice(3)).toEqual(["customer.subscription.updated", "invoice.paid"]);
  });

  it("runs a flow and returns to the flow's redirect; refuses another customer's subscription", async () => {
    const { customer, subscription } = await subscribed("pro-monthly");
    const cancel = await portal(customer.id, {
      type: "subscription_cancel",
      subscription_cancel: { subscription: subscription.id },
      after_completion: { type: "redirect", redirect: { return_url: `${siteOrigin}/account?cancelled=1` } },
    });
    expect(cancel.flow).toMatchObject({
      type: "subscription_cancel",
      subscription_cancel: { subscription: subscription.id },
      after_completion: { type: "redirect", redirect: { return_url: `${siteOrigin}/account?cancelled=1` } },
    });
    const opened = await fetch(cancel.url, { redirect: "manual" });
    const flowPage = new URL(opened.headers.get("location")!, origin).pathname;
    expect(flowPage).toBe(`${new URL(cancel.url).pathname}/cancel/${subscription.id}`);
    expect(await page(flowPage)).toContain("Cancel your subscription");
    expect(await submit(flowPage)).toBe(`${siteOrigin}/account?cancelled=1`);
    expect((await stripe.subscriptions.retrieve(subscription.id)).cancel_at_period_end).toBe(true);

    const annual = (await priceOf("pro-annual")).id;
    const confirm = await portal(customer.id, {
      type: "subscription_update_confirm",
      subscription_update_confirm: {
        subscription: subscription.id,
        items: [{ id: subscription.items.data[0]!.id, price: annual }],
      },
    });
    const confirmPage = `${new URL(confirm.url).pathname}/update/${subscription.id}/${annual}`;
    expect(await page(confirmPage)).toContain("Confirm your new plan");
    expect(await submit(confirmPage)).toBe(`${siteOrigin}/account`);
    expect((await stripe.subscriptions.retrieve(subscription.id)).items.data[0]!.price.lookup_key).toBe("pro-annual");

    const stranger = await newCustomer();
    await expect(
      portal(stranger.customer.id, {
        type: "subscription_cancel",
        subscription_cancel: { subscription: subscription.id },
      }),
    ).rejects.toMatchObject({ type: "StripeInvalidRequestError", statusCode: 400 });
  });

  it("a good card pays what a declining one left overdue", async () => {
    const { email, customer, subscription } = await subscribed("pro-monthly", { card: "declines_later" });
    await advance(email, 7);
    const session = await portal(customer.id, { type: "payment_method_update" });
    const path = `${new URL(session.url).pathname}/payment-method`;
    expect(await page(session.url)).toContain("Visa ending in 0341");
    const home = await page((await portal(customer.id)).url);
    expect(home).toContain("Past due");
    expect(home).toMatch(/\$6<\/td><td>Failed/);
    expect(await submit(path, { card: "good" })).toBe(`${siteOrigin}/account`);
    expect((await stripe.subscriptions.retrieve(subscription.id)).status).toBe("active");
    expect(typesOf(customer.id).slice(-2)).toEqual(["invoice.paid", "customer.subscription.updated"]);
  });
});

describe("a payment link", () => {
  it("opens a session, pays, announces it once per event and redelivers the same event", async () => {
    const email = `link-${Date.now()}@example.com`;
    const html = await page(`/checkout/paywall-monthly?client_reference_id=Ab3dE6gH9_A_g&prefilled_email=${email}`);
    expect(html).toContain("Pay $4.99/mo");
    expect(html).toContain("7-day free trial");
    const sessionId = /\/checkout\/sessions\/(cs_local_\w+)\/pay/.exec(html)![1]!;
    expect(await submit(`/checkout/sessions/${sessionId}/pay`)).toBe(`${siteOrigin}/success?session_id=${sessionId}`);

    const session = await stripe.checkout.sessions.retrieve(sessionId, {
      expand: ["line_items.data.price.currency_options"],
    });
    expect(session).toMatchObject({ status: "complete", payment_status: "no_payment_required", amount_total: 0 });
    expect(session.line_items?.data[0]?.price).toMatchObject({ lookup_key: "paywall-monthly", unit_amount: 499 });
    expect((await stripe.customers.list({ email })).data.map((c) => c.id)).toEqual([session.customer]);
    expect(typesOf(session.customer as string)).toEqual([
      "customer.subscription.created",
      "invoice.paid",
      "checkout.session.completed",
    ]);

    const deliveries = async () =>
      (
        (await (await fetch(`${origin}/checkout/webhook-deliveries`)).json()) as {
          sessionId: string;
          eventId: string;
        }[]
      ).filter((delivery) => delivery.sessionId === sessionId);
    const [first] = await deliveries();
    await fetch(`${origin}/checkout/sessions/${sessionId}/resend`, { method: "POST" });
    expect((await deliveries()).map((delivery) => delivery.eventId)).toEqual([first!.eventId, first!.eventId]);

    webhookStatus = 500;
    const created = eventsOf(session.customer as string)[0]!;
    const failed = await (await fetch(`${origin}/events/${created.id}/redeliver`, { method: "POST" })).json();
    expect(failed).toMatchObject({ eventId: created.id, status: 500 });
    webhookStatus = 200;
    await fetch(`${origin}/events/${created.id}/redeliver`, { method: "POST" });
    expect(received.at(-1)).toEqual(created);
  });

  it("says a declined card on the checkout, which stays open; Cancel goes to the site's /failure", async () => {
    const html = await page("/checkout/pro-monthly?locale=de");
    expect(html).toContain("Pay €6/mo");
    const sessionId = /\/checkout\/sessions\/(cs_local_\w+)\/pay/.exec(html)![1]!;
    const response = await fetch(new URL(`/checkout/sessions/${sessionId}/decline`, origin), { method: "POST" });
    expect(response.status).toBe(402);
    const again = await response.text();
    expect(again).toContain('role="alert"');
    expect(again).toContain("Try another card");
    expect(again).toContain(`/checkout/sessions/${sessionId}/pay`);
    expect(await submit(`/checkout/sessions/${sessionId}/cancel`)).toBe(`${siteOrigin}/failure`);
    expect((await stripe.checkout.sessions.retrieve(sessionId)).status).toBe("open");
  });
});
