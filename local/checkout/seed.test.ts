// The catalogue an account setup makes (app/catalogue/desired-catalogue.ts), pinned to the price list's numbers,
// and the payment stand-in's two starts: seeded with exactly that (at the addresses the build's
// defaults name) or empty, as a new account.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUBSCRIPTION_EVENTS } from "../../app/contracts/webhook-events";
import { parseSiteConfig } from "../../app/config/schema";
import { offerIds } from "../../app/catalogue/offers";
import { desiredCatalogue } from "../../app/catalogue/desired-catalogue";
import { startStandIn, type StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";

const site = { siteUrl: "https://snapsong.example", productName: "Snapsong" };

describe("the desired catalogue", () => {
  const desired = desiredCatalogue(site);

  it("has a Price per offer at the price list's amounts, tax-inclusive in euros and yen", () => {
    const pro = desired.prices.find((price) => price.offer === "pro-monthly")!;
    expect(pro).toMatchObject({
      product: "pro",
      params: {
        currency: "usd",
        unit_amount: 600,
        tax_behavior: "exclusive",
        recurring: { interval: "month" },
        lookup_key: "pro-monthly",
        metadata: { offer: "pro-monthly" },
        currency_options: {
          eur: { unit_amount: 600, tax_behavior: "inclusive" },
          brl: { unit_amount: 3000, tax_behavior: "exclusive" },
          jpy: { unit_amount: 900, tax_behavior: "inclusive" },
        },
      },
    });
    const yearly = desired.prices.find((price) => price.offer === "paywall-yearly")!.params;
    expect([yearly.unit_amount, yearly.recurring?.interval, yearly.currency_options?.jpy?.unit_amount]).toEqual([
      3588,
      "year",
      5400,
    ]);
    expect(desired.prices.map((price) => price.offer)).toEqual([...offerIds]);
    expect(desired.products.map((product) => product.key)).toEqual(["pro", "max", "paywall"]);
  });

  it("links each offer with the trial and the tax back to /success, hooks the API's events and lets plans switch", () => {
    expect(desired.paymentLinks.find((link) => link.offer === "max-annual")!.params).toEqual({
      after_completion: {
        type: "redirect",
        redirect: { url: "https://snapsong.example/success?session_id={CHECKOUT_SESSION_ID}" },
      },
      subscription_data: { trial_period_days: 7 },
      automatic_tax: { enabled: true },
      allow_promotion_codes: true,
      consent_collection: { terms_of_service: "required" },
      metadata: { offer: "max-annual" },
    });
    expect(desired.products.map(({ key, params }) => [key, params.tax_code])).toEqual([
      ["pro", "txcd_10103000"],
      ["max", "txcd_10103000"],
      ["paywall", "txcd_10000000"],
    ]);
    expect(desired.webhookEndpoint).toMatchObject({
      url: "https://snapsong.example/api/stripe-webhook",
      enabled_events: [...SUBSCRIPTION_EVENTS],
    });
    expect(desired.portalConfiguration.params.features.subscription_cancel).toMatchObject({ mode: "at_period_end" });
    expect(desired.portalConfiguration.switchable).toEqual([
      { product: "pro", offers: ["pro-monthly", "pro-annual"] },
      { product: "max", offers: ["max-monthly", "max-annual"] },
    ]);
  });
});

describe("the seeded stand-in", () => {
  let standIn: StandIn;
  let stripe: Stripe;
  beforeAll(async () => {
    standIn = await startStandIn();
    stripe = standIn.stripe;
  });
  afterAll(() => standIn.close());

  it("holds the desired Prices under today's ids", async () => {
    const desired = desiredCatalogue({ siteUrl: standIn.siteOrigin, productName: "Snapsong" });
    const prices = await stripe.prices.list({ lookup_keys: [...offerIds], expand: ["data.currency_options"] });
    expect(prices.data).toHaveLength(offerIds.length);
    for (const { offer, params } of desired.prices) {
      const price = prices.data.find((item) => item.lookup_key === offer)!;
      expect(price.id).toBe(`price_local_${offer.replace(/-/g, "_")}`);
      expect(price.product).toBe(`prod_local_${offer.split("-")[0]}`);
      expect(price).toMatchObject({ currency: params.currency, unit_amount: params.unit_amount, active: true });
      for (const [currency, option] of Object.entries(params.currency_options!)) {
        expect(price.currency_options?.[currency]).toMatchObject(option);
      }
    }
    expect((await stripe.products.list()).data.map((product) => product.name).sort()).toEqual([
      "Research subscription",
      "Snapsong Max",
      "Snapsong Pro",
    ]);
  });

  it("has the payment links and the portal login at the build's default addresses", async () => {
    const config = parseSiteConfig({ LOCAL_SERVICES_PORT: String(standIn.port) });
    const links = await stripe.paymentLinks.list({ limit: 100 });
    expect(links.data).toHaveLength(offerIds.length);
    for (const offer of offerIds) {
      const link = links.data.find((item) => item.url === config.checkout[offer]);
      expect(link, offer).toBeDefined();
      const [line] = (await stripe.paymentLinks.listLineItems(link!.id)).data;
      expect(line?.price?.lookup_key).toBe(offer);
      expect(link!.subscription_data?.trial_period_days).toBe(7);
    }
    const [portal] = (await stripe.billingPortal.configurations.list({ is_default: true })).data;
    expect(portal?.login_page.url).toBe(config.portalLogin);
  });

  it("has the default portal configuration: cancel at the period's end, switch between the plans' Prices with the trial", async () => {
    const { data } = await stripe.billingPortal.configurations.list({ is_default: true });
    expect(data).toHaveLength(1);
    const config = data[0]!;
    expect(config).toMatchObject({
      id: "bpc_local_default",
      object: "billing_portal.configuration",
      active: true,
      default_return_url: `${standIn.siteOrigin}/pricing`,
      login_page: { enabled: true, url: `${standIn.origin}/p/login/local` },
      features: {
        invoice_history: { enabled: true },
        payment_method_update: { enabled: true },
        subscription_cancel: { enabled: true, mode: "at_period_end" },
        subscription_update: {
          enabled: true,
          default_allowed_updates: ["price"],
          trial_update_behavior: "continue_trial",
        },
      },
    });
    expect(config.features.subscription_update.products).toBeUndefined();
    const expanded = await stripe.billingPortal.configurations.retrieve(config.id, {
      expand: ["features.subscription_update.products"],
    });
    expect(expanded.features.subscription_update.products).toEqual([
      {
        product: "prod_local_pro",
        prices: ["price_local_pro_monthly", "price_local_pro_annual"],
        adjustable_quantity: expect.anything(),
      },
      {
        product: "prod_local_max",
        prices: ["price_local_max_monthly", "price_local_max_annual"],
        adjustable_quantity: expect.anything(),
      },
    ]);
  });
});

describe("the empty stand-in", () => {
  it("holds nothing a setup would make", async () => {
    const standIn = await startStandIn({ catalogue: "empty" });
    try {
      const { stripe } = standIn;
      const lists = await Promise.all([
        stripe.products.list(),
        stripe.prices.list({ lookup_keys: ["pro-monthly"] }),
        stripe.paymentLinks.list(),
        stripe.webhookEndpoints.list(),
        stripe.billingPortal.configurations.list(),
      ]);
      expect(lists.map((list) => list.data)).toEqual([[], [], [], [], []]);
      expect((await standIn.page("/checkout/pro-monthly")).status).toBe(404);
    } finally {
      await standIn.close();
    }
  });
});
