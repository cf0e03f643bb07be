import { describe, expect, it } from "vitest";
import {
  annualDiscountPercent,
  annualTotal,
  findPlan,
  formatPrice,
  plans,
  pricePerMonth,
  songsPerMonth,
  yearlyTotal,
  type Plan,
} from "./plans";
import { pricingCopy } from "./pricing";

const plan = (id: string): Plan => {
  const found = findPlan(id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};

describe("plans (docs/product.md, Plans and prices)", () => {
  it("offers Pro and Max, with only Max marked Most Bought", () => {
    expect(plans.map((p) => p.name)).toEqual(["Pro", "Max"]);
    expect(plans.filter((p) => p.isMostBought).map((p) => p.id)).toEqual(["max"]);
  });

  it("prices Pro at $6/mo monthly and $3/mo annual, billed $36 yearly", () => {
    expect(pricePerMonth(plan("pro"), "monthly")).toBe(6);
    expect(pricePerMonth(plan("pro"), "annual")).toBe(3);
    expect(annualTotal(plan("pro"))).toBe(36);
  });

  it("prices Max at $12/mo monthly and $6/mo annual, billed $72 yearly", () => {
    expect(pricePerMonth(plan("max"), "monthly")).toBe(12);
    expect(pricePerMonth(plan("max"), "annual")).toBe(6);
    expect(annualTotal(plan("max"))).toBe(72);
  });

  it("gives Pro 100 credits, 10 songs and 10 parallel generations a month", () => {
    expect(plan("pro").credits).toBe(100);
    expect(songsPerMonth(plan("pro"))).toBe(10);
    expect(plan("pro").parallelGenerations).toBe(10);
  });

  it("gives Max unlimited credits and 50 parallel generations", () => {
    expect(plan("max").credits).toBe("unlimited");
    expect(songsPerMonth(plan("max"))).toBe("unlimited");
    expect(plan("max").parallelGenerations).toBe(50);
  });

  it("derives the 50% annual discount and its badge from the prices", () => {
    expect(annualDiscountPercent()).toBe(50);
    expect(pricingCopy.discountBadge).toBe("50% Off");
  });

  it("formats whole and fractional dollar amounts", () => {
    expect(formatPrice(6)).toBe("$6");
    expect(formatPrice(4.99)).toBe("$4.99");
    expect(formatPrice(2.5)).toBe("$2.50");
  });

  it("works out yearly totals to the cent", () => {
    expect(yearlyTotal(2.99)).toBe(35.88);
    expect(yearlyTotal(3)).toBe(36);
  });

  it("finds nothing for unknown plan ids", () => {
    expect(findPlan("enterprise")).toBeUndefined();
    expect(findPlan(null)).toBeUndefined();
  });
});
