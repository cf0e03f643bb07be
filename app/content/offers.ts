// What each hosted checkout link sells: the four plan × period offers of the pricing page and the
// two of the research paywall (docs/product.md, Plans and prices). Prices come from plans.ts and paywall.ts.
import { isOfferId, offerIds, type OfferId } from "../config/offer-ids";
import { paywallOffer, type PaywallPeriod } from "./paywall";
import {
  annualTotal,
  findPlan,
  formatPrice,
  pricePerMonth,
  TRIAL_DAYS,
  yearlyTotal,
  type BillingPeriod,
  type PlanId,
} from "./plans";

export type CheckoutChoice =
  { kind: "plan"; plan: PlanId; period: BillingPeriod } | { kind: "paywall"; period: PaywallPeriod };

export { isOfferId, offerIds, type OfferId };

export function offerId(choice: CheckoutChoice): OfferId {
  return choice.kind === "paywall" ? `paywall-${choice.period}` : `${choice.plan}-${choice.period}`;
}

export function choiceForOffer(id: OfferId): CheckoutChoice {
  const [first, period] = id.split("-") as [string, string];
  return first === "paywall"
    ? { kind: "paywall", period: period as PaywallPeriod }
    : { kind: "plan", plan: first as PlanId, period: period as BillingPeriod };
}

/** A checkout choice from untrusted data (such as state carried through the login), or undefined. */
export function parseCheckoutChoice(value: unknown): CheckoutChoice | undefined {
  if (!value || typeof value !== "object") return undefined;
  const { kind, plan, period } = value as Record<string, unknown>;
  const id =
    kind === "paywall" ? `paywall-${String(period)}` : kind === "plan" ? `${String(plan)}-${String(period)}` : "";
  return isOfferId(id) ? choiceForOffer(id) : undefined;
}

/** What the checkout charges each billing period, in US dollars: a month's price, or a year's total. */
export function offerCharge(id: OfferId): number {
  const choice = choiceForOffer(id);
  if (choice.kind === "paywall") {
    return choice.period === "monthly" ? paywallOffer.monthlyPrice : yearlyTotal(paywallOffer.yearlyPrice);
  }
  const plan = findPlan(choice.plan)!;
  return choice.period === "monthly" ? pricePerMonth(plan, "monthly") : annualTotal(plan);
}

export interface OfferSummary {
  product: string;
  /** e.g. '$3/mo' */
  price: string;
  /** e.g. 'billed $36 yearly after a 7-day free trial' */
  billing: string;
}

export function describeOffer(id: OfferId, productName: string): OfferSummary {
  const choice = choiceForOffer(id);
  const trial = `after a ${TRIAL_DAYS}-day free trial`;
  if (choice.kind === "paywall") {
    const monthly = choice.period === "monthly";
    const perMonth = monthly ? paywallOffer.monthlyPrice : paywallOffer.yearlyPrice;
    return {
      product: `Research subscription (${monthly ? "monthly" : "yearly"})`,
      price: `${formatPrice(perMonth)}/mo`,
      billing: monthly ? `billed monthly ${trial}` : `billed ${formatPrice(offerCharge(id))} yearly ${trial}`,
    };
  }
  const plan = findPlan(choice.plan)!;
  return {
    product: `${productName} ${plan.name} (${choice.period})`,
    price: `${formatPrice(pricePerMonth(plan, choice.period))}${plan.periodText}`,
    billing:
      choice.period === "monthly"
        ? `billed monthly ${trial}`
        : `billed ${formatPrice(offerCharge(id))} yearly ${trial}`,
  };
}
