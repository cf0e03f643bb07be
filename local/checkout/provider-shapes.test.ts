// @vitest-environment node
// The payment stand-in's objects against the provider's published examples (fixtures/README.md):
// after a purchase, a trial, a renewal and a cancellation, every object the SDK fetches has each
// field of its fixture, at every level, with the fixture's JSON type, and no field the fixture lacks.
// Lists are compared by their first item; a fixture's `{}` is a map (metadata) whose keys are the
// stand-in's own; where a fixture has null it shows no type, so any is taken.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll, expect, it } from "vitest";
import { LOCAL_STRIPE_SECRET_KEY } from "../api-env";
import { startLocalServices } from "../services";
import { fixtures } from "./provider-shapes";

// Where the stand-in may differ from a fixture, written as paths into the SDK's type for the object
// and checked by the compiler against it (the SDK's types are generated from the provider's OpenAPI
// spec for its pinned API version): `null` only where that type allows null, and a field the
// fixture lacks only where that type declares it (added after the fixtures' version, or expanded).
type Field<T, K extends string> = T extends readonly (infer I)[]
  ? Field<I, K>
  : T extends object
    ? K extends keyof T
      ? T[K]
      : never
    : never;
type At<T, P extends string> = P extends `${infer K}.${infer Rest}` ? At<Field<T, K>, Rest> : Field<T, P>;
type Nullable<T, P extends string> = P extends unknown ? (null extends At<T, P> ? P : never) : never;
type Declared<T, P extends string> = P extends unknown ? ([At<T, P>] extends [never] ? never : P) : never;

interface Leeway {
  nullable: readonly string[];
  added: readonly string[];
}

const leeway =
  <T>() =>
  <const N extends string = never, const A extends string = never>(paths: {
    nullable?: Nullable<T, N>[];
    added?: Declared<T, A>[];
  }): Leeway => ({ nullable: paths.nullable ?? [], added: paths.added ?? [] });

const leeways: Record<string, Leeway> = {
  "checkout.session": leeway<Stripe.Checkout.Session>()({
    nullable: [
      "adaptive_pricing",
      "after_expiration",
      "automatic_tax.liability",
      "cancel_url",
      "collected_information",
      "consent",
      "consent_collection",
      "currency_conversion",
      "custom_text.after_submit",
      "custom_text.shipping_address",
      "custom_text.submit",
      "custom_text.terms_of_service_acceptance",
      "customer_details",
      "customer_details.address",
      "invoice_creation",
      "managed_payments",
      "payment_intent",
      "payment_method_configuration_details",
      "permissions",
      "saved_payment_method_options",
      "shipping_address_collection",
      "shipping_cost",
      "url",
      "wallet_options",
    ],
    added: ["allowed_payment_method_types", "line_items"],
  }),
  item: leeway<Stripe.LineItem>()({
    nullable: ["adjustable_quantity", "price.custom_unit_amount", "price.transform_quantity"],
  }),
  subscription: leeway<Stripe.Subscription>()({
    nullable: [
      "automatic_tax.liability",
      "billing_cycle_anchor_config",
      "billing_mode.flexible",
      "billing_thresholds",
      "cancel_at",
      "canceled_at",
      "ended_at",
      "items.data.billing_thresholds",
      "items.data.plan.transform_usage",
      "items.data.price.custom_unit_amount",
      "items.data.price.transform_quantity",
      "managed_payments",
      "next_pending_invoice_item_invoice",
      "pause_collection",
      "payment_settings",
      "pending_invoice_item_interval",
      "pending_update",
      "transfer_data",
    ],
    added: [
      "cancellation_details.feedback_option",
      "items.data.current_trial",
      "trial_settings.end_behavior.billing_cycle_anchor",
    ],
  }),
  invoice: leeway<Stripe.Invoice>()({
    nullable: [
      "automatic_tax.liability",
      "customer_address",
      "customer_shipping",
      "due_date",
      "from_invoice",
      "last_finalization_error",
      "lines.data.parent.invoice_item_details",
      "lines.data.parent.subscription_item_details.proration_details.credited_items",
      "next_payment_attempt",
      "parent.quote_details",
      "payment_settings.payment_method_options",
      "rendering",
      "shipping_cost",
      "shipping_details",
    ],
    added: ["lines.data.pricing.price_details"],
  }),
  customer: leeway<Stripe.Customer>()({
    nullable: ["address", "currency", "discount", "invoice_settings.rendering_options", "shipping"],
  }),
  event: leeway<Stripe.Event>()({ added: ["data.previous_attributes"] }),
  "billing_portal.session": leeway<Stripe.BillingPortal.Session>()({
    nullable: [
      "flow.after_completion.hosted_confirmation",
      "flow.subscription_cancel.retention",
      "flow.subscription_update",
      "flow.subscription_update_confirm",
    ],
    added: ["flow.customer_update", "flow.subscription_pause"],
  }),
};

/** The SDK turns decimal strings (`unit_amount_decimal`) into Decimals, which have no class of their own to import. */
const Decimal = Stripe.Decimal.zero.constructor;

/** A value's JSON type, as the provider sent it. */
function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (value instanceof Decimal) return "string";
  return typeof value;
}

