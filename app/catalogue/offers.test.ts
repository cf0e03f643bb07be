import { describe, expect, it } from "vitest";
import { choiceForOffer, describeOffer, offerCharge, offerId, offerIds, parseCheckoutChoice } from "./offers";
import { formatMoney } from "./money";
import { paywallPrice } from "./paywall";
import { annualTotal, billingPeriods, plans } from "./plans";
import { currencies, yearlyTotal } from "./prices";

describe("offers", () => {
  it("has a checkout link for every plan × billing period and both paywall periods, and no other", () => {
    const planOffers = plans.flatMap((plan) => billingPeriods.map((period) => `${plan.id}-${period}`));
    expect([...offerIds]).toEqual([...planOffers, "paywall-monthly", "paywall-yearly"]);
  });

  it("charges a month's price, or a year's total, per billing period, in each currency", () => {
    expect(offerIds.map((id) => offerCharge(id, "USD"))).toEqual([6, 36, 12, 72, 4.99, 35.88]);
    expect(offerIds.map((id) => offerCharge(id, "EUR"))).toEqual([6, 36, 12, 72, 4.99, 35.88]);
    expect(offerIds.map((id) => offerCharge(id, "BRL"))).toEqual([30, 180, 60, 360, 24.9, 178.8]);
    expect(offerIds.map((id) => offerCharge(id, "JPY"))).toEqual([900, 5400, 1800, 10800, 750, 5400]);
  });

  it("round-trips every offer id", () => {
    for (const id of offerIds) expect(offerId(choiceForOffer(id))).toBe(id);
  });

  it("describes each offer with prices from the price list", () => {
    expect(describeOffer("pro-monthly", "Snapsong", "USD")).toEqual({
      product: "Snapsong Pro (monthly)",
      price: "$6/mo",
      billing: "billed monthly after a 7-day free trial",
    });
    expect(describeOffer("max-annual", "Snapsong", "USD").billing).toBe("billed $72 yearly after a 7-day free trial");
    expect(describeOffer("paywall-yearly", "Snapsong", "USD")).toMatchObject({
      product: "Research subscription (yearly)",
      price: "$2.99/mo",
      billing: expect.stringContaining("$35.88 yearly"),
    });
  });

  it("describes each offer in the visitor's currency", () => {
    expect(describeOffer("pro-annual", "Snapsong", "EUR")).toMatchObject({
      price: "€3/mo",
      billing: "billed €36 yearly after a 7-day free trial",
    });
    expect(describeOffer("paywall-monthly", "Snapsong", "BRL").price).toBe("R$24.90/mo");
    expect(describeOffer("max-annual", "Snapsong", "JPY")).toMatchObject({
      price: "¥900/mo",
      billing: expect.stringContaining("¥10,800 yearly"),
    });
  });

  it("bills each yearly offer the total the plan and paywall modules work out", () => {
    for (const currency of currencies) {
      const money = (amount: number) => formatMoney(amount, currency, "en-US");
      for (const plan of plans) {
        expect(describeOffer(`${plan.id}-annual`, "Snapsong", currency).billing).toContain(
          `${money(annualTotal(plan, currency))} yearly`,
        );
      }
      expect(describeOffer("paywall-yearly", "Snapsong", currency).billing).toContain(
        `${money(yearlyTotal(paywallPrice("yearly", currency)))} yearly`,
      );
    }
  });

  it("accepts only a known offer id from untrusted data", () => {
    expect(parseCheckoutChoice("max-annual")).toEqual({ kind: "plan", plan: "max", period: "annual" });
    expect(parseCheckoutChoice("paywall-yearly")).toEqual({ kind: "paywall", period: "yearly" });
    for (const bad of [
      null,
      undefined,
      3,
      "ultra-annual",
      "paywall-weekly",
      { kind: "plan", plan: "max", period: "annual" },
    ]) {
      expect(parseCheckoutChoice(bad)).toBeUndefined();
    }
  });
});
