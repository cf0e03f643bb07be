// The site's API's answer about the signed-in person's subscriptions, asked once the session is
// known to be signed in (and again, fresh from the provider, when they come back from a checkout
// or the portal). subscriber.ts turns it into what the screens read. The browser's `hasPaid` is
// 'true' while something they pay for serves; a log-out (auth-session.ts) sets it back and forgets
// what this tab kept of their purchase (a shared device's next person is not a subscriber).
import { hasEnded, type SubscriptionAnswer } from "~/contracts/subscription-api";
import type { AuthSession } from "~/shared/auth/auth-session";
import { clearPageFlag, pageFlags } from "~/shared/page/page-flags";
import { writeHasPaid } from "~/shared/visitor/visitor";
import { subscriberApi } from "./subscriber-api";

export type SubscriptionState =
  /** Not asked: the session is not known yet, or the answer is on its way. */
  | { status: "unknown" }
  /** Nobody is signed in: nothing to ask. */
  | { status: "signed-out" }
  | { status: "known"; subscription: SubscriptionAnswer }
  /** The API could not answer: the page offers what it offers anyone. */
  | { status: "unavailable" };

const unknown: SubscriptionState = { status: "unknown" };
let state: SubscriptionState = unknown;
const listeners = new Set<() => void>();
function set(next: SubscriptionState) {
  state = next;
  // Words that depend on what the person has may show now (boot: app/shared/auth/auth-hints.ts).
  clearPageFlag(pageFlags.subscriberPending);
  for (const listener of listeners) listener();
}

const servesAny = (answer: SubscriptionAnswer) => answer.subscriptions.some((entry) => !hasEnded(entry));

let asked: Promise<void> | undefined;

/** Asks for the person's subscriptions (once per page, unless `fresh`). */
export function loadSubscription(session: Pick<AuthSession, "accessToken">, { fresh = false } = {}): Promise<void> {
  if (asked && !fresh) return asked;
  asked = subscriberApi.subscription(session, { fresh }).then((result) => {
    if (!result.ok) return set(result.reason === "signed-out" ? { status: "signed-out" } : { status: "unavailable" });
    // Only ever 'true' here: a purchase this browser made that the account does not show yet (not
    // linked, or under another email) keeps its flag; logging out sets it back.
    if (servesAny(result.value)) writeHasPaid(true);
    set({ status: "known", subscription: result.value });
  });
  return asked;
}

/** Nobody is signed in on this page (or they have just logged out): nothing is theirs here. */
export function forgetSubscription(): void {
  asked = undefined;
  set({ status: "signed-out" });
}

export const subscriptionStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => state,
  initial: () => unknown,
};
