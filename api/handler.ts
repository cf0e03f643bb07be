// The site's API, one fetch-style handler (Request → Response) that every deploy target runs
// unchanged: the Node server (server/site-server.ts), Cloudflare Pages Functions (functions/) and,
// through a proxy to the Node server, nginx. Two routes:
//   GET  /api/checkout-sessions/:id  what the payment provider says about a checkout (for /success)
//   POST /api/stripe-webhook         the provider's signed events: a completed checkout is reported
//                                    to GA4 for a visitor who agreed to analytics
import { apiPaths, CHECKOUT_SESSION_ID } from "../app/contracts/checkout-api.ts";
import type { PaymentProvider } from "./checkout-sessions.ts";
import type { SendPurchase } from "./measurement-protocol.ts";
import { readBody } from "./read-body.ts";

export const API_PREFIX = apiPaths.prefix;
/** `apiPaths.checkoutSession(id)`, any id: a malformed one is answered 400 below. */
const SESSION_PATH = new RegExp(`^${apiPaths.checkoutSession("([^/]*)")}$`);

export type ApiHandler = (request: Request) => Promise<Response>;

interface ApiDependencies {
  /** Unset when the settings are missing or malformed: every route answers 503. */
  provider?: PaymentProvider;
  /** Unset when analytics is off. */
  sendPurchase?: SendPurchase;
  log?: (message: string, error?: unknown) => void;
}

/**
 * What every answer of the API says of itself: data, never a document, never cached. The same on
 * every deploy target — hosts that add no headers to functions (Cloudflare Pages) too, and nginx
 * passes them on as they are (scripts/postbuild/nginx-config.ts).
 */
export const API_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...API_HEADERS, ...headers },
  });

const wrongMethod = (allow: string) => json(405, { error: "Method not allowed." }, { Allow: allow });
const unavailable = (error: string) => json(503, { error }, { "Retry-After": "5" });

const logError = (message: string, error?: unknown) => console.error(message, error);

export function createApiHandler({ provider, sendPurchase, log = logError }: ApiDependencies): ApiHandler {
  async function checkoutSession(id: string): Promise<Response> {
    if (!CHECKOUT_SESSION_ID.test(id)) return json(400, { error: "That is not a checkout session id." });
    try {
      const found = await provider!.checkout(id);
      if (!found) return json(404, { state: "unknown" });
      if (found.state !== "confirmed") return json(200, { state: found.state });
      const { transactionId, offer, value, currency } = found.checkout;
      return json(200, { state: "confirmed", transactionId, offer, value, currency });
    } catch (error) {
      log(`Could not retrieve checkout session ${id}.`, error);
      return unavailable("The payment provider could not be reached. Try again in a moment.");
    }
  }

  async function webhook(request: Request): Promise<Response> {
    const signature = request.headers.get("Stripe-Signature");
    const body = await readBody(request);
    if (body.tooLarge) return json(413, { error: "The body is too large." });
    if (!signature) return json(400, { error: "The Stripe-Signature header is missing." });
    let event;
    try {
      event = await provider!.verifiedEvent(body.text, signature);
    } catch {
      return json(400, { error: "The signature does not match." });
    }
    if (event.type !== "checkout.session.completed") return json(200, { received: true });

    // The event carries no line items: ask for the session as /success does. A failure here
    // answers 5xx, so the provider delivers the event again later.
    let found;
    try {
      found = await provider!.checkout(event.data.object.id);
    } catch (error) {
      log(`Could not retrieve checkout session ${event.data.object.id} for event ${event.id}.`, error);
      return unavailable("The payment provider could not be reached.");
    }
    const reference = found?.state === "confirmed" ? found.checkout.reference : null;
    if (found?.state !== "confirmed" || !reference?.analyticsConsent || !sendPurchase) {
      return json(200, { received: true, reported: false });
    }
    try {
      await sendPurchase(found.checkout, reference);
    } catch (error) {
      log(`Could not report checkout ${found.checkout.transactionId} to analytics.`, error);
      return json(502, { error: "Analytics could not be reached." });
    }
    return json(200, { received: true, reported: true });
  }

  return async (request) => {
    const { pathname } = new URL(request.url);
    const session = SESSION_PATH.exec(pathname);
    const route = session ? "session" : pathname === apiPaths.stripeWebhook ? "webhook" : null;
    if (!route) return json(404, { error: "No such API route." });
    if (route === "session" && request.method !== "GET" && request.method !== "HEAD") return wrongMethod("GET, HEAD");
    if (route === "webhook" && request.method !== "POST") return wrongMethod("POST");
    if (!provider) return unavailable("The API is not configured on this server.");
    return route === "session" ? checkoutSession(session![1]!) : webhook(request);
  };
}
