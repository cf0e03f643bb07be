// What a person has now, as the provider has just listed their subscriptions: the live plan, the
// live research, and whether a cancellation is asked for already.
import type Stripe from "stripe";
import { isOfferId } from "../../app/contracts/offer-ids.ts";
import { planOfOffer } from "../../app/contracts/subscription-api.ts";
import { isLive } from "./subscription-record.ts";

/** A cancellation already asked for: the subscription serves until its period ends. */
export const ending = (subscription: Stripe.Subscription) =>
  subscription.cancel_at_period_end || subscription.cancel_at != null;

export const offerOf = (subscription: Stripe.Subscription) => subscription.items.data[0]?.price.lookup_key ?? "";

/** Their live plan, as the provider says now (the newest, should there ever be two). */
export const livePlanOf = (subscriptions: Stripe.Subscription[]) =>
  subscriptions.find((subscription) => isLive(subscription) && planOfOffer(offerOf(subscription))) ?? null;

/** Their live research subscription, as the provider says now. */
export const liveResearchOf = (subscriptions: Stripe.Subscription[]) =>
  subscriptions.find(
    (subscription) => isLive(subscription) && isOfferId(offerOf(subscription)) && !planOfOffer(offerOf(subscription)),
  ) ?? null;
