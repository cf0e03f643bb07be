// A person's subscriptions as the API tells them (`GET /api/subscription`, and the portal's choice
// of which to cancel): their live plan, every subscription still worth telling of, and whether
// their trial is used. Pure: stored rows in, the answer out.
import {
  planOfOffer,
  type SubscriptionAnswer,
  type SubscriptionSummary,
} from "../../app/contracts/subscription-api.ts";
import { isOfferId } from "../../app/contracts/offer-ids.ts";
import type { StoredSubscription } from "../database/schema.ts";
import { livePlan, planTrialUsed, type HeldSubscription } from "./stored-subscriptions.ts";
import { isLive } from "./subscription-record.ts";
import { nextChargeDay } from "./next-charge.ts";
import { isTaxIncluded } from "../../app/contracts/locales.ts";

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** How long an ended subscription is still told of ("ended on …"), not forgotten. */
const RECENTLY_ENDED_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The tax in a payment, inside its price or on top as the currency's Prices are made; none for none. */
const taxIn = (tax: number | null, currency: string) =>
  tax ? { amount: tax, included: isTaxIncluded(currency) } : null;

/**
 * When the provider takes the next payment and how much: as previewed, with its tax, while the
 * preview is of the charge now due; else the price, its tax not known yet (next-charge.ts).
 */
function nextCharge(row: StoredSubscription, amount: number, currency: string): SubscriptionSummary["nextCharge"] {
  const on = nextChargeDay(row);
  if (!on) return null;
  const previewed = row.next_charge_on?.getTime() === on.getTime() && row.next_charge_total !== null;
  if (!previewed) return { amount, currency, on: on.toISOString(), tax: null, discount: null };
  const code = row.next_charge_code;
  return {
    amount: row.next_charge_total!,
    currency,
    on: on.toISOString(),
    tax: taxIn(row.next_charge_tax, currency),
    discount: code ? { code, until: iso(row.next_charge_discount_until) } : null,
  };
}

/** A stored subscription as the API tells it; null for one never started, long ended, or with no known charge. */
export function subscriptionSummary(row: HeldSubscription, now = new Date()): SubscriptionSummary | null {
  if (!isOfferId(row.offer) || row.amount === null || !row.currency || !row.billing_interval) return null;
  const ended = row.status === "canceled" || row.ended_at !== null;
  if (!ended && !isLive(row)) return null; // incomplete: never started
  if (ended && (row.ended_at ?? row.updated_at).getTime() < now.getTime() - RECENTLY_ENDED_DAYS * DAY_MS) return null;
  return {
    id: row.id,
    offer: row.offer,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    interval: row.billing_interval,
    trialEnd: iso(row.trial_end),
    currentPeriodEnd: iso(row.current_period_end),
    cancelAtPeriodEnd: row.cancel_at_period_end,
    endedAt: iso(row.ended_at),
    nextCharge: ended ? null : nextCharge(row, row.amount, row.currency),
    addedByEmail: row.found_by_email,
  };
}

export function subscriptionAnswer(
  subscriptions: HeldSubscription[],
  trialUsed: boolean,
  emailVerified: boolean | null = null,
): Omit<SubscriptionAnswer, "owner"> {
  const live = livePlan(subscriptions);
  const plan = live && planOfOffer(live.offer);
  return {
    plan: plan?.plan ?? null,
    period: plan?.period ?? null,
    status: live?.status ?? null,
    trialEnd: iso(live?.trial_end ?? null),
    currentPeriodEnd: iso(live?.current_period_end ?? null),
    cancelAtPeriodEnd: live?.cancel_at_period_end ?? false,
    trialUsed: planTrialUsed(subscriptions, trialUsed),
    subscriptions: subscriptions.flatMap((row) => subscriptionSummary(row) ?? []),
    emailVerified,
  };
}
