// The signed-in person's routes over HTTP, Hono handlers (api/handler.ts): the access token names
// the person, the request's body says only what they press (subscriber-requests.ts, zod),
// subscriber-routes.ts answers.
//   GET  /api/subscription
//   POST /api/checkout       400 unless it names an offer and a language of the site (413 for a body over 64 KB)
//   POST /api/portal         400 unless it says manage or cancel, and a language of the site (413 likewise)
//   POST /api/not-mine       400 unless it names a subscription (413 likewise)
import type { Context } from "hono";
import type { z } from "zod";
import { OWNER_PERMISSION } from "../../app/contracts/experiment-api.ts";
import type { SubscriptionAnswer } from "../../app/contracts/subscription-api.ts";
import type { AccessTokenVerifier } from "../access-token.ts";
import { DatabaseUnavailable } from "../database/database.ts";
import { jsonBody } from "../read-body.ts";
import { json, refusal, tooLarge, unavailable, type Log } from "../responses.ts";
import {
  checkoutRequest,
  IdentityUnavailable,
  notMineRequest,
  portalRequest,
  RequestProblem,
  subscriptionQuery,
} from "./subscriber-requests.ts";
import type { SubscriberRoutes } from "./subscriber-routes.ts";

/** Who asks: the access token's person, the token itself (for /userinfo), and whether they are the owner. */
interface Person {
  sub: string;
  token: string;
  owner: boolean;
}

/**
 * How long a person's request may take before it is answered "try again": under the page's own wait
 * (15 s, app/shared/auth/api-request.ts), so the page hears the API's answer, never its own timeout.
 * Work still under way goes on and is kept; a press again expires a checkout it made.
 */
export const ANSWER_BUDGET_MS = 12_000;

const LATE = Symbol("late");

/** The work's answer, or LATE once `ms` have passed (the work goes on; a failure after is logged). */
function within<T>(work: Promise<T>, ms: number, log: Log, what: string): Promise<T | typeof LATE> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let answeredLate = false;
  const late = new Promise<typeof LATE>(
    (resolve) =>
      (timer = setTimeout(() => {
        answeredLate = true;
        resolve(LATE);
      }, ms)),
  );
  work.catch((error: unknown) => answeredLate && log(`${what} failed after it was answered as late.`, error));
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** `keep`: work answered late goes on; the server's shutdown waits for it (api.ts). */
export function subscriberHandler(
  access: AccessTokenVerifier,
  routes: SubscriberRoutes,
  log: Log,
  {
    answerBudgetMs = ANSWER_BUDGET_MS,
    keep,
  }: { answerBudgetMs?: number; keep?: (work: Promise<unknown>) => void } = {},
) {
  /** The person's request, answered within the budget; the access token checked first. */
  const signedIn =
    (answer: (c: Context, person: Person) => Promise<Response>) =>
    async (c: Context): Promise<Response> => {
      const checked = await access(c.req.raw.headers.get("Authorization"));
      if (!checked.ok) return refusal(checked, log);
      const what = `${c.req.method} ${c.req.path}`;
      try {
        const owner = checked.permissions.includes(OWNER_PERMISSION);
        const work = answer(c, { sub: checked.sub, token: checked.token, owner });
        const answered = await within(work, answerBudgetMs, log, what);
        if (answered !== LATE) return answered;
        keep?.(work);
        log(`${what} took longer than ${answerBudgetMs} ms: answered 503.`);
        return unavailable("This is taking longer than it should just now. Try again in a moment.");
      } catch (error) {
        if (error instanceof RequestProblem) return json(error.status, { error: error.message });
        if (error instanceof IdentityUnavailable) return unavailable(error.message);
        log(`Could not answer ${what}.`, error);
        if (error instanceof DatabaseUnavailable)
          return unavailable("The database could not be reached. Try again in a moment.");
        // The provider refused or could not be reached: the page must not sell around it.
        return json(502, { error: "The payment provider could not do this now. Try again in a moment." });
      }
    };

  /** A press: its JSON body (413 over 64 KB) as `request` takes it, or 400 saying what to send. */
  const press = <T>(request: z.ZodType<T>, problem: string, answer: (asked: T, person: Person) => Promise<unknown>) =>
    signedIn(async (c, person) => {
      const body = await jsonBody(c.req.raw);
      if (body.tooLarge) return tooLarge();
      const asked = request.safeParse(body.value);
      if (!asked.success) return json(400, { error: problem });
      return json(200, await answer(asked.data, person));
    });

  return {
    subscription: signedIn(async (c, { sub, token, owner }) => {
      const { fresh } = subscriptionQuery.parse(c.req.query());
      const subscriptions = await routes.subscription(sub, token, fresh);
      return json(200, { ...subscriptions, owner } satisfies SubscriptionAnswer);
    }),
    checkout: press(checkoutRequest, "Say which offer, in which of the site's languages.", (asked, { sub, token }) =>
      routes.checkout(sub, token, asked),
    ),
    portal: press(
      portalRequest,
      "Say whether to manage or cancel, in which of the site's languages.",
      (asked, { sub }) => routes.portal(sub, asked),
    ),
    notMine: press(notMineRequest, "Say which subscription is not yours.", (asked, { sub }) =>
      routes.notMine(sub, asked),
    ),
  };
}
