// The site's API, one fetch-style handler (Request → Response) that every deploy target runs
// unchanged: the Node server (server/site-server.ts), Cloudflare Pages Functions (functions/) and,
// through a proxy to the Node server, nginx. Its routes:
//   GET  /api/checkout-sessions/:id  what the payment provider says about a checkout (for /success)
//   POST /api/stripe-webhook         the provider's signed events: a subscription's life (subscribers/lifecycle.ts)
//   GET  /api/subscription           a signed-in person's subscriptions } the access token's person only
//   POST /api/checkout               where their plan press goes  } (subscribers/subscriber-routes.ts)
//   POST /api/portal                 their customer portal        }
//   POST /api/exposures              a landing visit's headline (experiment/exposures.ts)
//   GET  /api/experiment             the owner's readout of the headline experiment (experiment/readout.ts)
import { apiPaths, CHECKOUT_SESSION_ID } from "../app/contracts/checkout-api.ts";
import { PERSON_CLAIM_HEADER, subscriberPaths, type SubscriptionAnswer } from "../app/contracts/subscription-api.ts";
import { experimentPaths, OWNER_PERMISSION } from "../app/contracts/experiment-api.ts";
import { isbot } from "isbot";
import { exposureBeacon, MAX_BEACON_BYTES } from "./experiment/exposures.ts";
import { readoutPeriod, type ExperimentRoutes } from "./experiment/experiment-routes.ts";
import type { AccessTokenVerifier } from "./access-token.ts";
import type { PaymentProvider } from "./checkout-sessions.ts";
import { DatabaseUnavailable } from "./database/database.ts";
import { readBody } from "./read-body.ts";
import type { Lifecycle } from "./subscribers/lifecycle.ts";
import type { PersonClaims } from "./subscribers/person-claim.ts";
import {
  checkoutRequest,
  portalRequest,
  RequestProblem,
  type SubscriberRoutes,
} from "./subscribers/subscriber-routes.ts";

export const API_PREFIX = apiPaths.prefix;
/** `apiPaths.checkoutSession(id)`, any id: a malformed one is answered 400 below. */
const SESSION_PATH = new RegExp(`^${apiPaths.checkoutSession("([^/]*)")}$`);

export type ApiHandler = (request: Request) => Promise<Response>;

/** An event with many invoice lines or much metadata is far bigger than any request of the pages. */
export const MAX_EVENT_BYTES = 1024 * 1024;

interface ApiDependencies {
  /** Unset when the settings are missing or malformed: every route answers 503. */
  provider?: PaymentProvider;
  /** Unset when subscribers are not set up (no database or no API audience): their routes and the webhook answer 503. */
  subscribers?: {
    access: AccessTokenVerifier;
    routes: SubscriberRoutes;
    lifecycle: Lifecycle;
    claims: PersonClaims;
    experiment: ExperimentRoutes;
  };
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

type Route = "session" | "webhook" | "subscription" | "checkout" | "portal" | "exposures" | "experiment";

const METHODS: Record<Route, string[]> = {
  session: ["GET", "HEAD"],
  webhook: ["POST"],
  subscription: ["GET", "HEAD"],
  checkout: ["POST"],
  portal: ["POST"],
  exposures: ["POST"],
  experiment: ["GET", "HEAD"],
};

function routeOf(pathname: string): { route: Route; id?: string } | null {
  const session = SESSION_PATH.exec(pathname);
  if (session) return { route: "session", id: session[1]! };
  if (pathname === apiPaths.stripeWebhook) return { route: "webhook" };
  if (pathname === subscriberPaths.subscription) return { route: "subscription" };
  if (pathname === subscriberPaths.checkout) return { route: "checkout" };
  if (pathname === subscriberPaths.portal) return { route: "portal" };
  if (pathname === experimentPaths.exposures) return { route: "exposures" };
  if (pathname === experimentPaths.readout) return { route: "experiment" };
  return null;
}

async function jsonBody(request: Request): Promise<unknown> {
  const body = await readBody(request);
  if (body.tooLarge) return undefined;
  try {
    return JSON.parse(body.text);
  } catch {
    return undefined;
  }
}

export function createApiHandler({ provider, subscribers, log = logError }: ApiDependencies): ApiHandler {
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
    const body = await readBody(request, MAX_EVENT_BYTES);
    if (body.tooLarge) return json(413, { error: "The body is too large." });
    if (!signature) return json(400, { error: "The Stripe-Signature header is missing." });
    let event;
    try {
      event = await provider!.verifiedEvent(body.text, signature);
    } catch {
      return json(400, { error: "The signature does not match." });
    }
    if (!subscribers) return unavailable("Subscribers are not set up on this server; deliver the event again later.");
    // A failure answers 5xx, so the provider delivers the event again later (nothing is lost).
    try {
      const outcome = await subscribers.lifecycle.handle(event);
      return json(200, { received: true, outcome });
    } catch (error) {
      log(`Could not handle event ${event.id} (${event.type}).`, error);
      if (error instanceof DatabaseUnavailable) return unavailable("The database could not be reached.");
      return json(502, { error: "The event could not be handled now; deliver it again later." });
    }
  }

