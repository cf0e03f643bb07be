// The site's API, one fetch-style handler (Request → Response) that every deploy target runs
// unchanged: the Node server (server/site-server.ts), Cloudflare Pages Functions (functions/) and,
// through a proxy to the Node server, nginx. Its routes:
//   GET  /api/checkout-sessions/:id  what the payment provider says about a checkout (for /success)
//   POST /api/stripe-webhook         the provider's signed events: a subscription's life (subscribers/lifecycle.ts)
//   GET  /api/subscription           a signed-in person's subscriptions } the access token's person only
//   POST /api/checkout               where their plan press goes  } (subscribers/subscriber-handler.ts)
//   POST /api/portal                 their customer portal        }
//   POST /api/not-mine               a purchase added by their email is not theirs }
//   POST /api/exposures              a landing visit's headline } (experiment/experiment-handler.ts)
//   GET  /api/experiment             the owner's readout        }
//   /api/cancel-links…, /api/mail-links/:token   what a mail's links do (mail/mail-link-routes.ts)
import { apiPaths, CHECKOUT_SESSION_ID } from "../app/contracts/checkout-api.ts";
import { subscriberPaths } from "../app/contracts/subscription-api.ts";
import { experimentPaths } from "../app/contracts/experiment-api.ts";
import type { AccessTokenVerifier } from "./access-token.ts";
import { checkoutSessionAnswers } from "./checkout-session-answers.ts";
import type { PaymentProvider } from "./checkout-sessions.ts";
import { DatabaseUnavailable } from "./database/database.ts";
import { experimentHandler } from "./experiment/experiment-handler.ts";
import type { ExperimentRoutes } from "./experiment/experiment-routes.ts";
import { MAX_EVENT_BYTES, readBody } from "./read-body.ts";
import { UNKNOWN_SOURCE } from "./request-source.ts";
import { json, tooLarge, tooManyRequests, unavailable, type Log } from "./responses.ts";
import type { Lifecycle } from "./subscribers/lifecycle.ts";
import { formRefusal, isMailLinkPath, type MailLinkRoutes } from "./mail/mail-link-routes.ts";
import type { SourceLimits } from "./source-limits.ts";
import { subscriberHandler } from "./subscribers/subscriber-handler.ts";
import type { SubscriberRoutes } from "./subscribers/subscriber-routes.ts";

export const API_PREFIX = apiPaths.prefix;
/** `apiPaths.checkoutSession(id)`, any id: a malformed one is answered 400 below. */
const SESSION_PATH = new RegExp(`^${apiPaths.checkoutSession("([^/]*)")}$`);

/** `source`: who sent it, as the deploy target knows (request-source.ts); unknown ones share a limit. */
export type ApiHandler = (request: Request, source?: string) => Promise<Response>;

interface ApiDependencies {
  /** Unset when the settings are missing or malformed: every route answers 503. */
  provider?: PaymentProvider;
  /** Unset when subscribers are not set up (no database or no API audience): their routes, the experiment's and the webhook answer 503. */
  subscribers?: {
    access: AccessTokenVerifier;
    routes: SubscriberRoutes;
    lifecycle: Lifecycle;
    experiment: ExperimentRoutes;
    /** The mailed links' routes (api/mail/): unset when no mail is sent. */
    mailLinks?: MailLinkRoutes;
    /** After an event is handled: send the mails it wrote. */
    afterEvent?: () => void;
  };
  log?: Log;
  /** The per-source limits of the beacon and the checkout lookup (none when unset). */
  limits?: SourceLimits;
  /** How long a person's request may take before it is answered "try again" (subscriber-handler.ts). */
  answerBudgetMs?: number;
  /** Work that goes on after its request was answered: a shutdown waits for it. */
  keep?: (work: Promise<unknown>) => void;
}

const logError: Log = (message, error) => console.error(message, error);

type Route = "session" | "webhook" | "subscription" | "checkout" | "portal" | "notMine" | "exposures" | "experiment";

const METHODS: Record<Route, string[]> = {
  session: ["GET", "HEAD"],
  webhook: ["POST"],
  subscription: ["GET", "HEAD"],
  checkout: ["POST"],
  portal: ["POST"],
  notMine: ["POST"],
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
  if (pathname === subscriberPaths.notMine) return { route: "notMine" };
  if (pathname === experimentPaths.exposures) return { route: "exposures" };
  if (pathname === experimentPaths.readout) return { route: "experiment" };
  return null;
}

export function createApiHandler({
  provider,
  subscribers,
  log = logError,
  limits,
  answerBudgetMs,
  keep,
}: ApiDependencies): ApiHandler {
  const subscriber =
    subscribers && subscriberHandler(subscribers.access, subscribers.routes, log, { answerBudgetMs, keep });
  const experiment = subscribers && experimentHandler(subscribers.access, subscribers.experiment, log);

  const sessionAnswer = provider && checkoutSessionAnswers(provider);

  async function checkoutSession(id: string): Promise<Response> {
    if (!CHECKOUT_SESSION_ID.test(id)) return json(400, { error: "That is not a checkout session id." });
    try {
      const { status, body } = await sessionAnswer!(id);
      return json(status, body);
    } catch (error) {
      log(`Could not retrieve checkout session ${id}.`, error);
      return unavailable("The payment provider could not be reached. Try again in a moment.");
    }
  }

  async function webhook(request: Request): Promise<Response> {
    const signature = request.headers.get("Stripe-Signature");
    const body = await readBody(request, MAX_EVENT_BYTES);
    if (body.tooLarge) return tooLarge();
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
      if (outcome === "handled") subscribers.afterEvent?.();
      return json(200, { received: true, outcome });
    } catch (error) {
      log(`Could not handle event ${event.id} (${event.type}).`, error);
      if (error instanceof DatabaseUnavailable) return unavailable("The database could not be reached.");
      return json(502, { error: "The event could not be handled now; deliver it again later." });
    }
  }

  return async (request, source = UNKNOWN_SOURCE) => {
    const { pathname } = new URL(request.url);
    if (isMailLinkPath(pathname)) {
      const refused = limits?.mailLinks.refusal(source);
      if (refused) return formRefusal(request, pathname) ?? tooManyRequests(refused.retryAfter);
      const answer = subscribers?.mailLinks && (await subscribers.mailLinks(request, pathname));
      return answer ?? unavailable("Mails are not set up on this server.");
    }
    const found = routeOf(pathname);
    if (!found) return json(404, { error: "No such API route." });
    const { route, id } = found;
    if (!METHODS[route].includes(request.method))
      return json(405, { error: "Method not allowed." }, { Allow: METHODS[route].join(", ") });
    const limit = route === "session" ? limits?.lookups : route === "exposures" ? limits?.beacons : undefined;
    const refused = limit?.refusal(source);
    if (refused) {
      if (route === "exposures") subscribers?.experiment.refused();
      return tooManyRequests(refused.retryAfter);
    }
    if (!provider) return unavailable("The API is not configured on this server.");
    if (route === "session") return checkoutSession(id!);
    if (route === "webhook") return webhook(request);
    if (!subscriber || !experiment) return unavailable("Subscribers are not set up on this server.");
    if (route === "exposures") return experiment.exposure(request);
    if (route === "experiment") return experiment.readout(request);
    return subscriber(route, request);
  };
}
