import { describe, expect, it } from "vitest";
import type { Currency } from "../contracts/locales";
import { formatMoney } from "./money";
import { annualDiscountPercent, annualTotal, findPlan, plans, pricePerMonth, songsPerMonth, type Plan } from "./plans";
import { currencies, discountPercent, yearlyTotal } from "./prices";

const plan = (id: string): Plan => {
  const found = findPlan(id);
  if (!found) throw new Error(`no plan ${id}`);
  return found;
};

/** Pro's price a month, billed monthly and billed annually, in each currency (docs/product.md). */
const proPrices: [Currency, number, number][] = [
  ["USD", 6, 3],
  ["EUR", 6, 3],
  ["BRL", 30, 15],
  ["JPY", 900, 450],
];

describe("plans (docs/product.md, Plans and prices)", () => {
  it("offers Pro and Max, with only Max marked Most Bought", () => {
    expect(plans.map((p) => p.name)).toEqual(["Pro", "Max"]);
    expect(plans.filter((p) => p.isMostBought).map((p) => p.id)).toEqual(["max"]);
  });

  it("sells in US dollars, euros, Brazilian reais and yen", () => {
    expect([...currencies].sort()).toEqual(["BRL", "EUR", "JPY", "USD"]);
  });

  it.each(proPrices)("prices Pro in %s at %s a month, or %s a month billed yearly", (currency, monthly, annual) => {
    expect(pricePerMonth(plan("pro"), "monthly", currency)).toBe(monthly);
    expect(pricePerMonth(plan("pro"), "annual", currency)).toBe(annual);
    expect(annualTotal(plan("pro"), currency)).toBe(annual * 12);
  });

  it.each(proPrices)("prices Max in %s at double Pro's price", (currency, monthly, annual) => {
    expect(pricePerMonth(plan("max"), "monthly", currency)).toBe(2 * monthly);
    expect(pricePerMonth(plan("max"), "annual", currency)).toBe(2 * annual);
    expect(annualTotal(plan("max"), currency)).toBe(2 * annual * 12);
  });

  it("bills $36 and $72 a year in US dollars", () => {
    expect(annualTotal(plan("pro"), "USD")).toBe(36);
    expect(annualTotal(plan("max"), "USD")).toBe(72);
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

  it("derives the 50% annual discount from the prices, the smallest in any currency", () => {
    expect(annualDiscountPercent()).toBe(50);
    for (const p of plans) {
      for (const currency of currencies) {
        const saving = discountPercent(pricePerMonth(p, "monthly", currency), pricePerMonth(p, "annual", currency));
        expect(saving).toBeGreaterThanOrEqual(annualDiscountPercent());
      }
    }
  });

  it("works out discounts to the whole percent, never rounded up, and yearly totals to the cent", () => {
    expect(discountPercent(4.99, 2.99)).toBe(40);
    expect(discountPercent(750, 450)).toBe(40);
    expect(discountPercent(6, 3)).toBe(50);
    expect(discountPercent(10, 6.05)).toBe(39);
    expect(discountPercent(10, 9)).toBe(10);
    expect(yearlyTotal(2.99)).toBe(35.88);
    expect(yearlyTotal(14.9)).toBe(178.8);
    expect(yearlyTotal(3)).toBe(36);
  });

  it("writes amounts as each language does, dropping the cents of whole amounts only", () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
    expect(formatMoney(6, "USD", "en")).toBe("$6");
    expect(formatMoney(4.99, "USD", "en")).toBe("$4.99");
    expect(formatMoney(2.5, "USD", "en")).toBe("$2.50");
    expect(plain(formatMoney(4.99, "EUR", "de"))).toBe("4,99 €");
    expect(plain(formatMoney(24.9, "BRL", "pt-BR"))).toBe("R$ 24,90");
    expect(formatMoney(900, "JPY", "ja")).toBe("￥900");
  });

  it("finds nothing for unknown plan ids", () => {
    expect(findPlan("enterprise")).toBeUndefined();
    expect(findPlan(null)).toBeUndefined();
  });
});
