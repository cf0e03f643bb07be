// What a person has, in one place: the API's answer turned into what every screen reads; no screen
// works a subscription's state out for itself. Why: docs/decisions/011-one-subscriber-model.md
import { useSyncExternalStore } from "react";
import { currencyDigits } from "~/contracts/checkout-api";
import { hasEnded, type SubscriptionAnswer, type SubscriptionSummary } from "~/contracts/subscription-api";
import type { AuthStatus } from "~/shared/auth/auth-session";
import { useAuth } from "~/shared/auth/use-auth";
import { choiceForOffer, type CheckoutChoice } from "~/shared/content/offers";
import type { PlanId } from "~/shared/content/plans";
import { subscriptionStore, type SubscriptionState } from "./subscription-state";

/** Where a subscription stands: what the person reads about it. */
export type Standing =
  /** Its free trial runs; the first payment is at its end. */
  | "trial"
  /** Paid, and renews. */
  | "active"
  /** Cancelled: serves until its period ends, charges nothing more. */
  | "ending"
  /** Its last payment failed: the card must be mended. */
  | "past-due"
  /** Over. */
  | "ended";

export interface Money {
  /** In the currency's major unit (6, not 600). */
  amount: number;
  currency: string;
}

/** One subscription of the person, as the screens tell it. */
export interface Holding {
  id: string;
  choice: CheckoutChoice;
  standing: Standing;
  /** What each period costs, and how often. */
  price: Money;
  interval: "month" | "year";
  /** The day its state turns: trial end, renewal, end of a cancelled one, or when it ended. */
  until: string | null;
  /** The next payment, if one is due. */
  nextCharge: (Money & { on: string }) | null;
  /** Added only because it was bought with the person's email: they may say it is not theirs. */
  addedByEmail: boolean;
}

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

const money = (amount: number, currency: string): Money => ({
  amount: amount / 10 ** currencyDigits(currency),
  currency,
});

function standingOf(summary: SubscriptionSummary): Standing {
  const { status, cancelAtPeriodEnd } = summary;
  if (hasEnded(summary)) return "ended";
  // Paused: the provider takes no payment until a card is added (a trial that ended without one).
  if (status === "past_due" || status === "unpaid" || status === "paused") return "past-due";
  if (cancelAtPeriodEnd) return "ending";
  return status === "trialing" ? "trial" : "active";
}

export function holdingOf(summary: SubscriptionSummary): Holding {
  const standing = standingOf(summary);
  const { nextCharge } = summary;
  return {
    id: summary.id,
    choice: choiceForOffer(summary.offer),
    standing,
    price: money(summary.amount, summary.currency),
    interval: summary.interval,
    until:
      standing === "ended"
        ? (summary.endedAt ?? summary.currentPeriodEnd)
        : standing === "trial"
          ? summary.trialEnd
          : summary.currentPeriodEnd,
    nextCharge: nextCharge && { ...money(nextCharge.amount, nextCharge.currency), on: nextCharge.on },
    addedByEmail: summary.addedByEmail === true,
  };
}

/** Whether a holding still serves (its research open, its plan in use). */
export const serves = (holding: Holding) => holding.standing !== "ended";

/** The plan a holding is of, if it is a plan's. */
export const planOf = (holding: Holding | null): PlanId | null =>
  holding?.choice.kind === "plan" ? holding.choice.plan : null;

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
