// The stand-in for GA4's Measurement Protocol: takes `POST /mp/collect` as Google does (the
// measurement id and API secret in the query, the events as JSON) and lists what it received at
// `GET /mp/hits`, so tests can see what the site's server reported.
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
