import { describe, expect, it } from "vitest";
import { localeInfo, type Currency, type Locale } from "../contracts/locales";
import { paywall as englishPaywall } from "../shared/content/en/paywall";
import { fill } from "../shared/content/fill";
import { copies } from "../shared/content/languages";
import { formatMoney, formatPercent } from "./money";
import { offerCharge } from "./offers";
import { paywallOffer, paywallPrice, paywallYearlySaving, paywallYearlyTotal, statRanges } from "./paywall";

/**
 * The paywall's price a month billed monthly, a month billed yearly, and what the yearly offer
 * charges once a year, in each currency (docs/product.md, Plans and prices).
 */
const prices: [Currency, number, number, number][] = [
  ["USD", 4.99, 2.99, 35.88],
  ["EUR", 4.99, 2.99, 35.88],
  ["BRL", 24.9, 14.9, 178.8],
  ["JPY", 750, 450, 5400],
];

/** The yearly button's saving and charge lines in each language, as the paywall shows them. */
const yearlyLines: [Locale, string, string][] = [
  ["en", "Save 40% with Yearly", "$35.88 billed once a year"],
  ["de", "Jährlich 40\u00a0% sparen", "35,88\u00a0€ einmal im Jahr abgerechnet"],
  ["fr", "Économisez 40\u00a0% avec l’offre annuelle", "35,88\u00a0€ facturés une fois par an"],
  ["es", "Ahorra un 40\u00a0% con el plan anual", "Un solo pago de 35,88\u00a0€ al año"],
  ["pt-br", "Economize 40% no plano anual", "R$\u00a0178,80 cobrados uma vez por ano"],
  ["ja", "年払いなら40%お得", "年額￥5,400（年1回のお支払い）"],
];

describe("paywall offer", () => {
  it.each(prices)("costs, in %s, %s a month or %s a month billed yearly", (currency, monthly, yearly) => {
    expect(paywallPrice("monthly", currency)).toBe(monthly);
    expect(paywallPrice("yearly", currency)).toBe(yearly);
  });

  it("has a 7-day trial, four benefits and 'Cancel anytime.'", () => {
    expect(paywallOffer.trialDays).toBe(7);
    expect(englishPaywall.cancelNote).toBe("Cancel anytime.");
    expect(englishPaywall.benefits).toHaveLength(4);
  });

  it.each(prices)("states in %s the true yearly saving, 40%, never more than the prices give", (currency, monthly) => {
    expect(paywallYearlySaving(currency)).toBe(40);
    const exact = (1 - paywallYearlyTotal(currency) / (monthly * 12)) * 100;
    expect(paywallYearlySaving(currency)).toBeLessThanOrEqual(exact);
  });

  it.each(prices)("charges in %s, once a year, the yearly total its checkout takes", (currency, _m, _y, total) => {
    expect(paywallYearlyTotal(currency)).toBe(total);
    expect(paywallYearlyTotal(currency)).toBe(offerCharge("paywall-yearly", currency));
  });

  it.each(yearlyLines)("says in %s: '%s', '%s'", (locale, saving, charge) => {
    const { tag, currency } = localeInfo[locale];
    const copy = copies[locale].paywall;
    expect(fill(copy.yearlyLabel, { percent: formatPercent(paywallYearlySaving(currency), tag) })).toBe(saving);
    expect(fill(copy.yearlyCharge, { total: formatMoney(paywallYearlyTotal(currency), currency, tag) })).toBe(charge);
  });

  it("draws stats within the product's ranges", () => {
    expect(statRanges.map(({ id, min, max }) => [id, min, max])).toEqual([
      ["sources", 5, 20],
      ["pages", 100, 500],
      ["hours", 9, 30],
    ]);
  });
});
