// The payment stand-in's side of the provider's API, as the official `stripe` SDK calls it (bearer
// secret key, form-encoded bodies and query strings in bracket notation, `expand[]`, the provider's
// JSON and errors):
//   the catalogue: Products, Prices, Payment Links, webhook endpoints, portal configurations
//                                                      (catalogue-api.ts)
//   POST /v1/customers, GET /v1/customers/:id, GET /v1/customers?email=…
//   POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, POST /v1/checkout/sessions/:id/expire
//   GET  /v1/subscriptions?customer=…&status=all, GET /v1/subscriptions/:id
//   POST /v1/subscriptions/:id (cancel_at_period_end, metadata), DELETE /v1/subscriptions/:id (now)
//   GET  /v1/invoices?customer=…&subscription=…&status=…, GET /v1/invoices/:id, GET /v1/events/:id
//   POST /v1/invoices/create_preview (subscription=…: its next invoice)
//   GET  /v1/tax/settings, GET /v1/tax/registrations?status=…, POST /v1/tax/registrations/:id
//                                                   (expires_at: tax.ts)
//   POST /v1/billing_portal/sessions                 (with flow_data)
//   refunds, charges and invoice payments (refunds.ts); disputes (disputes.ts)
// `POST /checkout/sessions/:id/outage?down=1|0` fails the API for one checkout session, and
// `POST /outage?down=1|0` all of it, as in an outage (test-controls.ts).
import type { Middleware } from "koa";
import { ApiError, integer, metadata, noSuch, text } from "./api-params";
import type { Route } from "./api-route";
import { catalogueRoutes } from "./catalogue-api";
import { expandParam, parseParams, readParams } from "./form";
import { list } from "./json/list";
import type { ProviderJson } from "./json/provider-json";
import { createCheckoutSession, createPortalSession } from "./session-requests";
import { taxRoutes } from "./tax-api";
import { invoiceList, invoicePreview } from "./invoice-list";
import type { Billing } from "./billing";
import type { EventLog } from "./events";
import type { PaymentStore } from "./store";
import { idempotentAnswers, type Answer } from "../idempotent-answers";
import { subscriptionRoutes } from "./subscription-updates";
import { refundRoutes } from "./refunds";
import { disputeRoutes } from "./disputes";

const inFlight = new ApiError(
  409,
  "There is currently another in-progress request using this Idempotent Key. Please try again later.",
  undefined,
  undefined,
  "idempotency_error",
);

export interface Outages {
  all: boolean;
  sessions: Set<string>;
}

export interface StripeApiOptions {
  store: PaymentStore;
  json: ProviderJson;
  events: EventLog;
  billing: Billing;
  secretKey: string;
  /** Where the stand-in is reached: hosted pages' URLs start with it. */
  origin: string;
  outages: Outages;
}

/** The provider's subscription statuses; the stand-in makes only the first four. */
const STATUSES = [
  "trialing",
  "active",
  "past_due",
  "canceled",
  "all",
  "incomplete",
  "incomplete_expired",
  "unpaid",
  "paused",
];

