// One subscription as every screen and every mail tells it: where it stands, what it costs, the day
// it turns and its next charge, from the API's summary. Pure, with relative imports only, so the
// API's mails (app/mail/, run by Node and the Pages Function) read the same model as the pages
// (subscriber.ts). Why one model: docs/decisions/011-one-subscriber-model.md
import { currencyDigits } from "../../contracts/checkout-api.ts";
import { hasEnded, type SubscriptionSummary } from "../../contracts/subscription-api.ts";
import { choiceForOffer, type CheckoutChoice } from "../../catalogue/offers.ts";
import type { PlanId } from "../../catalogue/plans.ts";

/** Where a subscription stands: what the person reads about it. */
export type Standing =
  /** Its free trial runs; the first payment is at its end. */
  | "trial"
  /** Paid, and renews. */
  | "active"
  /** Cancelled: serves until its period ends, charges nothing more. */
  | "ending"
  /** Its last payment failed: the card must be mended. */
  | "past-due"
  /** Over. */
  | "ended";

export interface Money {
  /** In the currency's major unit (6, not 600). */
  amount: number;
  currency: string;
}

/** A sum paid (or to be paid), with the tax in it: null when none, or not known yet. */
export interface Payment extends Money {
  tax: {
    amount: number;
    /** What is paid less the tax. */
    net: number;
    /** Inside the price, as the pages in the currency say (EUR, JPY), or added on top (app/catalogue/tax.ts). */
    included: boolean;
  } | null;
}

/** One subscription of the person, as the screens tell it. */
export interface Holding {
  id: string;
  choice: CheckoutChoice;
  standing: Standing;
  /** What each period costs, and how often. */
  price: Money;
  interval: "month" | "year";
  /** The day its state turns: trial end, renewal, end of a cancelled one, or when it ended. */
  until: string | null;
  /**
   * The next payment, if one is due: what will be paid, with its tax once the provider has
   * previewed it, and the campaign code's discount it carries (until: its last day; null: for good).
   */
  nextCharge: (Payment & { on: string; discount: { code: string; until: string | null } | null }) | null;
  /** Added only because it was bought with the person's email: they may say it is not theirs. */
  addedByEmail: boolean;
}

/** An amount in the currency's minor unit (600), as the provider gives it, in its major unit (6). */
export const majorMoney = (amount: number, currency: string): Money => ({
  amount: amount / 10 ** currencyDigits(currency),
  currency,
});

/** A sum paid in the currency's minor unit (639) and the tax in it (39, added), in the major unit. */
export function paymentOf(
  amount: number,
  currency: string,
  tax: { amount: number; included: boolean } | null,
): Payment {
  const major = (minor: number) => majorMoney(minor, currency).amount;
  return {
    amount: major(amount),
    currency,
    tax: tax?.amount ? { amount: major(tax.amount), net: major(amount - tax.amount), included: tax.included } : null,
  };
}

function standingOf(summary: SubscriptionSummary): Standing {
  const { status, cancelAtPeriodEnd } = summary;
  if (hasEnded(summary)) return "ended";
  // Paused: the provider takes no payment until a card is added (a trial that ended without one).
  if (status === "past_due" || status === "unpaid" || status === "paused") return "past-due";
  if (cancelAtPeriodEnd) return "ending";
  return status === "trialing" ? "trial" : "active";
}

export function holdingOf(summary: SubscriptionSummary): Holding {
  const standing = standingOf(summary);
  const { nextCharge } = summary;
  return {
    id: summary.id,
    choice: choiceForOffer(summary.offer),
    standing,
    price: majorMoney(summary.amount, summary.currency),
    interval: summary.interval,
    until:
      standing === "ended"
        ? (summary.endedAt ?? summary.currentPeriodEnd)
        : standing === "trial"
          ? summary.trialEnd
          : summary.currentPeriodEnd,
    nextCharge: nextCharge && {
      ...paymentOf(nextCharge.amount, nextCharge.currency, nextCharge.tax),
      on: nextCharge.on,
      discount: nextCharge.discount,
    },
    addedByEmail: summary.addedByEmail === true,
  };
}

/** Whether a holding still serves (its research open, its plan in use). */
export const serves = (holding: Holding) => holding.standing !== "ended";

/** The plan a holding is of, if it is a plan's. */
export const planOf = (holding: Holding | null): PlanId | null =>
  holding?.choice.kind === "plan" ? holding.choice.plan : null;
