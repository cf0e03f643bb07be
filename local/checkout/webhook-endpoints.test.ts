// Webhook endpoints through the official SDK against the payment stand-in: the signing secret shown
// once, and each event delivered to the endpoints that take its type, signed with each one's secret.
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "../../app/contracts/checkout-api";
import { SUBSCRIPTION_EVENTS } from "../../app/contracts/webhook-events";
import { payOnPage, startStandIn, type StandIn } from "../../testing/stand-in-harnesses/payment-stand-in";

let standIn: StandIn;
let stripe: Stripe;

beforeAll(async () => {
  standIn = await startStandIn();
  stripe = standIn.stripe;
});
afterAll(() => standIn.close());

/** The types of the events received at `path` since `from`, for one checkout session's purchase. */
const typesAt = (path: string, from: number) =>
  standIn.received
    .slice(from)
    .filter((item) => item.path === path)
    .map((item) => item.event.type);

describe("webhook endpoints", () => {
  it("start with the site's, taking exactly the events the API handles", async () => {
    const { data } = await stripe.webhookEndpoints.list();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      object: "webhook_endpoint",
      url: `${standIn.siteOrigin}${apiPaths.stripeWebhook}`,
      enabled_events: [...SUBSCRIPTION_EVENTS],
      status: "enabled",
      api_version: Stripe.API_VERSION,
    });
    expect(data[0]!.secret).toBeUndefined();
  });

  it("show the signing secret only in the answer that made them", async () => {
    const made = await stripe.webhookEndpoints.create({
      url: `${standIn.siteOrigin}/other`,
      enabled_events: ["invoice.paid"],
      description: "Bookkeeping",
      metadata: { team: "finance" },
    });
    expect(made.secret).toMatch(/^whsec_\w+/);
    expect(made).toMatchObject({ status: "enabled", description: "Bookkeeping", metadata: { team: "finance" } });
    const read = await stripe.webhookEndpoints.retrieve(made.id);
    expect(read.secret).toBeUndefined();
    expect(read).toEqual({ ...made, secret: undefined });
    expect((await stripe.webhookEndpoints.list()).data.every((endpoint) => endpoint.secret === undefined)).toBe(true);

    const changed = await stripe.webhookEndpoints.update(made.id, {
      url: `${standIn.siteOrigin}/books`,
      enabled_events: ["*"],
      disabled: true,
      description: "",
    });
    expect(changed).toMatchObject({ url: `${standIn.siteOrigin}/books`, enabled_events: ["*"], status: "disabled" });
    expect(changed.description).toBeNull();
    expect(await stripe.webhookEndpoints.del(made.id)).toEqual({
      id: made.id,
      object: "webhook_endpoint",
      deleted: true,
    });
    await expect(stripe.webhookEndpoints.retrieve(made.id)).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });
  });

  it("refuses an endpoint without events or URL", async () => {
    await expect(
      stripe.webhookEndpoints.create({ url: `${standIn.siteOrigin}/x`, enabled_events: [] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: "enabled_events",
    });
    await expect(
      stripe.webhookEndpoints.create({ url: "not a url", enabled_events: ["invoice.paid"] }),
    ).rejects.toMatchObject({ statusCode: 400, param: "url" });
  });

  it("receive the events of their types, signed with their own secret; a disabled one nothing", async () => {
    const books = await stripe.webhookEndpoints.create({
      url: `${standIn.siteOrigin}/books`,
      enabled_events: ["invoice.paid"],
    });
    const all = await stripe.webhookEndpoints.create({ url: `${standIn.siteOrigin}/all`, enabled_events: ["*"] });
    const off = await stripe.webhookEndpoints.create({ url: `${standIn.siteOrigin}/off`, enabled_events: ["*"] });
    await stripe.webhookEndpoints.update(off.id, { disabled: true });
    standIn.accept("/books", books.secret!);
    standIn.accept("/all", all.secret!);
    standIn.accept("/off", off.secret!);
    // The site's secret does not check another endpoint's signature.
    standIn.accept("/wrong", "whsec_localstandin");
    const wrong = await stripe.webhookEndpoints.create({ url: `${standIn.siteOrigin}/wrong`, enabled_events: ["*"] });

    const from = standIn.received.length;
    await payOnPage(standIn, "/checkout/pro-monthly");
    const purchase = ["customer.subscription.created", "invoice.paid", "checkout.session.completed"];
    expect(typesAt(apiPaths.stripeWebhook, from)).toEqual(purchase);
    expect(typesAt("/books", from)).toEqual(["invoice.paid"]);
    expect(typesAt("/all", from)).toEqual(purchase);
    expect(typesAt("/off", from)).toEqual([]);
    expect(typesAt("/wrong", from)).toEqual([]);
    const deliveries = (await (await fetch(`${standIn.origin}/checkout/webhook-deliveries`)).json()) as {
      endpointId: string;
      status: number;
    }[];
    expect(
      deliveries.filter((delivery) => delivery.endpointId === wrong.id).map((delivery) => delivery.status),
    ).toEqual([400, 400, 400]);
    for (const endpoint of [books, all, off, wrong]) await stripe.webhookEndpoints.del(endpoint.id);
  });

  it("without invoice.paid, the site hears of no payment", async () => {
    const [site] = (await stripe.webhookEndpoints.list()).data;
    const rest = SUBSCRIPTION_EVENTS.filter((type) => type !== "invoice.paid");
    await stripe.webhookEndpoints.update(site!.id, { enabled_events: rest });
    const from = standIn.received.length;
    await payOnPage(standIn, "/checkout/max-annual");
    expect(typesAt(apiPaths.stripeWebhook, from)).toEqual([
      "customer.subscription.created",
      "checkout.session.completed",
    ]);
    await stripe.webhookEndpoints.update(site!.id, { enabled_events: [...SUBSCRIPTION_EVENTS] });
  });
});
