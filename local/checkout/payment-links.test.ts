// Payment Links through the official SDK against the payment stand-in, and a purchase through one the
// API made: its hosted page, its trial, its redirect with the session's id, its reference.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { payOnPage, startStandIn, type StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";

let standIn: StandIn;
let stripe: Stripe;
let price: Stripe.Price;

beforeAll(async () => {
  standIn = await startStandIn({ catalogue: "empty" });
  stripe = standIn.stripe;
  const product = await stripe.products.create({ name: "Snapsong Pro" });
  price = await stripe.prices.create({
    product: product.id,
    currency: "usd",
    unit_amount: 600,
    currency_options: { eur: { unit_amount: 600, tax_behavior: "inclusive" } },
    recurring: { interval: "month" },
    lookup_key: "pro-monthly",
  });
});
afterAll(() => standIn.close());

const newLink = (params: Partial<Stripe.PaymentLinkCreateParams> = {}) =>
  stripe.paymentLinks.create({
    line_items: [{ price: price.id, quantity: 1 }],
    after_completion: {
      type: "redirect",
      redirect: { url: `${standIn.siteOrigin}/thanks?session_id={CHECKOUT_SESSION_ID}` },
    },
    subscription_data: { trial_period_days: 14, metadata: { source: "link" } },
    metadata: { offer: "pro-monthly" },
    ...params,
  });

describe("a Payment Link the API made", () => {
  it("sells its Price: the trial, the redirect with the session's id, the reference and the currency", async () => {
    const link = await newLink();
    expect(link).toMatchObject({
      object: "payment_link",
      active: true,
      currency: "usd",
      livemode: false,
      after_completion: { type: "redirect" },
      subscription_data: { trial_period_days: 14 },
      metadata: { offer: "pro-monthly" },
    });
    expect(link.url).toMatch(new RegExp(`^${standIn.origin}/checkout/test_\\w+$`));
    expect(link.line_items).toBeUndefined();

    const { location, sessionId, html } = await payOnPage(
      standIn,
      `${link.url}?client_reference_id=Ab3dE6gH9_A_g&locale=de`,
    );
    expect(html).toContain("Pay €6/mo");
    expect(html).toContain("14-day free trial");
    expect(location).toBe(`${standIn.siteOrigin}/thanks?session_id=${sessionId}`);
    const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ["line_items"] });
    expect(session).toMatchObject({
      status: "complete",
      payment_link: link.id,
      client_reference_id: "Ab3dE6gH9_A_g",
      currency: "eur",
      locale: "de",
      customer_details: { email: "buyer@example.com" },
    });
    expect(session.line_items?.data[0]?.price?.id).toBe(price.id);
    const subscription = await stripe.subscriptions.retrieve(session.subscription as string);
    expect(subscription).toMatchObject({ status: "trialing", metadata: { source: "link" } });
    expect(subscription.trial_end! - subscription.trial_start!).toBe(14 * 86400);
    expect(subscription.items.data[0]!.price.id).toBe(price.id);
  });

  it("changes: a new redirect, no trial, inactive; its line is listed", async () => {
    const link = await newLink();
    const expanded = await stripe.paymentLinks.retrieve(link.id, { expand: ["line_items"] });
    const line = expanded.line_items!.data[0]!;
    expect(line).toMatchObject({ object: "item", quantity: 1, amount_total: 600, price: { id: price.id } });
    const lines = await stripe.paymentLinks.listLineItems(link.id);
    expect(lines.data.map((item) => item.id)).toEqual([line.id]);

    const changed = await stripe.paymentLinks.update(link.id, {
      after_completion: { type: "redirect", redirect: { url: `${standIn.siteOrigin}/done` } },
      subscription_data: { trial_period_days: "" },
      line_items: [{ id: line.id, quantity: 1 }],
      metadata: { offer: "pro-monthly", version: "2" },
    });
    expect(changed).toMatchObject({
      subscription_data: { trial_period_days: null },
      metadata: { version: "2" },
      after_completion: { redirect: { url: `${standIn.siteOrigin}/done` } },
    });
    const { location, html } = await payOnPage(standIn, link.url);
    expect(html).not.toContain("free trial");
    expect(location).toBe(`${standIn.siteOrigin}/done`);

    await stripe.paymentLinks.update(link.id, { active: false, inactive_message: "Sold out." });
    const closed = await standIn.page(link.url);
    expect(closed.status).toBe(410);
    expect(await closed.text()).toContain("Sold out.");
    const active = await stripe.paymentLinks.list({ active: true }).autoPagingToArray({ limit: 100 });
    expect(active.map((item) => item.id)).not.toContain(link.id);
    expect((await stripe.paymentLinks.list({ active: false })).data.map((item) => item.id)).toContain(link.id);
  });

  it("confirms on the provider's page when it does not redirect", async () => {
    const link = await newLink({
      after_completion: { type: "hosted_confirmation", hosted_confirmation: { custom_message: "Welcome aboard." } },
    });
    const html = await (await standIn.page(link.url)).text();
    const sessionId = /\/checkout\/sessions\/(cs_local_\w+)\/pay/.exec(html)![1]!;
    const response = await fetch(`${standIn.origin}/checkout/sessions/${sessionId}/pay`, {
      method: "POST",
      body: new URLSearchParams({ email: "buyer@example.com" }),
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Welcome aboard.");
  });

  it("refuses an unknown or inactive Price, a quantity but one, and an unknown link", async () => {
    await expect(newLink({ line_items: [{ price: "price_nothing", quantity: 1 }] })).rejects.toMatchObject({
      statusCode: 400,
      code: "resource_missing",
      param: "line_items[0][price]",
    });
    const product = await stripe.products.create({ name: "Old" });
    const old = await stripe.prices.create({
      product: product.id,
      currency: "usd",
      unit_amount: 500,
      recurring: { interval: "month" },
      active: false,
    });
    await expect(newLink({ line_items: [{ price: old.id, quantity: 1 }] })).rejects.toMatchObject({
      statusCode: 400,
      param: "line_items[0][price]",
    });
    await expect(newLink({ line_items: [{ price: price.id, quantity: 2 }] })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(stripe.paymentLinks.retrieve("plink_nothing")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });
    expect((await standIn.page("/checkout/test_nothing")).status).toBe(404);
  });
});
