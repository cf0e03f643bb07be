// Products and Prices through the official SDK against the payment stand-in, as an account setup
// makes and changes them: the provider's shapes, lists and errors, and lookup keys that move.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStandIn, type StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";

let standIn: StandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStandIn({ catalogue: "empty" });
  stripe = standIn.stripe;
});
afterAll(() => standIn.close());

let keys = 0;
const newKey = () => `plan-${++keys}-${Date.now()}`;

async function newPrice(product: string, params: Partial<Stripe.PriceCreateParams> = {}) {
  return stripe.prices.create({
    product,
    currency: "usd",
    unit_amount: 600,
    recurring: { interval: "month" },
    ...params,
  });
}

describe("Products", () => {
  it("are made, read, changed and listed as the provider does", async () => {
    const made = await stripe.products.create({ name: "Snapsong Pro", metadata: { site_product: "pro" } });
    expect(made).toMatchObject({ object: "product", active: true, name: "Snapsong Pro", livemode: false });
    expect(made.id).toMatch(/^prod_/);
    expect(await stripe.products.retrieve(made.id)).toEqual(made);

    const own = await stripe.products.create({ id: "snapsong_max", name: "Snapsong Max", tax_code: "txcd_10000000" });
    expect(own).toMatchObject({ id: "snapsong_max", tax_code: "txcd_10000000" });
    const changed = await stripe.products.update(made.id, {
      name: "Snapsong Pro+",
      active: false,
      metadata: { site_product: "", note: "renamed" },
    });
    expect(changed).toMatchObject({ name: "Snapsong Pro+", active: false, metadata: { note: "renamed" } });

    const active = await stripe.products.list({ active: true });
    expect(active.data.map((product) => product.id)).toEqual([own.id]);
    expect(active).toMatchObject({ object: "list", has_more: false, url: "/v1/products" });
    const byId = await stripe.products.list({ ids: [made.id] });
    expect(byId.data.map((product) => product.id)).toEqual([made.id]);
  });

  it("refuses a taken id, an unknown one, a bad tax code and a parameter it does not know", async () => {
    await stripe.products.create({ id: "taken_product", name: "A" });
    await expect(stripe.products.create({ id: "taken_product", name: "B" })).rejects.toMatchObject({
      statusCode: 400,
      code: "resource_already_exists",
    });
    await expect(stripe.products.retrieve("prod_nothing")).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 404,
      code: "resource_missing",
      message: "No such product: 'prod_nothing'",
    });
    await expect(stripe.products.create({ name: "C", tax_code: "software" })).rejects.toMatchObject({
      statusCode: 400,
      param: "tax_code",
    });
    await expect(stripe.products.create({ name: "D", shippable: true })).rejects.toMatchObject({
      statusCode: 400,
      code: "parameter_unknown",
      param: "shippable",
    });
  });
});

