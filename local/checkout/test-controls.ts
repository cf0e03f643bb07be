// What tests (and people trying the site) do to the payment stand-in beyond the provider's API:
//   GET  /checkout/webhook-deliveries          every webhook delivery, oldest first
//   POST /checkout/sessions/:id/resend         the session's checkout.session.completed again
//   POST /events/:id/redeliver                 any event again: same id and payload, a new signature
//   (both to the one webhook endpoint that takes the event, or the one named by ?endpoint=we_…)
//   POST /checkout/sessions/:id/outage?down=1  the API fails for that session (0 ends it)
//   POST /outage?down=1                        the whole API fails (0 ends it)
//   POST /test-clock/advance                   {"email", "days"}: moves those customers' clocks on
//   POST /test-disputes                        {"charge" or "payment_intent", "outcome": "lost" |
//                                              "won", "amount"?, "reason"?, "metadata"?}: the
//                                              cardholder disputes the charge and it is decided at
//                                              once (disputes.ts); answers the dispute and its
//                                              deliveries
//   POST /test-refund-failures                 {"refund", "reason"?}: the card could not take the
//                                              refund back (refund-failures.ts); answers the refund
//                                              and its deliveries
//   POST /dashboard/customer-portal            the Dashboard's "Activate": the default portal
//                                              configuration, as a new account first gets it
//   POST /dashboard/tax                        the Dashboard's Tax set-up and registrations: the
//                                              seeded account's (tax.ts), a legal act no API does
import type { Context, Middleware } from "koa";
import { readText } from "../read-body";
import type { Billing } from "./billing";
import type { Catalogue } from "./catalogue";
import { advanceClocks } from "./clock";
import { ControlRefusal } from "./control-body";
import { fileDispute, parseDisputeRequest } from "./disputes";
import { parseParams } from "./form";
import { failRefund, parseRefundFailure } from "./refund-failures";
import { createPortalConfiguration } from "./portal-configurations";
import type { EventLog } from "./events";
import type { Outages } from "./stripe-api";
import type { RenewalNotices } from "./renewal-notices";
import { realNow, type PaymentStore } from "./store";
import { seededTaxSetup } from "./tax";

export interface TestControlOptions {
  store: PaymentStore;
  /** Where the stand-in is reached: the portal's login link starts with it. */
  origin: string;
  billing: Billing;
  events: EventLog;
  outages: Outages;
  notices: RenewalNotices;
}

const MAX_DAYS = 400;

function refuse(ctx: Context, status: number, message: string) {
  ctx.status = status;
  ctx.body = { error: { message } };
}

async function clockRequest(ctx: Context): Promise<{ email: string; days: number } | string> {
  let body: unknown;
  try {
    body = JSON.parse(await readText(ctx.req, 4096));
  } catch {
    return 'The body must be JSON: {"email": "…", "days": N}.';
  }
  const { email, days } = (body ?? {}) as Record<string, unknown>;
  if (typeof email !== "string" || !email) return "email must be a customer's email address.";
  if (typeof days !== "number" || !Number.isInteger(days) || days < 1 || days > MAX_DAYS) {
    return `days must be a whole number from 1 to ${MAX_DAYS}.`;
  }
  return { email, days };
}

export function testControls({ store, origin, billing, events, outages, notices }: TestControlOptions): Middleware {
  return async (ctx, next) => {
    const post = ctx.method === "POST";
    if (ctx.path === "/checkout/webhook-deliveries" && ctx.method === "GET") {
      ctx.set("Cache-Control", "no-store");
      ctx.body = events.deliveries;
      return;
    }
    if (ctx.path === "/outage" && post) {
      outages.all = ctx.query.down === "1";
      ctx.status = 204;
      return;
    }
    const outage = /^\/checkout\/sessions\/([\w-]+)\/outage$/.exec(ctx.path);
    if (outage && post) {
      if (ctx.query.down === "1") outages.sessions.add(outage[1]!);
      else outages.sessions.delete(outage[1]!);
      ctx.status = 204;
      return;
    }
    const resend = /^\/checkout\/sessions\/([\w-]+)\/resend$/.exec(ctx.path);
    const redeliver = /^\/events\/([\w-]+)\/redeliver$/.exec(ctx.path);
    if ((resend || redeliver) && post) {
      const eventId = resend ? events.latest("checkout.session.completed", resend[1]!)?.id : redeliver![1]!;
      if (!eventId) return refuse(ctx, 404, "No completed session");
      const delivery = await events.redeliver(
        eventId,
        typeof ctx.query.endpoint === "string" ? ctx.query.endpoint : undefined,
      );
      if (typeof delivery === "string") return refuse(ctx, 404, delivery);
      ctx.body = delivery;
      return;
    }
    if (ctx.path === "/dashboard/customer-portal" && post) {
      const existing = [...store.catalogue.portalConfigurations.values()].find((config) => config.is_default);
      ctx.body = existing ?? activatePortal(store.catalogue, origin);
      return;
    }
    if (ctx.path === "/dashboard/tax" && post) {
      if (store.tax.settings.status !== "active") store.tax = seededTaxSetup(realNow());
      ctx.body = store.tax.settings;
      return;
    }
    if (ctx.path === "/test-clock/advance" && post) {
      const request = await clockRequest(ctx);
      if (typeof request === "string") return refuse(ctx, 400, request);
      if (store.customersByEmail(request.email).length === 0) {
        return refuse(ctx, 400, `No customer has the email ${request.email}.`);
      }
      ctx.body = await advanceClocks({ store, billing, events, notices }, request.email, request.days);
      return;
    }
    const controls: Record<string, (body: string) => Promise<unknown>> = {
      "/test-disputes": (body) => fileDispute(store, events, parseDisputeRequest(body)),
      "/test-refund-failures": (body) => failRefund(store, events, parseRefundFailure(body)),
    };
    const control = post ? controls[ctx.path] : undefined;
    if (control) {
      try {
        ctx.body = await control(await readText(ctx.req, 4096));
      } catch (error) {
        if (!(error instanceof ControlRefusal)) throw error;
        refuse(ctx, error.status, error.message);
      }
      return;
    }
    return next();
  };
}

/** The Dashboard's first default: cancelling (at the period's end), the card and the invoices; no switching, no login link. */
function activatePortal(catalogue: Catalogue, origin: string) {
  const features = {
    "features[subscription_cancel][enabled]": "true",
    "features[subscription_cancel][mode]": "at_period_end",
    "features[payment_method_update][enabled]": "true",
    "features[invoice_history][enabled]": "true",
    "features[subscription_update][enabled]": "false",
  };
  return createPortalConfiguration(catalogue, parseParams(new URLSearchParams(features).toString()), origin, {
    isDefault: true,
  });
}
