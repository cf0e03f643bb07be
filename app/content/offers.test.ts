import { describe, expect, it } from "vitest";
import { choiceForOffer, describeOffer, offerCharge, offerId, offerIds, parseCheckoutChoice } from "./offers";
import { paywallOffer } from "./paywall";
import { annualTotal, billingPeriods, formatPrice, plans, yearlyTotal } from "./plans";

describe("offers", () => {
  it("has a checkout link for every plan × billing period and both paywall periods, and no other", () => {
    const planOffers = plans.flatMap((plan) => billingPeriods.map((period) => `${plan.id}-${period}`));
    expect([...offerIds]).toEqual([...planOffers, "paywall-monthly", "paywall-yearly"]);
  });

  it("charges a month's price, or a year's total, per billing period", () => {
    expect(offerIds.map(offerCharge)).toEqual([6, 36, 12, 72, 4.99, 35.88]);
  });

  it("round-trips every offer id", () => {
    for (const id of offerIds) expect(offerId(choiceForOffer(id))).toBe(id);
  });

  it("describes each offer with prices from the plan and paywall modules", () => {
    expect(describeOffer("pro-monthly", "Snapsong")).toEqual({
      product: "Snapsong Pro (monthly)",
      price: "$6/mo",
      billing: "billed monthly after a 7-day free trial",
    });
    expect(describeOffer("max-annual", "Snapsong").billing).toBe("billed $72 yearly after a 7-day free trial");
    expect(describeOffer("paywall-yearly", "Snapsong")).toMatchObject({
      price: "$2.99/mo",
      billing: expect.stringContaining("$35.88 yearly"),
    });
  });

  it("bills each yearly offer the total the plan and paywall modules work out", () => {
    for (const plan of plans) {
      expect(describeOffer(`${plan.id}-annual`, "Snapsong").billing).toContain(
        `${formatPrice(annualTotal(plan))} yearly`,
      );
    }
    expect(describeOffer("paywall-yearly", "Snapsong").billing).toContain(
      `${formatPrice(yearlyTotal(paywallOffer.yearlyPrice))} yearly`,
    );
  });

  it("accepts only well-formed choices from untrusted data", () => {
    expect(parseCheckoutChoice({ kind: "plan", plan: "max", period: "annual" })).toEqual({
      kind: "plan",
      plan: "max",
      period: "annual",
    });
    for (const bad of [
      null,
      "max-annual",
      { kind: "plan", plan: "ultra", period: "annual" },
      { kind: "paywall", period: "weekly" },
    ]) {
      expect(parseCheckoutChoice(bad)).toBeUndefined();
    }
  });
});
