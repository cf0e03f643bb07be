// The API as a deploy target runs it: settings from the environment; the provider's SDK, the
// database, the identity provider's keys and GA4's Measurement Protocol behind the handler. With
// settings missing or malformed it still answers, 503 on every route, and says what is wrong; with
// no API audience (or no database) the subscriber and experiment routes and the webhook answer 503.
import { accessTokenVerifier } from "./access-token.ts";
import { stripeProvider } from "./checkout-sessions.ts";
import type { DatabaseAccess } from "./database/database.ts";
import { createApiHandler } from "./handler.ts";
import { measurementProtocol } from "./measurement-protocol.ts";
import { readApiSettings, type ApiSettings } from "./settings.ts";
import { sourceLimits, type SourceLimits } from "./source-limits.ts";
import { stripeClient } from "./stripe-client.ts";
import { billing } from "./subscribers/billing.ts";
import { experimentRoutes } from "./experiment/experiment-routes.ts";
import { identityProfiles } from "./subscribers/identity-profile.ts";
import { lifecycle } from "./subscribers/lifecycle.ts";
import { subscriberRoutes } from "./subscribers/subscriber-routes.ts";
import { subscriberMailing, type SubscriberMailing } from "./mail/subscriber-mailing.ts";

const SUBSCRIBERS_OFF = "the subscriber and experiment routes and the webhook answer 503.";

export interface Api {
  /** `waitUntil`: the target's way to keep work going after the answer (a Worker's); a Node server keeps it itself. */
  handle(request: Request, source?: string, waitUntil?: (work: Promise<unknown>) => void): Promise<Response>;
  /** What is missing or malformed in the environment; empty when the API is ready. */
  problems: string[];
  /** Opens and migrates the database at start, so a bad DATABASE_URL shows then, not at the first request. */
  ready(): Promise<void>;
  /** Sends the mails due now (the tests'; a server sends them itself after each change and every so often). */
  sendMails(): Promise<unknown>;
  /** Ends the database's connections once the requests in flight are answered (a server's shutdown). */
  close(): Promise<void>;
}

interface ApiOptions {
  fetch?: typeof fetch;
  /** Where it says what is missing (once, at start) and what it could not do (the console by default). */
  log?: (message: string, error?: unknown) => void;
  /** The target's way to the database (Node: api/database/node-database.ts; Workers: by URL only). */
  database?: (settings: ApiSettings["database"]) => DatabaseAccess | null;
  /** Landing beacons written in batches (a long-lived server), or each before its answer (a Worker). */
  batchBeacons?: boolean;
  /** How many beacons and checkout lookups one source may send (api/source-limits.ts). */
  limits?: SourceLimits;
  /** How long a person's request may take before it is answered "try again" (a test's shorter one). */
  answerBudgetMs?: number;
  /** How often a long-lived server sends the mails due (retries); a Worker sends them after requests. */
  mailEveryMs?: number;
}

export function createApi(
  env: Record<string, string | undefined>,
  {
    fetch: fetchFn = fetch,
    log = console.error,
    database: openDatabase,
    batchBeacons = true,
    limits = sourceLimits(),
    answerBudgetMs,
    mailEveryMs,
  }: ApiOptions = {},
): Api {
  const result = readApiSettings(env);
  if (!result.ok) {
    log(`The site's API is not configured; /api/ answers 503 until it is:\n  ${result.problems.join("\n  ")}`);
    const none = async () => {};
    return { handle: createApiHandler({}), problems: result.problems, ready: none, sendMails: none, close: none };
  }
  const settings = result.settings;
  const stripe = stripeClient(settings.stripe, fetchFn);
  const provider = stripeProvider(stripe, settings.stripe.webhookSecret);
  const database = settings.subscribers ? (openDatabase?.(settings.database) ?? null) : null;
  if (!settings.subscribers) {
    log(`No API audience (AUTH0_AUDIENCE or VITE_AUTH0_AUDIENCE): ${SUBSCRIBERS_OFF}`);
  } else if (!database) {
    log(`No database on this target (DATABASE_URL): ${SUBSCRIBERS_OFF}`);
  }
  if (settings.subscribers && database && !settings.mail) log("No RESEND_API_KEY: no mail is written or sent.");
  // A shutdown closes the database only once the requests in flight have their answers, and the
  // work answered late (subscriber-handler.ts) and the mails being sent are done.
  const running = new Set<Promise<unknown>>();
  const keep = (work: Promise<unknown>) => {
    running.add(work);
    void work.finally(() => running.delete(work)).catch(() => {});
  };
  let subscribers: Parameters<typeof createApiHandler>[0]["subscribers"];
  let mailing: SubscriberMailing | undefined;
  if (settings.subscribers && database) {
    const sendHit = settings.analytics && measurementProtocol(settings.analytics, fetchFn);
    const billed = billing(stripe, settings.subscribers.siteUrl);
    const life = lifecycle(database, billed, provider, sendHit, !!settings.mail);
    mailing =
      settings.mail &&
      subscriberMailing({
        database,
        billing: billed,
        lifecycle: life,
        settings: { ...settings, mail: settings.mail, subscribers: settings.subscribers },
        log,
        keep,
      });
    subscribers = {
      access: accessTokenVerifier({ ...settings.subscribers, fetch: fetchFn }),
      routes: subscriberRoutes(database, billed, life, identityProfiles(settings.subscribers.issuer, fetchFn)),
      lifecycle: life,
      experiment: experimentRoutes(database, { batchBeacons }),
      mailLinks: mailing?.routes,
      afterEvent: mailing?.send,
    };
  }
  const handler = createApiHandler({ provider, subscribers, log, limits, answerBudgetMs, keep });
  const timer = mailing && mailEveryMs ? setInterval(() => mailing.send(), mailEveryMs) : undefined;
  (timer as { unref?: () => void } | undefined)?.unref?.();
  return {
    async handle(request, source, waitUntil) {
      const answer = handler(request, source);
      keep(answer);
      // A Worker has no timer: the mails due (retries too) are sent after a request, now and then.
      if (waitUntil && mailing) waitUntil(answer.then(() => mailing.sendWhenDue()).catch(() => {}));
      return answer;
    },
    problems: [],
    ready: async () => database?.use(async () => {}),
    sendMails: async () => mailing?.send(),
    async close() {
      clearInterval(timer);
      await Promise.allSettled([...running]);
      await subscribers?.experiment.flush().catch((error: unknown) => log("Could not write the last beacons.", error));
      await database?.close();
    },
  };
}
