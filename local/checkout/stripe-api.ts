// The checkout stand-in's side of the payment provider's API, as the official `stripe` SDK calls it:
// `GET /v1/checkout/sessions/:id` (line items when expanded) and `POST …/:id/expire`, with the
// provider's error shape; and its webhooks: a signed `checkout.session.completed` to the site's
// `POST /api/stripe-webhook` when a session completes, again on `POST /checkout/sessions/:id/resend`
// (a redelivery, same event id). `POST /checkout/sessions/:id/outage?down=1|0` makes the API fail
// for that session as in an outage (per session, so tests running side by side do not meet it).
import type { Context, Middleware } from "koa";
import Stripe from "stripe";
import { completedEvent, sessionJson, type SessionStore, type StoredSession } from "./sessions";

export interface StripeApiOptions {
  sessions: SessionStore;
  secretKey: string;
  webhookSecret: string;
  /** Where completed checkouts are announced: the site's webhook URL. */
  webhookUrl: string;
}

interface WebhookDelivery {
  eventId: string;
  sessionId: string;
  status: number | "unreachable";
}

function stripeError(ctx: Context, status: number, type: string, message: string, code?: string) {
  ctx.status = status;
  ctx.body = { error: { type, message, ...(code && { code }) } };
}

export function stripeApi({ sessions, secretKey, webhookSecret, webhookUrl }: StripeApiOptions) {
  const outages = new Set<string>();
  const deliveries: WebhookDelivery[] = [];
  const crypto = Stripe.createSubtleCryptoProvider();

  /** Delivers the completed event once; the result is kept for `GET /checkout/webhook-deliveries`. */
  async function announce(session: StoredSession): Promise<void> {
    const payload = JSON.stringify(completedEvent(session));
    const signature = await Stripe.webhooks.generateTestHeaderStringAsync({
      payload,
      secret: webhookSecret,
      cryptoProvider: crypto,
    });
    const delivery: WebhookDelivery = { eventId: JSON.parse(payload).id, sessionId: session.id, status: "unreachable" };
    deliveries.push(delivery);
    try {
      const response = await fetch(webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      });
      delivery.status = response.status;
    } catch {
      // Stays 'unreachable': the real provider retries later; here a test resends.
    }
  }

  const routes: Middleware = async (ctx, next) => {
    if (ctx.path === "/checkout/webhook-deliveries" && ctx.method === "GET") {
      ctx.body = deliveries;
      return;
    }
    const outage = /^\/checkout\/sessions\/([\w-]+)\/outage$/.exec(ctx.path);
    if (outage && ctx.method === "POST") {
      if (ctx.query.down === "1") outages.add(outage[1]!);
      else outages.delete(outage[1]!);
      ctx.status = 204;
      return;
    }
    const resend = /^\/checkout\/sessions\/([\w-]+)\/resend$/.exec(ctx.path);
    if (resend && ctx.method === "POST") {
      const session = sessions.get(resend[1]!);
      if (session?.status !== "complete") return stripeError(ctx, 404, "invalid_request_error", "No completed session");
      await announce(session);
      ctx.body = deliveries.at(-1);
      return;
    }

    const api = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(ctx.path);
    if (!api) return next();
    if (outages.has(api[1]!)) return stripeError(ctx, 500, "api_error", "The stand-in is having an outage.");
    if (ctx.get("Authorization") !== `Bearer ${secretKey}`) {
      return stripeError(ctx, 401, "invalid_request_error", "Invalid API Key provided.");
    }
    const [, id, expire] = api;
    const session = sessions.get(id!);
    if (!session) {
      return stripeError(ctx, 404, "invalid_request_error", `No such checkout.session: '${id}'`, "resource_missing");
    }
    if (expire && ctx.method === "POST") {
      if (session.status !== "open") return stripeError(ctx, 400, "invalid_request_error", "Session is not open.");
      sessions.settle(session.id, "expired");
    } else if (ctx.method !== "GET") {
      return stripeError(ctx, 405, "invalid_request_error", "Unrecognized request method.");
    }
    const expand = Object.entries(ctx.query)
      .filter(([name]) => name.startsWith("expand"))
      .flatMap(([, value]) => value);
    ctx.body = sessionJson(
      session,
      expand.some((path) => String(path).startsWith("line_items")),
    );
  };

  return { routes, announce };
}
