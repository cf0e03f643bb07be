// The two subscription plans (docs/product.md, Plans and prices). Each price is written once; every other figure on the
// site (annual totals, the discount badge, song counts, structured data, checkout choice) is
// derived here.

export type BillingPeriod = "monthly" | "annual";
export const billingPeriods: readonly BillingPeriod[] = ["monthly", "annual"];

export type PlanId = "pro" | "max";

export const CREDITS_PER_SONG = 10;
export const TRIAL_DAYS = 7;

export interface Plan {
  id: PlanId;
  name: string;
  tagline: string;
  /** US dollars per month when billed monthly. */
  monthlyPrice: number;
  /** US dollars per month when billed annually. */
  annualPrice: number;
  periodText: string;
  /** Credits per creditPeriod; `"unlimited"` for no cap. */
  credits: number | "unlimited";
  creditPeriod: "month";
  parallelGenerations: number;
  /** What the plan adds beyond its credits, songs and parallel generations. */
  features: readonly string[];
  isMostBought: boolean;
}

export const plans: readonly Plan[] = [
  {
    id: "pro",
    name: "Pro",
    tagline: "For making songs from your favourite moments.",
    monthlyPrice: 6,
    annualPrice: 3,
    periodText: "/mo",
    credits: 100,
    creditPeriod: "month",
    parallelGenerations: 10,
    features: ["Every music style and mood", "Download songs as MP3", "Share links for friends"],
    isMostBought: false,
  },
  {
    id: "max",
    name: "Max",
    tagline: "For creators who turn every album into a soundtrack.",
    monthlyPrice: 12,
    annualPrice: 6,
    periodText: "/mo",
    credits: "unlimited",
    creditPeriod: "month",
    parallelGenerations: 50,
    features: [
      "Everything in Pro",
      "Extended songs up to 4 minutes",
      "Custom lyrics and vocal styles",
      "Priority generation",
      "Commercial use licence",
    ],
    isMostBought: true,
  },
];

export function pricePerMonth(plan: Plan, period: BillingPeriod): number {
  return period === "monthly" ? plan.monthlyPrice : plan.annualPrice;
}

/** What a subscriber billed yearly pays once a year, for a price per month (to the cent). */
export function yearlyTotal(perMonth: number): number {
  return Math.round(perMonth * 12 * 100) / 100;
}

/** What an annual subscriber pays once a year. */
export function annualTotal(plan: Plan): number {
  return yearlyTotal(plan.annualPrice);
}

/** Whole-percent saving of annual over monthly billing. */
export function discountPercent(monthly: number, annual: number): number {
  return Math.round((1 - annual / monthly) * 100);
}

/** The saving shown on the toggle badge: the smallest any plan offers, so the badge never overclaims. */
export function annualDiscountPercent(): number {
  return Math.min(...plans.map((plan) => discountPercent(plan.monthlyPrice, plan.annualPrice)));
}

export function songsPerMonth(plan: Plan): number | "unlimited" {
  return plan.credits === "unlimited" ? "unlimited" : Math.floor(plan.credits / CREDITS_PER_SONG);
}

export function findPlan(id: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

export function formatPrice(amount: number): string {
  return Number.isInteger(amount) ? `$${amount}` : `$${amount.toFixed(2)}`;
}
