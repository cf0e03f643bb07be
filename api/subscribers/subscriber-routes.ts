// What a signed-in person asks of the API about their own subscriptions — never anyone else's: the
// person is the access token's `sub`, their customers the ones the database links to it, and nothing
// in a request names a customer; a subscription it names must be one of theirs.
//   GET  /api/subscription   their subscriptions (`?fresh=1`: read again from the provider first, after a checkout or portal visit)
//   POST /api/checkout       where to go for an offer: a new checkout (the trial only for a first one), a switch, or their portal
//   POST /api/portal         the customer portal, or the cancellation of one subscription (a choice when they have several)
import type Stripe from "stripe";
import { encodeClientReference, isClientId, isReferenceVariant } from "../../app/contracts/client-reference.ts";
import { isLocale } from "../../app/contracts/locales.ts";
import {
  isPlanOffer,
  planOfOffer,
  type CheckoutAnswer,
  type CheckoutRequest,
  type PortalAnswer,
  type PortalRequest,
  type SubscriptionAnswer,
  type SubscriptionSummary,
} from "../../app/contracts/subscription-api.ts";
import { isOfferId } from "../../app/contracts/offer-ids.ts";
import type { Db, DatabaseAccess } from "../database/database.ts";
import type { StoredSubscription } from "../database/schema.ts";
import { idOf } from "../stripe-client.ts";
import type { Billing } from "./billing.ts";
import type { ProfileOf } from "./identity-profile.ts";
import type { Lifecycle } from "./lifecycle.ts";
import {
  checkoutsOf,
  customerOf,
  forgetCheckouts,
  hadTrial,
  linkCustomer,
  livePlan,
  peopleWithVerifiedEmail,
  personEmail,
  personOf,
  rememberCheckout,
  rememberPersonEmail,
  subscriptionsOfPerson,
} from "./records.ts";
import { isLive } from "./subscription-record.ts";

export class RequestProblem extends Error {
  constructor(
    readonly status: 404,
    message: string,
  ) {
    super(message);
  }
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** How long an ended subscription is still told of ("ended on …"), not forgotten. */
const RECENTLY_ENDED_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the provider takes the next payment and how much: none once cancelled, ended or failing. */
function nextCharge(row: StoredSubscription, amount: number, currency: string): SubscriptionSummary["nextCharge"] {
  if (row.cancel_at_period_end) return null;
  const on = row.status === "trialing" ? row.trial_end : row.status === "active" ? row.current_period_end : null;
  return on ? { amount, currency, on: on.toISOString() } : null;
}

/** A stored subscription as the API tells it; null for one never started, long ended, or with no known charge. */
export function subscriptionSummary(row: StoredSubscription, now = new Date()): SubscriptionSummary | null {
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
  };
}

export function subscriptionAnswer(
  subscriptions: StoredSubscription[],
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
    trialUsed: trialUsed || subscriptions.some((row) => row.trial_end !== null && planOfOffer(row.offer) !== null),
    subscriptions: subscriptions.flatMap((row) => subscriptionSummary(row) ?? []),
    emailVerified,
  };
}

const FRESH_READ_EVERY_MS = 10_000;
/** How often the identity provider is asked about a person's email: now and then, and on a fresh read. */
const PROFILE_CHECK_EVERY_MS = 60 * 60 * 1000;
const SUBSCRIPTION_ID = /^sub_[\w]{1,250}$/;

/** A plan press, as the page sends it (untrusted; an email in it is ignored: identity-profile.ts). */
export function checkoutRequest(body: unknown): CheckoutRequest | null {
  if (!body || typeof body !== "object") return null;
  const { offer, locale, variant, clientId, analyticsConsent } = body as Record<string, unknown>;
  if (!isPlanOffer(offer) || !isLocale(locale)) return null;
  return {
    offer,
    locale,
    variant: isReferenceVariant(variant) ? variant : null,
    clientId: isClientId(clientId) ? clientId : null,
    analyticsConsent: analyticsConsent === true,
  };
}

