// What each hosted checkout link sells: the four plan × period offers of the pricing page and the
// two of the research paywall (docs/product.md, Plans and prices). Prices come from prices.ts.
import { isOfferId, offerIds, TRIAL_DAYS, type OfferId } from "../contracts/offer-ids.ts";
import type { Currency } from "../contracts/locales.ts";
import { formatMoney } from "./money.ts";
import type { PaywallPeriod } from "./paywall.ts";
import { findPlan, type BillingPeriod, type PlanId } from "./plans.ts";
import { monthlyPrice, yearlyTotal } from "./prices.ts";

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

/** The choice of an offer id from untrusted data (such as state carried through the login), or undefined. */
export function parseCheckoutChoice(value: unknown): CheckoutChoice | undefined {
  return isOfferId(value) ? choiceForOffer(value) : undefined;
}

/** What the checkout charges each billing period in the currency: a month's price, or a year's total. */
export function offerCharge(id: OfferId, currency: Currency = "USD"): number {
  const perMonth = monthlyPrice(id, currency);
  return id.endsWith("-monthly") ? perMonth : yearlyTotal(perMonth);
}

export interface OfferSummary {
  product: string;
  /** e.g. '$3/mo' */
  price: string;
  /** e.g. 'billed $36 yearly after a 7-day free trial' */
  billing: string;
}

/** The offer in English, as the payment page (its local stand-in) sums it up. */
export function describeOffer(id: OfferId, productName: string, currency: Currency = "USD"): OfferSummary {
  const choice = choiceForOffer(id);
  const money = (amount: number) => formatMoney(amount, currency, "en-US");
  const monthly = choice.period === "monthly";
  const trial = `after a ${TRIAL_DAYS}-day free trial`;
  return {
    product:
      choice.kind === "paywall"
        ? `Research subscription (${choice.period})`
        : `${productName} ${findPlan(choice.plan)!.name} (${choice.period})`,
    price: `${money(monthlyPrice(id, currency))}/mo`,
    billing: monthly ? `billed monthly ${trial}` : `billed ${money(offerCharge(id, currency))} yearly ${trial}`,
  };
}
