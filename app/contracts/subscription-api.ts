// What the pages and the site's API (api/) agree on about a subscriber: the routes a signed-in
// person calls with their access token, what they ask and what the API answers; other clients may
// rely on it, so fields are only ever added. No imports but contracts: the API loads it at run time.
import type { Locale } from "./locales.ts";
import type { OfferId } from "./offer-ids.ts";

const API_PREFIX = "/api/";

export const subscriberPaths = {
  /** The person's plan (GET). */
  subscription: `${API_PREFIX}subscription`,
  /** Where to send the person who chose an offer: a new checkout, a switch or their portal (POST). */
  checkout: `${API_PREFIX}checkout`,
  /** The provider's customer portal: manage everything, or go straight to cancelling (POST). */
  portal: `${API_PREFIX}portal`,
  /** A subscription added because it was bought with the person's email is not theirs: unlink it (POST). */
  notMine: `${API_PREFIX}not-mine`,
};

/** The portal returns to the plans with this query, so the page asks the provider afresh (and drops it). */
export const PORTAL_RETURN = { name: "account", value: "updated" } as const;

export type Plan = "pro" | "max";
export type Period = "monthly" | "annual";

/** `GET /api/subscription`: the person's live plan, or nulls; `trialUsed` whether they ever had a plan's trial. */
export interface SubscriptionAnswer {
  plan: Plan | null;
  period: Period | null;
  /** The provider's status (`trialing`, `active`, `past_due`, …) or null. */
  status: string | null;
  /** ISO 8601 instants. */
  trialEnd: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  trialUsed: boolean;
  /** Every live or recently ended subscription of the person, the research one too; newest first. */
  subscriptions: SubscriptionSummary[];
  /**
   * Whether the identity provider says the person's email is verified (null: it could not be
   * asked). Only a verified email links what was bought without an account to the person.
   */
  emailVerified: boolean | null;
  /** Whether the person is the site's owner (the identity provider's permission): their menu links the experiment's readout. */
  owner: boolean;
}

/** One subscription as the provider last said: amounts in the currency's minor unit, as the provider gives them. */
export interface SubscriptionSummary {
  id: string;
  offer: OfferId;
  /** The provider's status: `trialing`, `active`, `past_due`, `unpaid`, `paused`, `canceled`. */
  status: string;
  /** What each period costs. */
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
  interval: "month" | "year";
  /** ISO 8601 instants. */
  trialEnd: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  endedAt: string | null;
  /**
   * The next payment the provider will take, if one is due (none once cancelled, ended or failing):
   * what will be paid, its discount taken off and its tax in it, as the provider previewed it, and
   * that tax, inside the price (`included`: EUR, JPY) or on top of it (app/catalogue/tax.ts); `tax`
   * null while not previewed (then `amount` is the price, and no tax is named).
   */
  nextCharge: {
    amount: number;
    currency: string;
    on: string;
    tax: { amount: number; included: boolean } | null;
    /**
     * The campaign code whose discount it carries, and the last day (ISO) the discount applies (null:
     * for good); `until` equal to `on`: this payment only (a `once` coupon's).
     */
    discount: { code: string; until: string | null } | null;
  } | null;
  /**
   * Added to the person's account only because it was bought with their (verified) email at a
   * payment link's checkout: the page says so and offers "not mine" (`POST /api/not-mine`).
   */
  addedByEmail: boolean;
}

/** Whether a subscription is over (it no longer serves, and never charges again). */
export const hasEnded = ({ status, endedAt }: Pick<SubscriptionSummary, "status" | "endedAt">) =>
  status === "canceled" || endedAt !== null;

/** The answer for a person who never subscribed. */
export const NO_SUBSCRIPTION: SubscriptionAnswer = {
  plan: null,
  period: null,
  status: null,
  trialEnd: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  trialUsed: false,
  subscriptions: [],
  owner: false,
  emailVerified: null,
};

/** The plan and period of a plan offer ('max-annual' → max, annual); null for the paywall's. */
export function planOfOffer(offer: string): { plan: Plan; period: Period } | null {
  const match = /^(pro|max)-(monthly|annual)$/.exec(offer);
  return match ? { plan: match[1] as Plan, period: match[2] as Period } : null;
}

/** What the page sends with a plan or research press: the offer, its page's language, and what the sale is counted under. */
export interface CheckoutRequest {
  offer: OfferId;
  locale: Locale;
  /** The landing headline the visitor saw, their analytics client id (`userId`) and consent. */
  variant: "A" | "B" | "C" | null;
  clientId: string | null;
  analyticsConsent: boolean;
  /** The campaign code the visitor came with (`?code=`, app/contracts/campaign-code.ts), or null. */
  code: string | null;
}

/**
 * Where the person goes: `checkout` a new subscription; `switch` their live subscription to this
 * offer (the provider's confirmation page); `portal` it is already theirs.
 */
export interface CheckoutAnswer {
  action: "checkout" | "switch" | "portal";
  url: string;
}

export interface PortalRequest {
  /** `manage` opens the home of the portal that holds a subscription; `cancel` the cancellation of a live one. */
  intent: "manage" | "cancel";
  locale: Locale;
  /** Which of the person's subscriptions, once they have chosen (`choose` below) or the page knows. */
  subscription?: string;
}

/** `POST /api/not-mine`: the subscription (added by email) that is not the person's. */
export interface NotMineRequest {
  subscription: string;
}

export interface PortalAnswer {
  /** Where to go: the cancellation, or the portal's home. */
  url: string;
  /**
   * Which subscription is meant is not clear: more than one can be cancelled, or to manage, they
   * are in more than one portal (a payment link's purchase has a customer of its own). They choose
   * one and ask again with its `subscription`. (`url` is then their first portal's home.)
   */
  choose?: SubscriptionSummary[];
}