export function portalRequest(body: unknown): PortalRequest | null {
  if (!body || typeof body !== "object") return null;
  const { intent, locale, subscription } = body as Record<string, unknown>;
  if ((intent !== "manage" && intent !== "cancel") || !isLocale(locale)) return null;
  if (subscription !== undefined && (typeof subscription !== "string" || !SUBSCRIPTION_ID.test(subscription)))
    return null;
  return { intent, locale, ...(subscription !== undefined && { subscription }) };
}

/** A cancellation already asked for: the subscription serves until its period ends. */
const ending = (subscription: Stripe.Subscription) =>
  subscription.cancel_at_period_end || subscription.cancel_at != null;

export function subscriberRoutes(database: DatabaseAccess, billing: Billing, life: Lifecycle, profileOf: ProfileOf) {
  /**
   * The person's subscriptions at every customer of theirs, as the provider says now, stored. No
   * transaction waits on the provider.
   */
  async function refresh(db: Db, person: string): Promise<Stripe.Subscription[]> {
    const customers = await db.selectFrom("customers").select("customer_id").where("person", "=", person).execute();
    const all: Stripe.Subscription[] = [];
    for (const { customer_id } of customers) {
      const readAt = new Date();
      const subscriptions = await billing.subscriptionsOf(customer_id);
      await life.store(db, subscriptions, readAt);
      all.push(...subscriptions);
    }
    return all.sort((a, b) => b.created - a.created);
  }

  /** Their live plan, as the provider says now (the newest, should there ever be two). */
  const livePlanOf = (subscriptions: Stripe.Subscription[]) =>
    subscriptions.find(
      (subscription) => isLive(subscription) && planOfOffer(subscription.items.data[0]?.price.lookup_key ?? ""),
    ) ?? null;

  /**
   * Asks the identity provider about the person's email (when it has not been asked lately), and
   * with a verified email, links to them the customers a payment link made for that email before
   * they signed in (none made for somebody else). Answers whether the email is verified.
   */
  async function checkEmail(db: Db, person: string, accessToken: string, due: number): Promise<boolean | null> {
    const known = await personEmail(db, person);
    if (known && Date.now() - known.checked_at.getTime() < due) return known.email_verified;
    const profile = await profileOf(person, accessToken);
    if (!profile) return known?.email_verified ?? null;
    await rememberPersonEmail(db, person, {
      email: profile.email,
      email_verified: profile.emailVerified,
      checked_at: new Date(),
    });
    // Two people with the same verified email (two of the provider's connections): neither is linked.
    if (profile.emailVerified && profile.email && (await peopleWithVerifiedEmail(db, profile.email)).length === 1) {
      for (const customer of await billing.customersWithEmail(profile.email)) {
        const madeFor = customer.metadata?.person;
        if ((madeFor && madeFor !== person) || (await personOf(db, customer.id))) continue;
        await linkCustomer(db, person, customer.id);
        await life.store(db, await billing.subscriptionsOf(customer.id), new Date());
      }
    }
    return profile.emailVerified;
  }

  /**
   * The person's own customer, made when they first go to a checkout, with the email the identity
   * provider gives. Two first presses at once may each make one at the provider; the first linked
   * is theirs, the other is never used.
   */
  async function customerFor(db: Db, person: string, accessToken: string) {
    const known = await customerOf(db, person);
    if (known) return known;
    const email = (await profileOf(person, accessToken))?.email ?? null;
    const made = (await billing.customerMadeFor(person, email)) ?? (await billing.createCustomer(person, email));
    await linkCustomer(db, person, made);
    return (await customerOf(db, person))!;
  }

  /** Expires the checkouts made for the person before: one sale at a time, whatever tabs are open. */
  async function expireEarlierCheckouts(db: Db, person: string) {
    const earlier = await checkoutsOf(db, person);
    for (const id of earlier) await billing.expireCheckout(id);
    await forgetCheckouts(db, earlier);
  }

  /** When each person was last read afresh for `?fresh=1`: once per few seconds is plenty. */
  const freshReads = new Map<string, number>();
  const freshDue = (person: string) => {
    const now = Date.now();
    if (now - (freshReads.get(person) ?? 0) < FRESH_READ_EVERY_MS) return false;
    freshReads.set(person, now);
    if (freshReads.size > 10_000) freshReads.delete(freshReads.keys().next().value!);
    return true;
  };

  /** The summary of a subscription the provider has just listed, as stored. */
  const summaries = async (db: Db, person: string, ids: string[]) =>
    (await subscriptionsOfPerson(db, person))
      .filter((row) => ids.includes(row.id))
      .flatMap((row) => subscriptionSummary(row) ?? []);

  return {
    subscription: (person: string, accessToken: string, fresh: boolean) =>
      database.use(async (db): Promise<Omit<SubscriptionAnswer, "owner">> => {
        // A loop on `?fresh=1` does not become a loop on the provider's APIs.
        const readAgain = fresh && freshDue(person);
        const emailVerified = await checkEmail(db, person, accessToken, readAgain ? 0 : PROFILE_CHECK_EVERY_MS);
        let subscriptions = await subscriptionsOfPerson(db, person);
        // Stored before their charge was kept: read once more (as fresh reads are, a few seconds apart).
        const uncharged = subscriptions.some((row) => row.amount === null && isLive(row));
        if (readAgain || (uncharged && freshDue(`uncharged:${person}`))) {
          await refresh(db, person);
          subscriptions = await subscriptionsOfPerson(db, person);
        }
        return subscriptionAnswer(subscriptions, await hadTrial(db, person), emailVerified);
      }),

    checkout: (person: string, accessToken: string, request: CheckoutRequest) =>
      database.use(async (db): Promise<CheckoutAnswer> => {
        const customer = await customerFor(db, person, accessToken);
        // The provider is the truth on what they have now: a webhook may still be on its way.
        const live = livePlanOf(await refresh(db, person));
        const liveCustomer = live && idOf(live.customer)!;
        if (live?.items.data[0]?.price.lookup_key === request.offer) {
          return { action: "portal", url: await billing.portal(liveCustomer!, request.locale) };
        }
        if (live) {
          const flow = { switch: { subscription: live.id, item: live.items.data[0]!.id, offer: request.offer } };
          return { action: "switch", url: await billing.portal(liveCustomer!, request.locale, flow) };
        }
        const { trialUsed } = subscriptionAnswer(await subscriptionsOfPerson(db, person), await hadTrial(db, person));
        const { variant, clientId, analyticsConsent } = request;
        await expireEarlierCheckouts(db, person);
        const checkout = await billing.checkout({
          customer,
          offer: request.offer,
          locale: request.locale,
          trial: !trialUsed,
          sale: { person, variant, clientId, analyticsConsent },
          clientReferenceId: clientId ? encodeClientReference({ userId: clientId, variant, analyticsConsent }) : null,
        });
        await rememberCheckout(db, person, checkout.id);
        return { action: "checkout", url: checkout.url };
      }),

    portal: (person: string, request: PortalRequest) =>
      database.use(async (db): Promise<PortalAnswer> => {
        const customer = await customerOf(db, person);
        if (!customer) throw new RequestProblem(404, "You have no subscription.");
        const home = (of: string) => billing.portal(of, request.locale);
        if (request.intent === "manage") return { url: await home(customer) };
        const live = (await refresh(db, person)).filter(isLive);
        const cancellable = live.filter(
          (subscription) => !ending(subscription) && isOfferId(subscription.items.data[0]?.price.lookup_key),
        );
        if (request.subscription) {
          const chosen = live.find((subscription) => subscription.id === request.subscription);
          if (!chosen) throw new RequestProblem(404, "That is not a subscription of yours that can be cancelled.");
          // Already ending: the portal's home shows until when, and offers to resume it.
          if (ending(chosen)) return { url: await home(idOf(chosen.customer)!) };
          return { url: await billing.portal(idOf(chosen.customer)!, request.locale, { cancel: chosen.id }) };
        }
        if (!live.length) throw new RequestProblem(404, "You have no subscription to cancel.");
        const [only] = cancellable;
        if (!only) return { url: await home(idOf(live[0]!.customer)!) };
        if (cancellable.length === 1) {
          return { url: await billing.portal(idOf(only.customer)!, request.locale, { cancel: only.id }) };
        }
        const choose = await summaries(
          db,
          person,
          cancellable.map((subscription) => subscription.id),
        );
        return { url: await home(customer), choose };
      }),
  };
}

export type SubscriberRoutes = ReturnType<typeof subscriberRoutes>;