describe("Prices", () => {
  it("keep their currency options, shown only when expanded, each with its tax behaviour", async () => {
    const product = await stripe.products.create({ name: "Snapsong Pro" });
    const key = newKey();
    const price = await newPrice(product.id, {
      lookup_key: key,
      tax_behavior: "exclusive",
      currency_options: { eur: { unit_amount: 600, tax_behavior: "inclusive" }, jpy: { unit_amount: 900 } },
      nickname: "Pro monthly",
      metadata: { offer: "pro-monthly" },
    });
    expect(price).toMatchObject({
      object: "price",
      type: "recurring",
      recurring: { interval: "month", interval_count: 1 },
      lookup_key: key,
      tax_behavior: "exclusive",
    });
    expect(price.currency_options).toBeUndefined();
    expect((await stripe.prices.retrieve(price.id)).currency_options).toBeUndefined();
    const expanded = await stripe.prices.retrieve(price.id, { expand: ["currency_options"] });
    expect(expanded.currency_options).toMatchObject({
      usd: { unit_amount: 600, tax_behavior: "exclusive" },
      eur: { unit_amount: 600, tax_behavior: "inclusive" },
      jpy: { unit_amount: 900, tax_behavior: "unspecified" },
    });
    const listed = await stripe.prices.list({ lookup_keys: [key], expand: ["data.currency_options", "data.product"] });
    expect(listed.data.map((item) => item.id)).toEqual([price.id]);
    expect(listed.data[0]!.currency_options?.jpy?.unit_amount).toBe(900);
    expect((listed.data[0]!.product as Stripe.Product).name).toBe("Snapsong Pro");
  });

  it("change only where the provider lets them: an amount is refused", async () => {
    const product = await stripe.products.create({ name: "Snapsong Max" });
    const price = await newPrice(product.id, { unit_amount: 1200 });
    const changed = await stripe.prices.update(price.id, {
      active: false,
      nickname: "Old Max",
      metadata: { offer: "max-monthly" },
      tax_behavior: "inclusive",
      currency_options: { eur: { unit_amount: 1200, tax_behavior: "inclusive" } },
    });
    expect(changed).toMatchObject({ active: false, nickname: "Old Max", tax_behavior: "inclusive" });
    await expect(
      stripe.prices.update(price.id, { unit_amount: 1300 } as Stripe.PriceUpdateParams),
    ).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      code: "parameter_unknown",
      param: "unit_amount",
      message: expect.stringMatching(/^Received unknown parameter: unit_amount/),
    });
    await expect(stripe.prices.update(price.id, { tax_behavior: "exclusive" })).rejects.toMatchObject({
      statusCode: 400,
      param: "tax_behavior",
    });
    await expect(
      stripe.prices.update(price.id, { currency_options: { usd: { unit_amount: 1300 } } }),
    ).rejects.toMatchObject({ statusCode: 400, param: "currency_options[usd]" });
    await expect(stripe.prices.retrieve("price_nothing")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });
    await expect(newPrice("prod_nothing")).rejects.toMatchObject({ statusCode: 400, param: "product" });
    expect((await stripe.prices.retrieve(price.id)).unit_amount).toBe(1200);
  });

  it("hold a lookup key alone: a taken one is refused, and transfer_lookup_key moves it", async () => {
    const product = await stripe.products.create({ name: "Research subscription" });
    const key = newKey();
    const first = await newPrice(product.id, { lookup_key: key });
    await expect(newPrice(product.id, { lookup_key: key })).rejects.toMatchObject({
      type: "StripeInvalidRequestError",
      statusCode: 400,
      param: "lookup_key",
      message: `A price (\`${first.id}\`) already uses that lookup key.`,
    });
    const second = await newPrice(product.id, { unit_amount: 700, lookup_key: key, transfer_lookup_key: true });
    expect((await stripe.prices.retrieve(first.id)).lookup_key).toBeNull();
    expect((await stripe.prices.list({ lookup_keys: [key] })).data.map((price) => price.id)).toEqual([second.id]);

    await expect(stripe.prices.update(first.id, { lookup_key: key })).rejects.toMatchObject({ param: "lookup_key" });
    await stripe.prices.update(first.id, { lookup_key: key, transfer_lookup_key: true });
    expect((await stripe.prices.retrieve(second.id)).lookup_key).toBeNull();
    expect((await stripe.prices.list({ lookup_keys: [key] })).data.map((price) => price.id)).toEqual([first.id]);
  });

  it("are listed newest first by product, activity and type, a page at a time", async () => {
    const product = await stripe.products.create({ name: "Paged" });
    const made: string[] = [];
    for (let index = 0; index < 5; index++) made.push((await newPrice(product.id, { unit_amount: 100 + index })).id);
    await stripe.prices.update(made[0]!, { active: false });
    const page = await stripe.prices.list({ product: product.id, limit: 2 });
    expect(page.data.map((price) => price.id)).toEqual([made[4], made[3]]);
    expect(page.has_more).toBe(true);
    const all = await stripe.prices.list({ product: product.id, limit: 2 }).autoPagingToArray({ limit: 10 });
    expect(all.map((price) => price.id)).toEqual([...made].reverse());
    const active = await stripe.prices.list({ product: product.id, active: true, type: "recurring" });
    expect(active.data).toHaveLength(4);
    expect((await stripe.prices.list({ product: product.id, type: "one_time" })).data).toEqual([]);
  });
});
