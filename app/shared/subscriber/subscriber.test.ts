import { describe, expect, it } from "vitest";
import { NO_SUBSCRIPTION, type SubscriptionSummary } from "~/contracts/subscription-api";
import { subscriberOf } from "./subscriber";

const summary = (overrides: Partial<SubscriptionSummary>): SubscriptionSummary => ({
  id: "sub_1",
  offer: "pro-annual",
  status: "trialing",
  amount: 3600,
  currency: "EUR",
  interval: "year",
  trialEnd: "2027-01-04T10:00:00.000Z",
  currentPeriodEnd: "2027-01-04T10:00:00.000Z",
  cancelAtPeriodEnd: false,
  endedAt: null,
  nextCharge: { amount: 3600, currency: "EUR", on: "2027-01-04T10:00:00.000Z", tax: null, discount: null },
  addedByEmail: false,
  ...overrides,
});

const known = (...subscriptions: SubscriptionSummary[]) =>
  subscriberOf("authenticated", {
    status: "known",
    subscription: { ...NO_SUBSCRIPTION, trialUsed: subscriptions.length > 0, subscriptions },
  });

describe("what a person has", () => {
  it("is not known while the session or the API's answer is on its way, and nothing when signed out", () => {
    expect(subscriberOf("loading", { status: "unknown" })).toEqual({ status: "unknown" });
    expect(subscriberOf("authenticated", { status: "unknown" })).toEqual({ status: "unknown" });
    expect(subscriberOf("anonymous", { status: "known", subscription: NO_SUBSCRIPTION })).toEqual({
      status: "signed-out",
    });
    expect(subscriberOf("authenticated", { status: "unavailable" })).toEqual({ status: "unavailable" });
  });

  it("tells a plan's own price and period in major units, and its next charge", () => {
    const subscriber = known(summary({}));
    expect(subscriber).toMatchObject({
      status: "known",
      plan: {
        choice: { kind: "plan", plan: "pro", period: "annual" },
        standing: "trial",
        price: { amount: 36, currency: "EUR" },
        interval: "year",
        until: "2027-01-04T10:00:00.000Z",
        nextCharge: { amount: 36, currency: "EUR", on: "2027-01-04T10:00:00.000Z", tax: null, discount: null },
      },
      research: null,
      endedPlan: null,
      trialUsed: true,
    });
  });

  it("keeps yen whole", () => {
    const subscriber = known(summary({ offer: "paywall-monthly", amount: 750, currency: "JPY", interval: "month" }));
    expect(subscriber.status === "known" && subscriber.research?.price).toEqual({ amount: 750, currency: "JPY" });
  });

  it("says each standing: cancelled, failing, ended", () => {
    const standing = (overrides: Partial<SubscriptionSummary>) => {
      const subscriber = known(summary({ ...overrides, nextCharge: null }));
      if (subscriber.status !== "known") throw new Error("not known");
      return subscriber.holdings[0]!.standing;
    };
    expect(standing({ status: "active", cancelAtPeriodEnd: true })).toBe("ending");
    expect(standing({ status: "past_due" })).toBe("past-due");
    expect(standing({ status: "unpaid" })).toBe("past-due");
    expect(standing({ status: "paused" })).toBe("past-due"); // no renewal to promise until a card is added
    expect(standing({ status: "canceled", endedAt: "2027-01-04T10:00:00.000Z" })).toBe("ended");
    expect(standing({ status: "active" })).toBe("active");
  });

  it("sets a plan and research side by side, and an ended plan apart from a live one", () => {
    const both = known(
      summary({ id: "sub_research", offer: "paywall-yearly", amount: 3588, currency: "USD" }),
      summary({ id: "sub_plan", offer: "max-monthly", status: "active", interval: "month" }),
    );
    expect(both).toMatchObject({ plan: { id: "sub_plan" }, research: { id: "sub_research" }, endedPlan: null });

    const ended = known(summary({ status: "canceled", endedAt: "2026-12-01T00:00:00.000Z", nextCharge: null }));
    expect(ended).toMatchObject({ plan: null, endedPlan: { id: "sub_1", standing: "ended" } });
  });
});
