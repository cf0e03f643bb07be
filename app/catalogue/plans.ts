// The two subscription plans (docs/product.md, Plans and prices): what each one gives. Prices are
// in the price list (prices.ts), the plans' words in each language's copy (shared/content/en/pricing.ts).
import type { OfferId } from "../contracts/offer-ids.ts";
import type { Currency } from "../contracts/locales.ts";
import { currencies, discountPercent, monthlyPrice, yearlyTotal } from "./prices.ts";

export type BillingPeriod = "monthly" | "annual";
export const billingPeriods: readonly BillingPeriod[] = ["monthly", "annual"];

export type PlanId = "pro" | "max";

export const CREDITS_PER_SONG = 10;

export interface Plan {
  id: PlanId;
  /** A product name: the same in every language. */
  name: string;
  /** Credits a month; `"unlimited"` for no cap. */
  credits: number | "unlimited";
  parallelGenerations: number;
  isMostBought: boolean;
}

export const plans: readonly Plan[] = [
  { id: "pro", name: "Pro", credits: 100, parallelGenerations: 10, isMostBought: false },
  { id: "max", name: "Max", credits: "unlimited", parallelGenerations: 50, isMostBought: true },
];

export function planOffer(plan: Plan, period: BillingPeriod): OfferId {
  return `${plan.id}-${period}`;
}

export function pricePerMonth(plan: Plan, period: BillingPeriod, currency: Currency): number {
  return monthlyPrice(planOffer(plan, period), currency);
}

/** What an annual subscriber pays once a year. */
export function annualTotal(plan: Plan, currency: Currency): number {
  return yearlyTotal(pricePerMonth(plan, "annual", currency));
}

/**
 * The saving shown on the toggle badge: the smallest any plan offers in any currency, so the badge
 * never overclaims.
 */
export function annualDiscountPercent(): number {
  return Math.min(
    ...plans.flatMap((plan) =>
      currencies.map((currency) =>
        discountPercent(pricePerMonth(plan, "monthly", currency), pricePerMonth(plan, "annual", currency)),
      ),
    ),
  );
}

export function songsPerMonth(plan: Plan): number | "unlimited" {
  return plan.credits === "unlimited" ? "unlimited" : Math.floor(plan.credits / CREDITS_PER_SONG);
}

export function findPlan(id: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}
