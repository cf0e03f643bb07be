// Which screen /glow shows: from what the model says the person has (shared/subscriber/subscriber.ts)
// when they are signed in, else from what this browser knows (the `hasPaid` flag, and what
// /success said was bought). A cancelled, failing or ended subscription is told as it is, never
// with a welcome, and an ended one never stands for what the address says was just bought.
import { serves, type Holding } from "~/shared/subscriber/holding";
import type { Subscriber } from "~/shared/subscriber/subscriber";
import type { Bought } from "./bought-query";

/**
 * What a purchase the model does not know yet surely began: the trial (a payment link's checkout,
 * the one way to buy with nobody signed in, always starts it), or else only a confirmed purchase
 * (the API's checkout starts the trial only for someone who never had one).
 */
export type Started = "trial" | "purchase";

/** What was bought: the model's holding once it knows it (its trial or renewal), else what surely began. */
export type Purchase = { holding: Holding; started?: never } | { holding: null; started: Started };

export type GlowScreen =
  /** What the person has is not known yet: a short wait. */
  | { kind: "waiting" }
  /** Nothing was paid (they left the checkout, or never bought). */
  | { kind: "unpaid" }
  /** A plan's welcome. */
  | ({ kind: "welcome" } & Purchase)
  | ({ kind: "research" } & Purchase)
  /** Cancelled, failing or ended. */
  | { kind: "standing"; holding: Holding }
  /** This browser paid for something the page cannot name. */
  | { kind: "thanks" };

export interface GlowFacts {
  subscriber: Subscriber;
  /** Come from /failure: what was not paid, whatever the flag says by now. */
  left: boolean;
  /** The browser's `hasPaid`. */
  paid: boolean;
  bought: Bought | null;
}

function byBrowser({ paid, bought, subscriber }: GlowFacts): GlowScreen {
  if (!paid) return { kind: "unpaid" };
  const started = subscriber.status === "signed-out" ? "trial" : "purchase";
  if (bought === "research") return { kind: "research", holding: null, started };
  return bought === "plan" ? { kind: "welcome", holding: null, started } : { kind: "thanks" };
}

export function glowScreen(facts: GlowFacts): GlowScreen {
  const { subscriber, left, paid, bought } = facts;
  if (subscriber.status === "unknown") return { kind: "waiting" };
  if (left) return { kind: "unpaid" };
  if (subscriber.status !== "known") return byBrowser(facts);
  const research = subscriber.research ?? subscriber.holdings.find((held) => held.choice.kind === "paywall") ?? null;
  const plan = subscriber.plan ?? subscriber.endedPlan;
  const focus =
    bought === "research" ? research : bought === "plan" ? plan : (subscriber.plan ?? subscriber.research ?? plan);
  // Paid in this browser, and the provider's word not in yet: the browser's. An ended subscription
  // is never the one just bought (that one's record is still on its way).
  if (!focus || (bought && paid && !serves(focus))) return byBrowser(facts);
  if (!serves(focus) || focus.standing === "ending" || focus.standing === "past-due") {
    return { kind: "standing", holding: focus };
  }
  return focus.choice.kind === "paywall" ? { kind: "research", holding: focus } : { kind: "welcome", holding: focus };
}
