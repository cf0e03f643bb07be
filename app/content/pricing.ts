// Copy of the pricing page, with every number derived from the plans.
import { annualDiscountPercent, CREDITS_PER_SONG, TRIAL_DAYS } from "./plans";

export const pricingCopy = {
  title: `Start with a ${TRIAL_DAYS}-day free trial`,
  lede: "Pick a plan, make songs all week, and pay nothing if you cancel before the trial ends.",
  toggleLabel: "Billing period",
  periodLabels: { monthly: "Monthly", annual: "Annually" },
  discountBadge: `${annualDiscountPercent()}% Off`,
  mostBought: "Most Bought",
  choose: (planName: string) => `Start free trial with ${planName}`,
  notes: [
    `${CREDITS_PER_SONG} credits = 1 song.`,
    `Every plan starts with a ${TRIAL_DAYS}-day free trial; you are charged only when it ends.`,
    "Cancel anytime, in two clicks, from your account.",
    `Annual billing is ${annualDiscountPercent()}% off the monthly price and is charged once a year.`,
    "Prices are in US dollars. Taxes may apply where you live.",
  ],
};
