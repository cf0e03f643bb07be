import { describe, expect, it } from "vitest";
import type { Locale } from "~/contracts/locales";
import { pricingPage } from "./pricing-page";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

/** Each plan's price a month, billed monthly and annually, and the annual bill, as the page shows them. */
function shownPrices(locale: Locale) {
  return Object.fromEntries(
    pricingPage(locale).plans.map((plan) => [
      plan.id,
      plan.prices.flatMap(({ period, price, billing }) => [
        plain(price),
        ...(period === "annual" ? [plain(billing)] : []),
      ]),
    ]),
  );
}

describe("the pricing page", () => {
  it("shows US dollars in English: Pro $6 or $3 billed $36 yearly, Max double", () => {
    expect(shownPrices("en")).toEqual({
      pro: ["$6", "$3", "billed $36 yearly"],
      max: ["$12", "$6", "billed $72 yearly"],
    });
  });

  it("shows euros in German, French and Spanish", () => {
    expect(shownPrices("de")).toEqual({
      pro: ["6 €", "3 €", "36 € jährlich abgerechnet"],
      max: ["12 €", "6 €", "72 € jährlich abgerechnet"],
    });
    for (const locale of ["fr", "es"] as const) {
      const { pro, max } = shownPrices(locale);
      expect(pro!.slice(0, 2)).toEqual(["6 €", "3 €"]);
      expect(pro![2]).toContain("36 €");
      expect(max!.slice(0, 2)).toEqual(["12 €", "6 €"]);
      expect(max![2]).toContain("72 €");
    }
  });

  it("shows reais in Brazilian Portuguese and yen in Japanese", () => {
    expect(shownPrices("pt-br")).toEqual({
      pro: ["R$ 30", "R$ 15", "cobrança anual de R$ 180"],
      max: ["R$ 60", "R$ 30", "cobrança anual de R$ 360"],
    });
    const { pro, max } = shownPrices("ja");
    expect(pro!.slice(0, 2)).toEqual(["￥900", "￥450"]);
    expect(pro![2]).toContain("￥5,400");
    expect(max!.slice(0, 2)).toEqual(["￥1,800", "￥900"]);
    expect(max![2]).toContain("￥10,800");
  });

  it("badges the annual period with the 50% the prices give, as the language writes it", () => {
    expect(pricingPage("en").copy.discountBadge).toBe("50% Off");
    expect(plain(pricingPage("de").copy.discountBadge)).toBe("−50 %");
    expect(pricingPage("en").copy.notes).toContain(
      "Annual billing is 50% off the monthly price and is charged once a year.",
    );
  });

  it("names each plan's credits, songs and parallel generations, and its button", () => {
    const [pro, max] = pricingPage("en").plans;
    expect(pro!.facts.slice(0, 3)).toEqual(["100 credits/month", "10 songs per month", "10 parallel generations"]);
    expect(max!.facts.slice(0, 3)).toEqual([
      "Unlimited credits",
      "Unlimited songs per month",
      "50 parallel generations",
    ]);
    expect(max!.choose).toBe("Start free trial with Max");
    expect(max!.isMostBought).toBe(true);
  });
});
