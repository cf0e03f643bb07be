import { describe, expect, it } from "vitest";
import type { Currency } from "../../contracts/locales";
import { paywall as englishPaywall } from "./en/paywall";
import { fill } from "./fill";
import { formatPercent } from "./money";
import { paywallOffer, paywallPrice, paywallYearlySaving, statRanges } from "./paywall";
import { discountPercent } from "./prices";

/** The paywall's price a month, billed monthly and billed yearly, in each currency (docs/product.md). */
const prices: [Currency, number, number][] = [
  ["USD", 4.99, 2.99],
  ["EUR", 4.99, 2.99],
  ["BRL", 24.9, 14.9],
  ["JPY", 750, 450],
];

describe("paywall offer", () => {
  it.each(prices)("costs, in %s, %s a month or %s a month billed yearly", (currency, monthly, yearly) => {
    expect(paywallPrice("monthly", currency)).toBe(monthly);
    expect(paywallPrice("yearly", currency)).toBe(yearly);
  });

  it("has a 7-day trial and the product owner's 'Save 50% with Yearly'", () => {
    expect(paywallOffer.trialDays).toBe(7);
    expect(paywallOffer.claimedYearlySaving).toBe(50);
    const label = fill(englishPaywall.yearlyLabel, { percent: formatPercent(paywallOffer.claimedYearlySaving, "en") });
    expect(label).toBe("Save 50% with Yearly");
    expect(englishPaywall.cancelNote).toBe("Cancel anytime.");
    expect(englishPaywall.benefits).toHaveLength(4);
  });

  it.each(prices)("knows the real yearly saving in %s, which the product owner's label rounds up", (currency) => {
    expect(paywallYearlySaving(currency)).toBe(40);
    expect(paywallYearlySaving(currency)).toBe(
      discountPercent(paywallPrice("monthly", currency), paywallPrice("yearly", currency)),
    );
    expect(paywallYearlySaving(currency)).toBeLessThan(paywallOffer.claimedYearlySaving);
  });

  it("draws stats within the product's ranges", () => {
    expect(statRanges.map(({ id, min, max }) => [id, min, max])).toEqual([
      ["sources", 5, 20],
      ["pages", 100, 500],
      ["hours", 9, 30],
    ]);
  });
});
