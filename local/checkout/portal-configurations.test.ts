// Customer portal configurations through the official SDK against the payment stand-in, and the
// portal honouring them: no cancellation where it is off, a switch only to the configured Prices, an
// immediate cancellation where that is the mode, and no portal at all on an account without one.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payOnPage, startStandIn, type StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";

let standIn: StandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStandIn();
  stripe = standIn.stripe;
});
afterAll(() => standIn.close());

const priceOf = async (offer: string) => (await stripe.prices.list({ lookup_keys: [offer] })).data[0]!;

/** A subscription bought through the offer's seeded payment link, and its customer. */
async function bought(offer: string) {
  const { sessionId } = await payOnPage(standIn, `/checkout/${offer}`);
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  const subscription = await stripe.subscriptions.retrieve(session.subscription as string);
  return { customer: session.customer as string, subscription };
}

const confirmSwitch = (customer: string, subscription: Stripe.Subscription, price: string, configuration?: string) =>
  stripe.billingPortal.sessions.create({
    customer,
    ...(configuration && { configuration }),
    flow_data: {
      type: "subscription_update_confirm",
      subscription_update_confirm: {
        subscription: subscription.id,
        items: [{ id: subscription.items.data[0]!.id, price }],
      },
    },
  });

describe("the default portal configuration", () => {
  it("switches only to its Prices and cancels only while cancellation is on", async () => {
    const { customer, subscription } = await bought("pro-monthly");
    await expect(confirmSwitch(customer, subscription, (await priceOf("paywall-yearly")).id)).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
    });
    const annual = await confirmSwitch(customer, subscription, (await priceOf("pro-annual")).id);
    expect(annual.configuration).toBe("bpc_local_default");

    const research = await bought("paywall-monthly");
    const home = await (
      await standIn.page((await stripe.billingPortal.sessions.create({ customer: research.customer })).url)
    ).text();
    expect(home).toContain("Cancel subscription");
    expect(home).not.toContain("Update subscription");

    await stripe.billingPortal.configurations.update("bpc_local_default", {
      features: { subscription_cancel: { enabled: false } },
    });
    const cancel = stripe.billingPortal.sessions.create({
      customer,
      flow_data: { type: "subscription_cancel", subscription_cancel: { subscription: subscription.id } },
    });
    await expect(cancel).rejects.toMatchObject({ statusCode: 400, param: "flow_data[type]" });
    const plain = await (await standIn.page((await stripe.billingPortal.sessions.create({ customer })).url)).text();
    expect(plain).not.toContain("Cancel subscription");
    expect(plain).toContain("Update subscription");
    await stripe.billingPortal.configurations.update("bpc_local_default", {
      features: { subscription_cancel: { enabled: true } },
    });
    await expect(
      stripe.billingPortal.configurations.update("bpc_local_default", { active: false }),
    ).rejects.toMatchObject({ statusCode: 400 });
  });
});

describe("another portal configuration", () => {
  it("is made, read, changed and listed, and a session that names it cancels at once", async () => {
    const pro = await priceOf("pro-monthly");
    const config = await stripe.billingPortal.configurations.create({
      business_profile: { headline: "Snapsong billing" },
      features: {
        subscription_cancel: { enabled: true, mode: "immediately" },
        subscription_update: {
          enabled: true,
          default_allowed_updates: ["price"],
          products: [{ product: pro.product as string, prices: [pro.id] }],
        },
      },
      metadata: { purpose: "test" },
    });
    expect(config).toMatchObject({ is_default: false, active: true, login_page: { enabled: false, url: null } });
    expect(config.features.subscription_update.products).toBeUndefined();
    const listed = await stripe.billingPortal.configurations.list({
      is_default: false,
      expand: ["data.features.subscription_update.products"],
    });
    expect(listed.data.map((item) => item.id)).toEqual([config.id]);
    expect(listed.data[0]!.features.subscription_update.products?.[0]?.prices).toEqual([pro.id]);

    const { customer, subscription } = await bought("max-monthly");
    const session = await stripe.billingPortal.sessions.create({ customer, configuration: config.id });
    const home = await (await standIn.page(session.url)).text();
    expect(home).toContain("Snapsong billing");
    expect(home).not.toContain("Invoice history");
    const base = new URL(session.url).pathname;
    expect(await standIn.submit(`${base}/cancel/${subscription.id}`)).toBe(base);
    const ended = await stripe.subscriptions.retrieve(subscription.id);
    expect(ended.status).toBe("canceled");
    expect(ended.ended_at).toBe(ended.canceled_at);

    await stripe.billingPortal.configurations.update(config.id, { active: false, name: "Retired" });
    expect(
      (await stripe.billingPortal.configurations.list({ active: true })).data.map((item) => item.id),
    ).not.toContain(config.id);
    await expect(stripe.billingPortal.sessions.create({ customer, configuration: config.id })).rejects.toMatchObject({
      statusCode: 400,
      param: "configuration",
    });
  });

  it("refuses products it cannot switch between", async () => {
    const pro = await priceOf("pro-monthly");
    const features = (product: string, price: string) => ({
      subscription_update: { enabled: true, products: [{ product, prices: [price] }] },
    });
    await expect(
      stripe.billingPortal.configurations.create({ features: features("prod_local_max", pro.id) }),
    ).rejects.toMatchObject({ statusCode: 400, param: "features[subscription_update][products][0][prices]" });
    await expect(
      stripe.billingPortal.configurations.create({ features: features("prod_nothing", pro.id) }),
    ).rejects.toMatchObject({ statusCode: 400, code: "resource_missing" });
    await expect(stripe.billingPortal.configurations.create({} as never)).rejects.toMatchObject({
      code: "parameter_missing",
      param: "features",
    });
  });
});

describe("an account without a portal configuration", () => {
  it("opens no portal until it has one, and then the one named", async () => {
    const empty = await startStandIn({ catalogue: "empty" });
    try {
      const customer = await empty.stripe.customers.create({ email: "nobody@example.com" });
      await expect(empty.stripe.billingPortal.sessions.create({ customer: customer.id })).rejects.toMatchObject({
        type: "StripeInvalidRequestError",
        statusCode: 400,
        message: expect.stringContaining("save your customer portal settings"),
      });
      expect((await empty.page("/p/login/local")).status).toBe(404);
      const config = await empty.stripe.billingPortal.configurations.create({
        features: { invoice_history: { enabled: true } },
        login_page: { enabled: true },
      });
      const session = await empty.stripe.billingPortal.sessions.create({
        customer: customer.id,
        configuration: config.id,
      });
      expect((await empty.page(session.url)).status).toBe(200);
      expect((await empty.page(new URL(config.login_page.url!).pathname)).status).toBe(200);
    } finally {
      await empty.close();
    }
  });
});
