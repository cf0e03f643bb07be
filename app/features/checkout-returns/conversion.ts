// What the checkout's return records (docs/architecture.md, "Data flow: a payment is confirmed").
// /success's script (and /glow's app for a checkout handed on to it) asks the site's API whether the
// payment provider confirms the session named in the URL, and only then marks the visitor paid and sends 'Paid for Glow Up' (label: the A/B/C
// variant) — once per checkout session, however often the page is loaded. The money is not counted
// here: a checkout usually starts a free trial, and GA4's `purchase` goes from the server when an
// invoice with an amount is paid (api/subscribers/lifecycle.ts).
import { config } from "~/config";
import { apiPaths, CHECKOUT_SESSION_ID, RETURN_SESSION_PARAM, type ConfirmedPurchase } from "~/contracts/checkout-api";
import { analyticsEvents } from "~/shared/analytics/analytics-events";
import { sendBeforeLeaving } from "~/shared/analytics/gtag-queue";
import { readJson, storageKeys, writeItem } from "~/shared/browser/storage";
import { readVariant, writeHasPaid } from "~/shared/visitor/visitor";

export type Confirmation =
  | { kind: "confirmed"; purchase: ConfirmedPurchase }
  /** The provider knows the session, and it is open, expired or not one of the site's offers. */
  | { kind: "not-completed" }
  /** No session id, a malformed one, or one the provider does not know. */
  | { kind: "missing" }
  /** The API or the provider could not be reached: ask again later. */
  | { kind: "unreachable" };

const REMEMBERED_SESSIONS = 50;
const CONFIRM_TIMEOUT_MS = 15_000;
/**
 * How long the page keeps waiting while the API says "too many requests from this address" (429,
 * api/source-limits.ts: a crowd behind one address, or someone flooding from it) before it says it
 * cannot confirm yet; each wait as the answer's Retry-After asks.
 */
const BUSY_WAIT_MS = 120_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The answer's Retry-After in milliseconds: its seconds, at most a minute; 5 s when it gives none. */
function retryAfterMs(response: Response): number {
  const seconds = Number(response.headers.get("Retry-After") ?? NaN);
  return (Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) : 5) * 1000;
}

/** The checkout session named by a return URL's query (untrusted: anything odd is no session). */
export function sessionIdFrom(search: string): string | null {
  const id = new URLSearchParams(search).get(RETURN_SESSION_PARAM);
  return id && CHECKOUT_SESSION_ID.test(id) ? id : null;
}

function isPurchase(value: Record<string, unknown>): boolean {
  return (
    typeof value.transactionId === "string" &&
    typeof value.offer === "string" &&
    typeof value.value === "number" &&
    typeof value.currency === "string"
  );
}

/**
 * Asks the site's API what the payment provider says about a checkout session; asked to wait (429),
 * waits and asks again.
 */
export async function confirmCheckout(
  sessionId: string | null,
  fetchFn: typeof fetch = fetch,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<Confirmation> {
  if (!sessionId) return { kind: "missing" };
  for (let waited = 0; ;) {
    const answer = await askOnce(sessionId, fetchFn);
    if (answer.kind !== "busy") return answer;
    if (waited + answer.retryAfterMs > BUSY_WAIT_MS) return { kind: "unreachable" };
    waited += answer.retryAfterMs;
    await wait(answer.retryAfterMs);
  }
}

async function askOnce(
  sessionId: string,
  fetchFn: typeof fetch,
): Promise<Confirmation | { kind: "busy"; retryAfterMs: number }> {
  try {
    const response = await fetchFn(apiPaths.checkoutSession(sessionId), {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(CONFIRM_TIMEOUT_MS),
    });
    if (response.status === 429) return { kind: "busy", retryAfterMs: retryAfterMs(response) };
    // Only the API's own JSON is an answer: a host without the API (its 404 page) is out of reach.
    if (!response.headers.get("Content-Type")?.startsWith("application/json")) return { kind: "unreachable" };
    if (response.status === 400 || response.status === 404) return { kind: "missing" };
    if (!response.ok) return { kind: "unreachable" };
    const body = (await response.json()) as Record<string, unknown>;
    if (body.state === "confirmed" && isPurchase(body)) {
      const { transactionId, offer, value, currency } = body as unknown as ConfirmedPurchase;
      return { kind: "confirmed", purchase: { transactionId, offer, value, currency } };
    }
    return { kind: "not-completed" };
  } catch {
    return { kind: "unreachable" };
  }
}

function reportedSessions(): string[] {
  const stored = readJson(storageKeys.conversions, []);
  return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === "string") : [];
}

/**
 * A confirmed checkout: the visitor is paid; the event goes out once per checkout session. The
 * page is left next, so it resolves once the event is on its way (sendBeforeLeaving).
 */
export function recordConfirmedPurchase(purchase: ConfirmedPurchase): Promise<void> {
  writeHasPaid(true);
  const reported = reportedSessions();
  if (reported.includes(purchase.transactionId)) return Promise.resolve();
  writeItem(storageKeys.conversions, JSON.stringify([...reported, purchase.transactionId].slice(-REMEMBERED_SESSIONS)));
  return sendBeforeLeaving(analyticsEvents.paidForGlowUp(readVariant()), config.analytics.measurementId);
}
