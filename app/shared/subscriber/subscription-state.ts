// What the app knows of the signed-in person's subscription, asked of the site's API once the
// session is known to be signed in (and again, fresh from the provider, when they come back from
// a checkout or the portal). A subscriber on a new browser is a paid visitor (`hasPaid` 'true').
import { useSyncExternalStore } from "react";
import { PERSON_CLAIM_HEADER, type SubscriptionAnswer } from "~/contracts/subscription-api";
import { storageKeys, writeItem } from "~/shared/storage";
import type { AuthSession } from "~/shared/auth/auth-session";
import { writeHasPaid } from "~/shared/visitor/visitor";
import { subscriberApi } from "./subscriber-api";

export type SubscriptionState =
  /** Not asked: nobody is signed in, or the answer is on its way. */
  | { status: "unknown" }
  | { status: "known"; subscription: SubscriptionAnswer }
  /** The API could not answer: the page offers what it offers anyone. */
  | { status: "unavailable" };

let state: SubscriptionState = { status: "unknown" };
const listeners = new Set<() => void>();
const set = (next: SubscriptionState) => {
  state = next;
  for (const listener of listeners) listener();
};

let asked: Promise<void> | undefined;

/** Asks for the person's subscription (once per page, unless `fresh`). */
export function loadSubscription(session: Pick<AuthSession, "accessToken">, { fresh = false } = {}): Promise<void> {
  if (asked && !fresh) return asked;
  asked = subscriberApi.subscription(session, { fresh }).then((result) => {
    if (!result.ok) return set(result.reason === "signed-out" ? { status: "unknown" } : { status: "unavailable" });
    if (result.value.plan) writeHasPaid(true);
    // For a payment link's reference, should a plan press ever need the fallback (app/shared/payment-links/attribution.ts).
    const claim = result.headers.get(PERSON_CLAIM_HEADER);
    if (claim) writeItem(storageKeys.personClaim, claim, "sessionStorage");
    set({ status: "known", subscription: result.value });
  });
  return asked;
}

const unknown: SubscriptionState = { status: "unknown" };

export function useSubscription(): SubscriptionState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => unknown,
  );
}
