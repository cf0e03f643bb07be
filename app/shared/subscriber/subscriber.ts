// What a person has, in one place: the API's answer turned into what every screen reads; no screen
// works a subscription's state out for itself. Why: docs/decisions/011-one-subscriber-model.md
import { useSyncExternalStore } from "react";
import type { SubscriptionAnswer } from "~/contracts/subscription-api";
import type { AuthStatus } from "~/shared/auth/auth-session";
import { useAuth } from "~/shared/auth/use-auth";
import { useAfterHydration } from "~/shared/page/use-after-hydration";
import { holdingOf, serves, type Holding } from "./holding";
import { paidHere } from "./paid-here";
import { subscriptionStore, type SubscriptionState } from "./subscription-state";

// The model of one subscription is holding.ts's (pure, for the API's mails too); the screens keep
// importing it from here.
export { planOf, type Holding } from "./holding";

export type Subscriber =
  /** Not known yet (a session being restored, or the API's answer on its way): say nothing that depends on it. */
  | { status: "unknown" }
  | { status: "signed-out" }
  /** Signed in, but the API could not say: offer what is offered to anyone. */
  | { status: "unavailable" }
  | {
      status: "known";
      /** The live plan (Pro or Max), if any. */
      plan: Holding | null;
      /** The live research subscription, if any. */
      research: Holding | null;
      /** The newest plan that has ended, when no plan is live. */
      endedPlan: Holding | null;
      /** Every live or recently ended subscription, newest first. */
      holdings: Holding[];
      trialUsed: boolean;
      /** Null: the identity provider could not be asked. */
      emailVerified: boolean | null;
      /** The site's owner: their menu links the headline experiment's readout. */
      owner: boolean;
    };

function knownSubscriber(answer: SubscriptionAnswer): Subscriber {
  const holdings = (Array.isArray(answer.subscriptions) ? answer.subscriptions : []).map(holdingOf);
  const plans = holdings.filter((holding) => holding.choice.kind === "plan");
  const research = holdings.filter((holding) => holding.choice.kind === "paywall");
  return {
    status: "known",
    plan: plans.find(serves) ?? null,
    research: research.find(serves) ?? null,
    endedPlan: plans.some(serves) ? null : (plans[0] ?? null),
    holdings,
    trialUsed: answer.trialUsed,
    emailVerified: answer.emailVerified ?? null,
    owner: answer.owner === true,
  };
}

/** What the person has, from who is signed in and what the API said. */
export function subscriberOf(auth: AuthStatus, state: SubscriptionState): Subscriber {
  if (auth === "anonymous") return { status: "signed-out" };
  if (auth === "loading") return { status: "unknown" };
  switch (state.status) {
    case "known":
      return knownSubscriber(state.subscription);
    case "unavailable":
      return { status: "unavailable" };
    default:
      return { status: "unknown" };
  }
}

const memo = new WeakMap<SubscriptionState, Partial<Record<AuthStatus, Subscriber>>>();

/** What the person has; prerendered pages (and hydration) know nothing yet. */
export function useSubscriber(): Subscriber {
  const { status } = useAuth();
  const state = useSyncExternalStore(subscriptionStore.subscribe, subscriptionStore.get, subscriptionStore.initial);
  // One object per state, so screens that compare it see no change where there is none.
  const known = memo.get(state) ?? {};
  memo.set(state, known);
  return (known[status] ??= subscriberOf(status, state));
}

/** This browser's `hasPaid` (paid-here.ts), known after hydration: null in the prerendered page. */
export const usePaidHere = (): boolean | null => useAfterHydration(paidHere);

/**
 * What opens the research to the person: their research subscription while it serves, when the
 * model knows them (a song plan does not include it); for anyone it cannot answer for, a purchase
 * in this browser ("browser"); else nothing, also while either is not known yet.
 */
export function researchAccess(subscriber: Subscriber, paid: boolean | null): Holding | "browser" | null {
  if (subscriber.status === "known") return subscriber.research;
  if (subscriber.status === "unknown") return null;
  return paid ? "browser" : null;
}
