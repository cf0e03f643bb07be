import { describe, expect, it } from "vitest";
import { paywallOffer, paywallYearlySaving, statRanges } from "./paywall";
import { discountPercent } from "./plans";

describe("paywall offer", () => {
  it("has the product's prices, trial and wording", () => {
    expect(paywallOffer.monthlyPrice).toBe(4.99);
    expect(paywallOffer.yearlyPrice).toBe(2.99);
    expect(paywallOffer.trialDays).toBe(7);
    expect(paywallOffer.yearlyLabel).toBe("Save 50% with Yearly");
    expect(paywallOffer.cancelNote).toBe("Cancel anytime.");
    expect(paywallOffer.benefits).toHaveLength(4);
  });

  it("knows the real yearly saving, which the product owner's label rounds up", () => {
    expect(paywallYearlySaving()).toBe(40);
    expect(paywallYearlySaving()).toBe(discountPercent(paywallOffer.monthlyPrice, paywallOffer.yearlyPrice));
  });

  it("draws stats within the product's ranges", () => {
    expect(statRanges.map(({ id, min, max }) => [id, min, max])).toEqual([
      ["sources", 5, 20],
      ["pages", 100, 500],
      ["hours", 9, 30],
    ]);
  });
});
