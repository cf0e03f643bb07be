// What a signed-in person asks of the API about their own subscription — never anyone else's: the
// person is the access token's `sub`, their customer the one the database links to it, and nothing
// in a request names a customer or a subscription.
//   GET  /api/subscription   their plan (`?fresh=1`: read again from the provider first, after a checkout or portal visit)
//   POST /api/checkout       where to go for an offer: a new checkout (the trial only for a first one), a switch, or their portal
//   POST /api/portal         the customer portal, or straight to cancelling their subscription
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
} from "../../app/contracts/subscription-api.ts";
import type { Db, DatabaseAccess } from "../database/database.ts";
import type { StoredSubscription } from "../database/schema.ts";
import type { Billing } from "./billing.ts";
import type { Lifecycle } from "./lifecycle.ts";
import {
  checkoutsOf,
  customerOf,
  forgetCheckouts,
  hadTrial,
  linkCustomer,
  livePlan,
  rememberCheckout,
  subscriptionsOfCustomer,
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

export function subscriptionAnswer(subscriptions: StoredSubscription[], trialUsed: boolean): SubscriptionAnswer {
  const live = livePlan(subscriptions);
  const plan = live && planOfOffer(live.offer);
  return {
    plan: plan?.plan ?? null,
    period: plan?.period ?? null,
    status: live?.status ?? null,
    trialEnd: iso(live?.trial_end ?? null),
    currentPeriodEnd: iso(live?.current_period_end ?? null),
    cancelAtPeriodEnd: live?.cancel_at_period_end ?? false,
    trialUsed: trialUsed || subscriptions.some((row) => row.trial_end !== null),
  };
}

const FRESH_READ_EVERY_MS = 10_000;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/** A plan press, as the page sends it (untrusted). */
export function checkoutRequest(body: unknown): (CheckoutRequest & { email: string | null }) | null {
  if (!body || typeof body !== "object") return null;
  const { offer, locale, variant, clientId, analyticsConsent, email } = body as Record<string, unknown>;
  if (!isPlanOffer(offer) || !isLocale(locale)) return null;
  return {
    offer,
    locale,
    variant: isReferenceVariant(variant) ? variant : null,
    clientId: isClientId(clientId) ? clientId : null,
    analyticsConsent: analyticsConsent === true,
    email: typeof email === "string" && EMAIL.test(email) ? email : null,
  };
}

export function portalRequest(body: unknown): PortalRequest | null {
  if (!body || typeof body !== "object") return null;
  const { intent, locale } = body as Record<string, unknown>;
  if ((intent !== "manage" && intent !== "cancel") || !isLocale(locale)) return null;
  return { intent, locale };
}

export function subscriberRoutes(database: DatabaseAccess, billing: Billing, life: Lifecycle) {
  /**
   * The customer's subscriptions as the provider says now, stored; the live plan among them (the
   * newest, should there ever be two). No transaction waits on the provider.
   */
  async function refresh(db: Db, customer: string) {
    const readAt = new Date();
    const subscriptions = await billing.subscriptionsOf(customer);
    await life.store(db, subscriptions, readAt);
    const live = subscriptions
      .filter((subscription) => isLive(subscription) && planOfOffer(subscription.items.data[0]?.price.lookup_key ?? ""))
      .sort((a, b) => b.created - a.created);
    return live[0] ?? null;
  }

  /**
   * The person's customer, made when they first go to a checkout. Two first presses at once may
   * each make one at the provider; the first linked is theirs, the other is never used.
   */
  async function customerFor(db: Db, person: string, email: string | null) {
    const known = await customerOf(db, person);
    if (known) return known;
    const made = (await billing.customerMadeFor(person, email)) ?? (await billing.createCustomer(person, email));
    return linkCustomer(db, person, made);
  }

  /** Expires the checkouts made for the person before: one sale at a time, whatever tabs are open. */
  async function expireEarlierCheckouts(db: Db, person: string) {
    const earlier = await checkoutsOf(db, person);
    for (const id of earlier) await billing.expireCheckout(id);
    await forgetCheckouts(db, earlier);
  }

  /** When each customer was last read afresh for `?fresh=1`: once per few seconds is plenty. */
  const freshReads = new Map<string, number>();
  const freshDue = (customer: string) => {
    const now = Date.now();
    if (now - (freshReads.get(customer) ?? 0) < FRESH_READ_EVERY_MS) return false;
    freshReads.set(customer, now);
    if (freshReads.size > 10_000) freshReads.delete(freshReads.keys().next().value!);
    return true;
  };

  return {
    subscription: (person: string, fresh: boolean) =>
      database.use(async (db): Promise<SubscriptionAnswer> => {
        const customer = await customerOf(db, person);
        // A loop on `?fresh=1` does not become a loop on the provider's API.
        if (customer && fresh && freshDue(customer)) await refresh(db, customer);
        const subscriptions = customer ? await subscriptionsOfCustomer(db, customer) : [];
        return subscriptionAnswer(subscriptions, await hadTrial(db, person));
      }),

    checkout: (person: string, request: CheckoutRequest & { email: string | null }) =>
      database.use(async (db): Promise<CheckoutAnswer> => {
        const customer = await customerFor(db, person, request.email);
        // The provider is the truth on what they have now: a webhook may still be on its way.
        const live = await refresh(db, customer);
        if (live?.items.data[0]?.price.lookup_key === request.offer) {
          return { action: "portal", url: await billing.portal(customer, request.locale) };
        }
        if (live) {
          const flow = { switch: { subscription: live.id, item: live.items.data[0]!.id, offer: request.offer } };
          return { action: "switch", url: await billing.portal(customer, request.locale, flow) };
        }
        const subscriptions = await subscriptionsOfCustomer(db, customer);
        const { trialUsed } = subscriptionAnswer(subscriptions, await hadTrial(db, person));
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
        if (request.intent === "manage") return { url: await billing.portal(customer, request.locale) };
        const live = await refresh(db, customer);
        if (!live) throw new RequestProblem(404, "You have no subscription to cancel.");
        // Already ending: the portal's home shows until when, and offers to resume it.
        if (live.cancel_at_period_end || live.cancel_at != null) {
          return { url: await billing.portal(customer, request.locale) };
        }
        return { url: await billing.portal(customer, request.locale, { cancel: live.id }) };
      }),
  };
}

export type SubscriberRoutes = ReturnType<typeof subscriberRoutes>;