/** Where `answer` differs from the provider's fixture of its kind (`object`), as `kind: path …`. */
function differences(answer: Record<string, unknown>): string[] {
  const kind = String(answer.object);
  if (!(kind in fixtures)) return [`${kind}: no fixture`];
  const fixture = fixtures[kind as keyof typeof fixtures];
  const { nullable, added } = leeways[kind]!;
  const found: string[] = [];
  const walk = (expected: unknown, actual: unknown, path: string) => {
    const [want, got] = [jsonType(expected), jsonType(actual)];
    if (want === "null") return;
    if (got === "null") {
      if (!nullable.includes(path)) found.push(`${kind}: ${path} is null, the provider's is ${want}`);
      return;
    }
    if (got !== want) return found.push(`${kind}: ${path} is ${got}, the provider's is ${want}`);
    if (Array.isArray(expected) && Array.isArray(actual)) {
      if (expected.length > 0 && actual.length > 0) walk(expected[0], actual[0], path);
      return;
    }
    if (want !== "object") return;
    const [model, value] = [expected as Record<string, unknown>, actual as Record<string, unknown>];
    if (Object.keys(model).length === 0) return;
    // An object of another kind (an event's data.object) is compared with its own fixture.
    if (typeof value.object === "string" && value.object !== model.object && path !== "") {
      return found.push(...differences(value));
    }
    const at = (key: string) => (path ? `${path}.${key}` : key);
    for (const key of Object.keys(model)) {
      if (key in value) walk(model[key], value[key], at(key));
      else found.push(`${kind}: ${at(key)} is missing`);
    }
    for (const key of Object.keys(value)) {
      if (!(key in model) && !added.includes(at(key))) found.push(`${kind}: ${at(key)} is not the provider's`);
    }
  };
  walk(fixture, answer, "");
  return found;
}

let services: Server;
let receiver: Server;
let origin: string;
let stripe: Stripe;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "localhost", () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  receiver = createServer((_, res) => res.writeHead(200).end());
  const siteOrigin = `http://localhost:${await listen(receiver)}`;
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
  for (const server of [services, receiver]) server.closeAllConnections();
  await Promise.all([services, receiver].map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Posts a hosted page's form as a browser does; answers where the stand-in sends the person. */
async function submit(path: string) {
  const response = await fetch(new URL(path, origin), { method: "POST", redirect: "manual" });
  expect(response.status).toBe(303);
  return response.headers.get("location")!;
}

async function advance(email: string, days: number) {
  const body = JSON.stringify({ email, days });
  expect((await fetch(`${origin}/test-clock/advance`, { method: "POST", body })).status).toBe(200);
}

it("answers in the provider's shapes after a purchase, a trial, a renewal and a cancellation", async () => {
  const answers: object[] = [];
  const keep = <T extends object>(answer: T) => (answers.push(answer), answer);

  // A purchase with a trial: the API's checkout, paid on the hosted page.
  const email = `shapes-${Date.now()}@example.com`;
  const buyer = keep(await stripe.customers.create({ email, name: "Pat Doe", metadata: { sub: "auth0|shapes" } }));
  const [price] = (await stripe.prices.list({ lookup_keys: ["pro-monthly"] })).data;
  const open = keep(
    await stripe.checkout.sessions.create({
      mode: "subscription",
      customer: buyer.id,
      line_items: [{ price: price!.id, quantity: 1 }],
      currency: "eur",
      client_reference_id: "Ab3dE6gH9_A_g",
      subscription_data: { trial_period_days: 7, metadata: { sub: "auth0|shapes" } },
      success_url: `${origin}/done?session_id={CHECKOUT_SESSION_ID}`,
    }),
  );
  await submit(`${new URL(open.url!).pathname}/pay`);
  const paid = keep(await stripe.checkout.sessions.retrieve(open.id, { expand: ["line_items"] }));
  keep(paid.line_items!.data[0]!);
  keep(await stripe.customers.retrieve(buyer.id));
  const trial = keep(await stripe.subscriptions.retrieve(paid.subscription as string));
  keep(await stripe.invoices.retrieve(trial.latest_invoice as string));

  // The trial ends and the first period is charged.
  await advance(email, 8);
  const renewed = keep(await stripe.subscriptions.retrieve(trial.id));
  keep(await stripe.invoices.retrieve(renewed.latest_invoice as string));

  // Cancelled in the portal; the period ends.
  const cancel = keep(
    await stripe.billingPortal.sessions.create({
      customer: buyer.id,
      return_url: `${origin}/account`,
      flow_data: {
        type: "subscription_cancel",
        subscription_cancel: { subscription: trial.id },
        after_completion: { type: "redirect", redirect: { return_url: `${origin}/account?cancelled=1` } },
      },
    }),
  );
  await submit(`${new URL(cancel.url).pathname}/cancel/${trial.id}`);
  keep(await stripe.subscriptions.retrieve(trial.id));
  await advance(email, 31);
  expect(keep(await stripe.subscriptions.retrieve(trial.id)).status).toBe("canceled");

  // A payment link's purchase, which makes its customer.
  const html = await (await fetch(`${origin}/checkout/paywall-yearly?prefilled_email=${email}`)).text();
  const linked = /\/checkout\/sessions\/(cs_local_\w+)\/pay/.exec(html)![1]!;
  await submit(`/checkout/sessions/${linked}/pay`);
  keep(await stripe.checkout.sessions.retrieve(linked));

  // Every event the stand-in sent, as the SDK fetches it.
  const deliveries = (await (await fetch(`${origin}/checkout/webhook-deliveries`)).json()) as { eventId: string }[];
  for (const { eventId } of deliveries) keep(await stripe.events.retrieve(eventId));

  const kinds = new Set(answers.map((answer) => (answer as { object: string }).object));
  expect([...kinds].sort()).toEqual(Object.keys(fixtures).sort());
  const found = new Set(answers.flatMap((answer) => differences(answer as Record<string, unknown>)));
  expect([...found]).toEqual([]);
});