export function stripeApi({ store, json, events, billing, secretKey, origin, outages }: StripeApiOptions): Middleware {
  const found = <T>(value: T | undefined, what: string, id: string): T => {
    if (value === undefined) throw noSuch(what, id);
    return value;
  };

  const routes: Route[] = [
    ...catalogueRoutes(store.catalogue, origin, () => store.tax),
    [
      "POST",
      /^\/v1\/customers$/,
      (params) =>
        json.customer(
          store.addCustomer({
            email: text(params, "email", { max: 512 }) ?? null,
            name: text(params, "name", { max: 256 }) ?? null,
            metadata: metadata(params, "metadata"),
          }),
        ),
    ],
    [
      "GET",
      /^\/v1\/customers$/,
      (params) => {
        const email = text(params, "email", { max: 512 });
        const limit = integer(params, "limit", 1, 100) ?? 10;
        const customers = email ? store.customersByEmail(email) : [...store.customers.values()].reverse();
        return list("/v1/customers", customers.slice(0, limit).map(json.customer));
      },
    ],
    ["GET", /^\/v1\/customers\/([\w-]+)$/, (_, id) => json.customer(found(store.customers.get(id!), "customer", id!))],
    ["POST", /^\/v1\/checkout\/sessions$/, (params) => json.session(createCheckoutSession(store, params), origin)],
    [
      "GET",
      /^\/v1\/checkout\/sessions\/([\w-]+)$/,
      (params, id) =>
        json.session(found(store.sessions.get(id!), "checkout.session", id!), origin, expandParam(params)),
    ],
    [
      "POST",
      /^\/v1\/checkout\/sessions\/([\w-]+)\/expire$/,
      (params, id) => {
        const session = found(store.sessions.get(id!), "checkout.session", id!);
        if (session.status !== "open") throw new ApiError(400, "Only open sessions can be expired.");
        session.status = "expired";
        return json.session(session, origin, expandParam(params));
      },
    ],
    [
      "GET",
      /^\/v1\/subscriptions$/,
      (params) => {
        const customer = text(params, "customer");
        const status = text(params, "status") ?? "active";
        if (!STATUSES.includes(status))
          throw new ApiError(400, `Invalid status: ${status}`, "parameter_invalid_string", "status");
        const limit = integer(params, "limit", 1, 100) ?? 10;
        const all = customer ? store.subscriptionsOf(customer) : [...store.subscriptions.values()].reverse();
        // Without a status the provider lists all but the canceled ones.
        const matching = all.filter((sub) =>
          status === "all" ? true : params.status === undefined ? sub.status !== "canceled" : sub.status === status,
        );
        return list(
          "/v1/subscriptions",
          matching.slice(0, limit).map((sub) => json.subscription(sub)),
        );
      },
    ],
    [
      "GET",
      /^\/v1\/subscriptions\/([\w-]+)$/,
      (_, id) => json.subscription(found(store.subscriptions.get(id!), "subscription", id!)),
    ],
    ...subscriptionRoutes(store, json, billing, events),
    ...refundRoutes(store, events),
    ...disputeRoutes(store),
    ["GET", /^\/v1\/invoices$/, (params) => invoiceList(store, json, params)],
    ["POST", /^\/v1\/invoices\/create_preview$/, (params) => invoicePreview(store, json, params)],
    ["GET", /^\/v1\/invoices\/([\w-]+)$/, (_, id) => json.invoice(found(store.invoices.get(id!), "invoice", id!))],
    ["GET", /^\/v1\/events\/([\w-]+)$/, (_, id) => found(events.get(id!), "event", id!)],
    ...taxRoutes(store),
    [
      "POST",
      /^\/v1\/billing_portal\/sessions$/,
      (params) => json.portalSession(createPortalSession(store, params), origin),
    ],
  ];

  const answerOnce = idempotentAnswers({ inFlight: { status: inFlight.status, body: inFlight.body } });

  async function answer(ctx: Parameters<Middleware>[0]): Promise<Answer> {
    try {
      const sessionId = /^\/v1\/checkout\/sessions\/([\w-]+)/.exec(ctx.path)?.[1];
      if (outages.all || (sessionId && outages.sessions.has(sessionId))) {
        throw new ApiError(500, "The stand-in is having an outage.", undefined, undefined, "api_error");
      }
      if (ctx.get("Authorization") !== `Bearer ${secretKey}`) {
        throw new ApiError(401, "Invalid API Key provided.");
      }
      const match = routes
        .map(([method, path, handler]) => ({ method, handler, found: path.exec(ctx.path) }))
        .filter((route) => route.found);
      const route = match.find((candidate) => candidate.method === ctx.method);
      if (!route) {
        throw match.length > 0
          ? new ApiError(405, `Unrecognized request method ${ctx.method} for ${ctx.path}.`)
          : new ApiError(404, `Unrecognized request URL (${ctx.method}: ${ctx.path}).`);
      }
      // The SDK sends a GET's and a DELETE's parameters in the query string, the others' in the body.
      const inQuery = ctx.method === "GET" || ctx.method === "DELETE";
      const params = inQuery ? parseParams(ctx.querystring) : await readParams(ctx.req);
      const result = await route.handler(params, route.found![1]);
      return { status: 200, body: json.expanded(result, expandParam(params), origin) };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { status: error.status, body: error.body };
    }
  }

  return async (ctx, next) => {
    if (!ctx.path.startsWith("/v1/")) return next();
    const key = ctx.method === "POST" && ctx.get("Idempotency-Key") ? `${ctx.path} ${ctx.get("Idempotency-Key")}` : "";
    const result = await answerOnce(key, () => answer(ctx));
    ctx.status = result.status;
    ctx.body = result.body;
    ctx.set("Cache-Control", "no-store");
  };
}
