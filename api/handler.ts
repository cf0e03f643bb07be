// The site's API: one Hono app, the same on every deploy target — the Node server
// (server/api-bridge.ts, @hono/node-server), Cloudflare Pages Functions (functions/) and, through a
// proxy to the Node server, nginx. Every route with its method is below; any other method on a
// route's path is answered 405 with `Allow` (hono/method-not-allowed), HEAD as GET without a body
// (Hono), any other path under /api/ 404. Who sent a request is the target's to say (Hono's
// bindings, request-source.ts): the per-source limits count by it (source-limits.ts).
// Why Hono, zod and lru-cache: docs/decisions/026-api-on-hono.md
//   GET  /api/checkout-sessions/:id  what the payment provider says about a checkout (for /success)
//   POST /api/stripe-webhook         the provider's signed events: a subscription's life (subscribers/lifecycle.ts)
//   GET  /api/subscription           a signed-in person's subscriptions } the access token's person only
//   POST /api/checkout               where their plan press goes  } (subscribers/subscriber-handler.ts)
//   POST /api/portal                 their customer portal        }
//   POST /api/not-mine               a purchase added by their email is not theirs }
//   POST /api/exposures              a landing visit's headline } (experiment/experiment-handler.ts)
//   GET  /api/experiment             the owner's readout        }
//   /api/cancel-links…, /api/mail-links/:token   what a mail's links do (mail/mail-link-routes.ts)
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { methodNotAllowed } from "hono/method-not-allowed";
import { cancelPaths } from "../app/contracts/cancel-api.ts";
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
import { formRefusal, mailLinkPath, type MailLinkRoutes } from "./mail/mail-link-routes.ts";
import type { SourceLimits } from "./source-limits.ts";
import { subscriberHandler } from "./subscribers/subscriber-handler.ts";
import type { SubscriberRoutes } from "./subscribers/subscriber-routes.ts";

export const API_PREFIX = apiPaths.prefix;

/** `source`: who sent it, as the deploy target knows (request-source.ts); unknown ones share a limit. */
export type ApiHandler = (request: Request, source?: string) => Promise<Response>;

/** What a deploy target hands the app with each request (Hono's bindings). */
type ApiEnv = { Bindings: { source: string } };

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
  /** The per-source limits of the beacon, the checkout lookup and the mailed links (none when unset). */
  limits?: SourceLimits;
  /** How long a person's request may take before it is answered "try again" (subscriber-handler.ts). */
  answerBudgetMs?: number;
  /** Work that goes on after its request was answered: a shutdown waits for it. */
  keep?: (work: Promise<unknown>) => void;
}

const logError: Log = (message, error) => console.error(message, error);

/** A path's last segment as sent: Hono decodes its params, and no id or token of ours is percent-encoded. */
const lastSegment = (c: Context) => c.req.path.slice(c.req.path.lastIndexOf("/") + 1);

/** The route's answer once `ready` is set up; before, 503 saying what is not. */
const needs =
  (ready: unknown, missing: string): MiddlewareHandler<ApiEnv> =>
  async (_c, next) =>
    ready ? next() : unavailable(missing);

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
  const mail = subscribers?.mailLinks;
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

  /** At most so many requests per source (source-limits.ts); over it, `over`'s answer or 429. */
  const perSource =
    (
      limit: keyof SourceLimits,
      over?: (c: Context<ApiEnv>) => Response | null | undefined,
    ): MiddlewareHandler<ApiEnv> =>
    async (c, next) => {
      const refused = limits?.[limit].refusal(c.env.source);
      if (!refused) return next();
      return over?.(c) ?? tooManyRequests(refused.retryAfter);
    };
  const configured = needs(provider, "The API is not configured on this server.");
  const withSubscribers = [configured, needs(subscriber, "Subscribers are not set up on this server.")] as const;

  // The path as sent, not decoded, as the routes' ids and tokens are read from it.
  const app = new Hono<ApiEnv>({ getPath: (request) => new URL(request.url).pathname });
  app.notFound(() => json(404, { error: "No such API route." }));
  // Left to the deploy target, which answers a failure as it does for its pages.
  app.onError((error) => {
    throw error;
  });
  // First, so that it turns the 404 of a known path without this method into a 405.
  app.use(
    methodNotAllowed({
      app,
      onMethodNotAllowed: (_c, methods) => json(405, { error: "Method not allowed." }, { Allow: methods.join(", ") }),
    }),
  );

  app.get(apiPaths.checkoutSession(":id{[^/]*}"), perSource("lookups"), configured, (c) =>
    checkoutSession(lastSegment(c)),
  );
  app.post(apiPaths.stripeWebhook, configured, (c) => webhook(c.req.raw));

  app.get(subscriberPaths.subscription, ...withSubscribers, (c) => subscriber!.subscription(c));
  app.post(subscriberPaths.checkout, ...withSubscribers, (c) => subscriber!.checkout(c));
  app.post(subscriberPaths.portal, ...withSubscribers, (c) => subscriber!.portal(c));
  app.post(subscriberPaths.notMine, ...withSubscribers, (c) => subscriber!.notMine(c));

  const refusedBeacon = () => void subscribers?.experiment.refused();
  app.post(experimentPaths.exposures, perSource("beacons", refusedBeacon), ...withSubscribers, (c) =>
    experiment!.exposure(c),
  );
  app.get(experimentPaths.readout, ...withSubscribers, (c) => experiment!.readout(c));

  // A mail's links, any method: limited per source first (a form over it goes back to its page).
  const cancelLink = `${cancelPaths.request}/:token`;
  for (const path of [cancelPaths.request, cancelLink, mailLinkPath(":token")]) {
    app.use(
      path,
      perSource("mailLinks", (c) => formRefusal(c.req.raw, c.req.path)),
      needs(mail, "Mails are not set up on this server."),
    );
  }
  app.post(cancelPaths.request, (c) => mail!.requestLinks(c.req.raw));
  app.get(cancelLink, (c) => mail!.peek(lastSegment(c)));
  app.post(cancelLink, (c) =>
    c.req.path === cancelPaths.fromPage ? mail!.cancelFromPage(c.req.raw) : mail!.cancel(lastSegment(c), c.req.raw),
  );
  app.get(mailLinkPath(":token"), (c) => mail!.updateCard(lastSegment(c)));

  return async (request, source = UNKNOWN_SOURCE) => app.fetch(request, { source });
}