  async function subscriber(route: "subscription" | "checkout" | "portal", request: Request): Promise<Response> {
    const access = await subscribers!.access(request.headers.get("Authorization"));
    if (!access.ok) {
      if (access.status === 503) {
        log(`Access tokens cannot be checked: ${access.problem}`);
        return unavailable("Sign-in could not be checked. Try again in a moment.");
      }
      return json(401, { error: "Sign in again." }, { "WWW-Authenticate": access.wwwAuthenticate });
    }
    const { routes } = subscribers!;
    try {
      if (route === "subscription") {
        const fresh = new URL(request.url).searchParams.get("fresh") === "1";
        // With the person's claim, for the page to carry in a payment link should it need the fallback.
        const claim = await subscribers!.claims.sign(access.sub);
        const owner = access.permissions.includes(OWNER_PERMISSION);
        return json(
          200,
          { ...(await routes.subscription(access.sub, access.token, fresh)), owner } satisfies SubscriptionAnswer,
          claim ? { [PERSON_CLAIM_HEADER]: claim } : {},
        );
      }
      const body = await jsonBody(request);
      if (route === "checkout") {
        const asked = checkoutRequest(body);
        if (!asked) return json(400, { error: "Say which plan offer, in which of the site's languages." });
        return json(200, await routes.checkout(access.sub, access.token, asked));
      }
      const asked = portalRequest(body);
      if (!asked) return json(400, { error: "Say whether to manage or cancel, in which of the site's languages." });
      return json(200, await routes.portal(access.sub, asked));
    } catch (error) {
      if (error instanceof RequestProblem) return json(error.status, { error: error.message });
      log(`Could not answer ${request.method} ${new URL(request.url).pathname}.`, error);
      if (error instanceof DatabaseUnavailable)
        return unavailable("The database could not be reached. Try again in a moment.");
      // The provider refused or could not be reached: the page must not sell around it.
      return json(502, { error: "The payment provider could not do this now. Try again in a moment." });
    }
  }

  /** A landing visit's beacon: counted unless a bot sent it; nothing about the sender is kept. */
  async function exposure(request: Request): Promise<Response> {
    const body = await readBody(request, MAX_BEACON_BYTES);
    if (body.tooLarge) return json(413, { error: "The body is too large." });
    if (isbot(request.headers.get("User-Agent") ?? ""))
      return new Response(null, { status: 204, headers: API_HEADERS });
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.text);
    } catch {
      parsed = undefined;
    }
    const beacon = exposureBeacon(parsed);
    if (!beacon) return json(400, { error: "That is not a landing visit's beacon." });
    try {
      await subscribers!.experiment.record(beacon);
      return new Response(null, { status: 204, headers: API_HEADERS });
    } catch (error) {
      log("Could not record an exposure.", error);
      return unavailable("The database could not be reached.");
    }
  }

  /** The readout, for the site's owner only: an RBAC permission (docs/decisions/008-owner-as-rbac-permission.md). */
  async function experiment(request: Request): Promise<Response> {
    const access = await subscribers!.access(request.headers.get("Authorization"));
    if (!access.ok) {
      if (access.status === 503) return unavailable("Sign-in could not be checked. Try again in a moment.");
      return json(401, { error: "Sign in again." }, { "WWW-Authenticate": access.wwwAuthenticate });
    }
    if (!access.permissions.includes(OWNER_PERMISSION))
      return json(403, { error: "The readout is for the site's owner." });
    const period = readoutPeriod(new URL(request.url).searchParams);
    if (!period) return json(400, { error: "since and until are days (YYYY-MM-DD), since before until." });
    try {
      return json(200, await subscribers!.experiment.readout(period));
    } catch (error) {
      log("Could not read the experiment.", error);
      return unavailable("The database could not be reached. Try again in a moment.");
    }
  }

  return async (request) => {
    const found = routeOf(new URL(request.url).pathname);
    if (!found) return json(404, { error: "No such API route." });
    const { route, id } = found;
    if (!METHODS[route].includes(request.method)) return wrongMethod(METHODS[route].join(", "));
    if (!provider) return unavailable("The API is not configured on this server.");
    if (route === "session") return checkoutSession(id!);
    if (route === "webhook") return webhook(request);
    if (!subscribers) return unavailable("Subscribers are not set up on this server.");
    if (route === "exposures") return exposure(request);
    if (route === "experiment") return experiment(request);
    return subscriber(route, request);
  };
}
