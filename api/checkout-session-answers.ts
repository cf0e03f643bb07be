// What `GET /api/checkout-sessions/:id` answers (api/handler.ts), remembered per session, so that
// reloads of /success and /glow and floods of made-up ids do not each ask the payment provider and
// spend the account's rate limit. A settled session (confirmed, expired, not ours) never changes and
// is remembered for an hour; an open or unknown one for a few seconds. Only the answer is kept,
// never the buyer's email or reference. Why: docs/decisions/024-per-source-limits.md
import { LRUCache } from "lru-cache";
import type { PaymentProvider } from "./checkout-sessions.ts";

export type CheckoutSessionAnswer =
  | {
      status: 200;
      body:
        | { state: "confirmed"; transactionId: string; offer: string; value: number; currency: string }
        | { state: "open" | "expired" | "not-ours" };
    }
  | { status: 404; body: { state: "unknown" } };

const SETTLED_MS = 60 * 60 * 1000;
const UNSETTLED_MS = 5 * 1000;
const MAX_SESSIONS = 10_000;

async function ask(provider: PaymentProvider, id: string): Promise<CheckoutSessionAnswer> {
  const found = await provider.checkout(id);
  if (!found) return { status: 404, body: { state: "unknown" } };
  if (found.state !== "confirmed") return { status: 200, body: { state: found.state } };
  const { transactionId, offer, value, currency } = found.checkout;
  return { status: 200, body: { state: "confirmed", transactionId, offer, value, currency } };
}

const settled = (answer: CheckoutSessionAnswer) =>
  answer.status === 200 && answer.body.state !== "open" ? SETTLED_MS : UNSETTLED_MS;

/**
 * The answer for a session id: remembered, or asked of the provider once however many ask at the
 * same time. Rejects when the provider cannot be asked (nothing is remembered then).
 */
export function checkoutSessionAnswers(provider: PaymentProvider, now = () => Date.now()) {
  const answers = new LRUCache<string, Promise<CheckoutSessionAnswer>>({
    max: MAX_SESSIONS,
    // Read the clock at every look (a test's moves in steps); lru-cache takes an entry set at 0 for
    // one that never expires, so the clock it is given never says 0.
    ttlResolution: 0,
    perf: { now: () => now() + 1 },
  });
  return (id: string): Promise<CheckoutSessionAnswer> => {
    const known = answers.get(id);
    if (known) return known;
    const asked = ask(provider, id);
    answers.set(id, asked);
    asked.then(
      (answer) => answers.set(id, asked, { ttl: settled(answer) }),
      () => answers.delete(id),
    );
    return asked;
  };
}
