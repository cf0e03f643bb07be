// The stand-in for GA4's Measurement Protocol: takes `POST /mp/collect` as Google does (the
// measurement id and API secret in the query, the events as JSON) and lists what it received at
// `GET /mp/hits`, so tests can see what the site's server reported. `POST /debug/mp/collect` is its
// validation server: the same request, answered with `validationMessages` and kept nowhere.
import type { Middleware } from "koa";
import { readText } from "../read-body";

/** A Measurement Protocol request is a few events: far below this. */
const MAX_HIT_BYTES = 64 * 1024;

interface MeasurementHit {
  measurementId: string;
  apiSecret: string;
  clientId: string;
  events: { name: string; params?: Record<string, unknown> }[];
  receivedAt: string;
}

export function measurementCollector(): Middleware {
  const hits: MeasurementHit[] = [];
  return async (ctx, next) => {
    if (ctx.path === "/mp/hits" && ctx.method === "GET") {
      ctx.set("Cache-Control", "no-store");
      ctx.body = hits;
      return;
    }
    if (ctx.path === "/debug/mp/collect" && ctx.method === "POST") {
      let body: unknown;
      try {
        body = JSON.parse(await readText(ctx.req, MAX_HIT_BYTES));
      } catch {
        body = undefined;
      }
      ctx.body = { validationMessages: validationMessages(String(ctx.query.measurement_id ?? ""), body) };
      return;
    }
    if (ctx.path !== "/mp/collect") return next();
    if (ctx.method !== "POST") ctx.throw(405);
    let body: { client_id?: unknown; events?: unknown } = {};
    try {
      body = JSON.parse(await readText(ctx.req, MAX_HIT_BYTES)) ?? {};
    } catch {
      ctx.throw(400, "The body is not JSON.");
    }
    const measurementId = String(ctx.query.measurement_id ?? "");
    const apiSecret = String(ctx.query.api_secret ?? "");
    // Google answers 2xx whatever it gets; the stand-in keeps only well-formed hits.
    if (measurementId && apiSecret && typeof body.client_id === "string" && Array.isArray(body.events)) {
      hits.push({
        measurementId,
        apiSecret,
        clientId: body.client_id,
        events: body.events as MeasurementHit["events"],
        receivedAt: new Date().toISOString(),
      });
    }
    ctx.status = 204;
  };
}

const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

/** What Google's validation server would say of a request (a subset: the ids and the events' names). */
function validationMessages(measurementId: string, body: unknown) {
  const messages: { fieldPath: string; description: string; validationCode: string }[] = [];
  const say = (fieldPath: string, description: string, validationCode: string) =>
    messages.push({ fieldPath, description, validationCode });
  if (!/^G-[A-Z0-9]{4,16}$/.test(measurementId)) say("measurement_id", "Measurement ID is not valid.", "VALUE_INVALID");
  const request = body as { client_id?: unknown; events?: unknown } | undefined;
  if (typeof request?.client_id !== "string") say("client_id", "client_id is required.", "VALUE_REQUIRED");
  if (!Array.isArray(request?.events) || request.events.length === 0)
    say("events", "events are required.", "VALUE_REQUIRED");
  else
    (request.events as { name?: unknown }[]).forEach((event, index) => {
      if (typeof event?.name !== "string" || !EVENT_NAME.test(event.name))
        say("events", `Event at index: [${index}] has invalid name.`, "NAME_INVALID");
    });
  return messages;
}
