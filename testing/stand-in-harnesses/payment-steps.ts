// What the site's API does with the payment stand-in, one step at a time, for the stand-in's tests:
// a signed-in person's customer, a checkout of an offer's Price, a paid subscription, a portal
// session, the test clock moved on, a charge disputed, a refund failed, and the events the site
// received about a customer.
import type Stripe from "stripe";
import { expect } from "vitest";
import { successReturnUrl } from "../../app/contracts/checkout-api";
import { startStandIn, type StandIn } from "./payment-stand-in";

export function paymentSteps(standIn: StandIn) {
  const { stripe, origin, siteOrigin, submit } = standIn;
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
      success_url: successReturnUrl(`${siteOrigin}/success`),
      cancel_url: `${siteOrigin}/pricing`,
    });
  }

  /** A customer who paid a checkout with the card (a good one unless told), and their subscription. */
  async function subscribed(
    offer = "pro-monthly",
    options: { trial?: boolean; currency?: string; card?: string } = {},
  ) {
    const { email, customer } = await newCustomer();
    const session = await checkout(customer.id, offer, options);
    const action = new URL(session.url!).pathname + "/pay";
    const location = await submit(action, {
      terms_of_service: "accepted",
      ...(options.card && { card: options.card }),
    });
    const [subscription] = (await stripe.subscriptions.list({ customer: customer.id, status: "all" })).data;
    return { email, customer, session, location, subscription: subscription! };
  }

  const portal = (customer: string, flow_data?: Stripe.BillingPortal.SessionCreateParams.FlowData) =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: `${siteOrigin}/account`,
      locale: "en",
      ...(flow_data && { flow_data }),
    });

  /** Posts JSON to one of the stand-in's test controls: the answer's status and body. */
  async function control(path: string, body: object) {
    const response = await fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }

  /** Moves the customer's test clock on by `days`: the answer's status and body. */
  const advance = (email: string, days: number) => control("/test-clock/advance", { email, days });

  /** The cardholder disputes a charge and it is decided at once (local/checkout/disputes.ts). */
  const dispute = (request: Record<string, unknown>) => control("/test-disputes", request);
  /** A refund fails after it was made: the card could not take it back (local/checkout/refund-failures.ts). */
  const failRefund = (request: Record<string, unknown>) => control("/test-refund-failures", request);

  /** Every event the site kept, oldest first. */
  const events = () => standIn.received.map(({ event }) => event);
  /** The events about a customer's objects (and their checkout sessions), oldest first. */
  const eventsOf = (customer: string) =>
    events().filter((event) => (event.data.object as { customer?: unknown }).customer === customer);
  const typesOf = (customer: string) => eventsOf(customer).map((event) => event.type);

  /** A hosted page's HTML. */
  const page = async (url: string) => {
    const response = await standIn.page(url);
    expect(response.ok, url).toBe(true);
    return response.text();
  };

  return {
    newCustomer,
    priceOf,
    checkout,
    subscribed,
    portal,
    advance,
    dispute,
    failRefund,
    events,
    eventsOf,
    typesOf,
    page,
  };
}
export type PaymentSteps = ReturnType<typeof paymentSteps>;

/** A seeded payment stand-in, its SDK client and the steps on it, for one test file. */
export async function startStandInWithSteps() {
  const standIn = await startStandIn();
  return { standIn, stripe: standIn.stripe, steps: paymentSteps(standIn) };
}
