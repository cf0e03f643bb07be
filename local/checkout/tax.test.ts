// The provider's tax engine in the payment stand-in, through the official SDK as the API calls it:
// a checkout with `automatic_tax` taxes where the buyer says they live — a German buyer's VAT inside
// the euro price, a Washington buyer's sales tax added to the dollars, Japan's consumption tax
// inside the yen, nothing where the account has no registration — and each renewal the same; the
// provider's refusal of a customer it cannot place; the account's tax settings and registrations.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { successReturnUrl } from "../../app/contracts/checkout-api";
import type { StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";
import { startStandInWithSteps, type PaymentSteps } from "../../testing/stand-in-harnesses/payment-steps";

let standIn: StandIn, stripe: Stripe, steps: PaymentSteps;
beforeAll(async () => {
  ({ standIn, stripe, steps } = await startStandInWithSteps());
});
afterAll(() => standIn.close());

/** A taxed checkout as the API makes one, paid by a buyer who gives that address. */
async function boughtFrom(address: Record<string, string>, { currency = "eur", trial = true } = {}) {
  const { email, customer } = await steps.newCustomer();
  const price = await steps.priceOf("pro-monthly");
  const session = await stripe.checkout.sessions.create({
    mode: "subscription",
    customer: customer.id,
    line_items: [{ price: price.id, quantity: 1 }],
    currency,
    subscription_data: { ...(trial && { trial_period_days: 7 }) },
    automatic_tax: { enabled: true },
    customer_update: { address: "auto" },
    success_url: successReturnUrl(`${standIn.siteOrigin}/success`),
  });
  expect(session.automatic_tax).toMatchObject({ enabled: true, status: "requires_location_inputs" });
  expect(await steps.page(session.url!)).toContain("Billing address (for tax)");
  await standIn.submit(new URL(session.url!).pathname + "/pay", address);
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  const subscription = await stripe.subscriptions.retrieve(paid.subscription as string);
  return { email, customer, paid, subscription };
}

const latestInvoice = async (subscription: string) =>
  stripe.invoices.retrieve((await stripe.subscriptions.retrieve(subscription)).latest_invoice as string);

describe("a checkout with automatic tax", () => {
  it("a German buyer: the trial is free, the first invoice's €6 holds €0.96 VAT, and so does each renewal", async () => {
    const { email, customer, paid, subscription } = await boughtFrom({ country: "DE", postal_code: "10115" });
    expect(paid).toMatchObject({
      automatic_tax: { enabled: true, status: "complete" },
      amount_total: 0,
      total_details: { amount_tax: 0 },
      customer_details: { address: { country: "DE", postal_code: "10115" } },
    });
    expect((await stripe.customers.retrieve(customer.id)) as Stripe.Customer).toMatchObject({
      address: { country: "DE" },
    });
    expect(subscription.automatic_tax.enabled).toBe(true);

    await steps.advance(email, 8);
    const first = await latestInvoice(subscription.id);
    expect(first).toMatchObject({
      billing_reason: "subscription_cycle",
      currency: "eur",
      total: 600,
      amount_paid: 600,
      total_excluding_tax: 504,
      automatic_tax: { enabled: true, status: "complete" },
      total_taxes: [
        { amount: 96, tax_behavior: "inclusive", taxability_reason: "standard_rated", taxable_amount: 504 },
      ],
    });
    expect(first.lines.data[0]!.taxes).toMatchObject([{ amount: 96 }]);

    await steps.advance(email, 31);
    expect((await latestInvoice(subscription.id)).total_taxes).toMatchObject([{ amount: 96 }]);

    // The customer's invoices as the provider lists them, newest first: the renewal, the first, the trial's.
    const { data } = await stripe.invoices.list({ customer: customer.id, status: "paid" });
    expect(data.map((invoice) => [invoice.billing_reason, invoice.total, invoice.total_taxes?.[0]?.amount])).toEqual([
      ["subscription_cycle", 600, 96],
      ["subscription_cycle", 600, 96],
      ["subscription_create", 0, 0],
    ]);
    expect((await stripe.invoices.list({ customer: customer.id, status: "open" })).data).toEqual([]);
  });

  it("a buyer in Washington pays $6 and the state's 6.5 % added: $6.39", async () => {
    const { paid, subscription } = await boughtFrom(
      { country: "US", state: "WA", postal_code: "98101" },
      { currency: "usd", trial: false },
    );
    expect(paid).toMatchObject({ amount_subtotal: 600, amount_total: 639, total_details: { amount_tax: 39 } });
    expect(await latestInvoice(subscription.id)).toMatchObject({
      subtotal: 600,
      total: 639,
      amount_paid: 639,
      total_taxes: [{ amount: 39, tax_behavior: "exclusive", taxable_amount: 600 }],
    });
  });

  it("a Japanese buyer's ¥900 includes ¥82 consumption tax", async () => {
    const { paid } = await boughtFrom({ country: "JP" }, { currency: "jpy", trial: false });
    expect(paid).toMatchObject({ amount_total: 900, total_details: { amount_tax: 82 } });
  });

  it("where the account has no registration (Brazil, New York), nothing is collected", async () => {
    for (const [address, currency] of [
      [{ country: "BR" }, "brl"],
      [{ country: "US", state: "NY", postal_code: "10001" }, "usd"],
    ] as const) {
      const { paid, subscription } = await boughtFrom(address, { currency, trial: false });
      expect(paid.total_details?.amount_tax, address.country).toBe(0);
      expect((await latestInvoice(subscription.id)).total_taxes).toMatchObject([
        { amount: 0, taxability_reason: "not_collecting" },
      ]);
    }
  });

  it("is refused for a customer without an address unless the checkout may save the one given", async () => {
    const { customer } = await steps.newCustomer();
    const price = await steps.priceOf("pro-monthly");
    const refused = await stripe.checkout.sessions
      .create({
        mode: "subscription",
        customer: customer.id,
        line_items: [{ price: price.id, quantity: 1 }],
        automatic_tax: { enabled: true },
        success_url: `${standIn.siteOrigin}/success`,
      })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ statusCode: 400, code: "customer_tax_location_invalid" });
  });
});

describe("the account's tax set-up", () => {
  it("has its head office and a registration for the EU's OSS, Japan and Washington", async () => {
    const settings = await stripe.tax.settings.retrieve();
    expect(settings).toMatchObject({ status: "active", head_office: { address: { country: "DE" } } });
    const { data } = await stripe.tax.registrations.list({ status: "active" });
    expect(data.map((entry) => [entry.country, entry.country_options])).toEqual([
      ["DE", { de: { type: "oss_union" } }],
      ["JP", { jp: { type: "standard" } }],
      ["US", { us: { state: "WA", type: "state_sales_tax" } }],
    ]);
  });
});
