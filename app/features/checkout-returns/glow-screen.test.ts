import { describe, expect, it } from "vitest";
import type { Holding, Subscriber } from "~/shared/subscriber/subscriber";
import { holding } from "../../../testing/app/holdings";
import { glowScreen, type GlowFacts } from "./glow-screen";

const knowing = (holdings: Holding[]): Subscriber => {
  const serving = holdings.filter((held) => held.standing !== "ended");
  return {
    status: "known",
    plan: serving.find((held) => held.choice.kind === "plan") ?? null,
    research: serving.find((held) => held.choice.kind === "paywall") ?? null,
    endedPlan: serving.some((held) => held.choice.kind === "plan")
      ? null
      : (holdings.find((held) => held.choice.kind === "plan") ?? null),
    holdings,
    trialUsed: true,
    emailVerified: true,
    owner: false,
  };
};

const facts = (overrides: Partial<GlowFacts>): GlowFacts => ({
  subscriber: { status: "signed-out" },
  left: false,
  paid: true,
  bought: null,
  ...overrides,
});

describe("/glow's screen", () => {
  it("waits while the model does not know, whatever the browser says", () => {
    expect(glowScreen(facts({ subscriber: { status: "unknown" }, bought: "plan" }))).toEqual({ kind: "waiting" });
  });

  it("follows the browser for someone not signed in: the plan, the research, or thanks", () => {
    // Bought by payment link, which always starts the trial.
    expect(glowScreen(facts({ bought: "plan" }))).toEqual({ kind: "welcome", holding: null, started: "trial" });
    expect(glowScreen(facts({ bought: "research" }))).toEqual({ kind: "research", holding: null, started: "trial" });
    expect(glowScreen(facts({}))).toEqual({ kind: "thanks" });
    expect(glowScreen(facts({ paid: false }))).toEqual({ kind: "unpaid" });
    expect(glowScreen(facts({ left: true }))).toEqual({ kind: "unpaid" });
  });

  it("tells a subscriber's plan as it stands: a welcome only while it is theirs and in order", () => {
    for (const standing of ["trial", "active"] as const) {
      const plan = holding("plan", standing);
      expect(glowScreen(facts({ subscriber: knowing([plan]) }))).toEqual({ kind: "welcome", holding: plan });
    }
    for (const standing of ["ending", "past-due", "ended"] as const) {
      const plan = holding("plan", standing);
      // Even when the browser's flag still says paid.
      expect(glowScreen(facts({ subscriber: knowing([plan]) }))).toEqual({ kind: "standing", holding: plan });
    }
    const cancelled = holding("plan", "ending");
    expect(glowScreen(facts({ subscriber: knowing([cancelled]), bought: "plan" }))).toEqual({
      kind: "standing",
      holding: cancelled,
    });
  });

  it("never takes an ended subscription for the one just bought, whose record is on its way", () => {
    const research = holding("paywall", "ended");
    const plan = holding("plan", "ended");
    const subscriber = knowing([research, plan]);
    expect(glowScreen(facts({ subscriber, bought: "research" }))).toEqual({
      kind: "research",
      holding: null,
      started: "purchase",
    });
    expect(glowScreen(facts({ subscriber, bought: "plan" }))).toEqual({
      kind: "welcome",
      holding: null,
      started: "purchase",
    });
    // Nothing bought in this browser: what they had, as it stands.
    expect(glowScreen(facts({ subscriber, bought: "plan", paid: false }))).toEqual({ kind: "standing", holding: plan });
  });

  it("welcomes research bought, beside a plan, and never with the plan's words", () => {
    const plan = holding("plan", "active");
    const research = holding("paywall", "trial");
    const subscriber = knowing([research, plan]);
    expect(glowScreen(facts({ subscriber, bought: "research" }))).toEqual({ kind: "research", holding: research });
    expect(glowScreen(facts({ subscriber, bought: "plan" }))).toEqual({ kind: "welcome", holding: plan });
    expect(glowScreen(facts({ subscriber: knowing([research]) }))).toEqual({ kind: "research", holding: research });
  });

  it("falls back to the browser while the provider's word is not in yet, naming no trial it cannot be sure of", () => {
    // The API's checkout starts the trial only for someone who never had one.
    expect(glowScreen(facts({ subscriber: knowing([]), bought: "research" }))).toEqual({
      kind: "research",
      holding: null,
      started: "purchase",
    });
    expect(glowScreen(facts({ subscriber: { status: "unavailable" }, bought: "plan" }))).toEqual({
      kind: "welcome",
      holding: null,
      started: "purchase",
    });
    expect(glowScreen(facts({ subscriber: knowing([]), paid: false }))).toEqual({ kind: "unpaid" });
  });
});
