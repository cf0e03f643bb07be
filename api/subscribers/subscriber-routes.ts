// What a signed-in person asks of the API about their own subscription — never anyone else's: the
// person is the access token's `sub`, their customer the one the database links to it, and nothing
// in a request names a customer or a subscription.
//   GET  /api/subscription   their plan (`?fresh=1`: read again from the provider first, after a checkout or portal visit)
//   POST /api/checkout       where to go for an offer: a new checkout (the trial only for a first one), a switch, or their portal
//   POST /api/portal         the customer portal, or straight to cancelling their subscription
import { encodeClientReference } from "../../app/contracts/client-reference.ts";
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
import { customerOf, hadTrial, linkCustomer, livePlan, subscriptionsOfCustomer, withLock } from "./records.ts";

export class RequestProblem extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
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

const VARIANT = /^[ABC]$/;
const CLIENT_ID = /^[A-Za-z0-9]{9}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,255}$/;

/** A plan press, as the page sends it (untrusted). */
export function checkoutRequest(body: unknown): (CheckoutRequest & { email: string | null }) | null {
  if (!body || typeof body !== "object") return null;
  const { offer, locale, variant, clientId, analyticsConsent, email } = body as Record<string, unknown>;
  if (!isPlanOffer(offer) || !isLocale(locale)) return null;
  return {
    offer,
    locale,
    variant: typeof variant === "string" && VARIANT.test(variant) ? (variant as CheckoutRequest["variant"]) : null,
    clientId: typeof clientId === "string" && CLIENT_ID.test(clientId) ? clientId : null,
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
  /** Reads the customer's subscriptions again from the provider and stores them. */
  async function refresh(db: Db, customer: string) {
    for (const subscription of await billing.subscriptionsOf(customer)) await life.sync(db, subscription.id);
  }

  /** The person's customer, made (once, under a lock) when they first go to a checkout. */
  const customerFor = (db: Db, person: string, email: string | null) =>
    withLock(db, `customer:${person}`, async (trx) => {
      const known = await customerOf(trx, person);
      if (known) return known;
      const customer = (await billing.customerMadeFor(person, email)) ?? (await billing.createCustomer(person, email));
      await linkCustomer(trx, person, customer);
      return customer;
    });

  return {
    subscription: (person: string, fresh: boolean) =>
      database.use(async (db): Promise<SubscriptionAnswer> => {
        const customer = await customerOf(db, person);
        if (customer && fresh) await refresh(db, customer);
        const subscriptions = customer ? await subscriptionsOfCustomer(db, customer) : [];
        return subscriptionAnswer(subscriptions, await hadTrial(db, person));
      }),

    checkout: (person: string, request: CheckoutRequest & { email: string | null }) =>
      database.use(async (db): Promise<CheckoutAnswer> => {
        const customer = await customerFor(db, person, request.email);
        // The provider is the truth on what they have now: a webhook may still be on its way.
        await refresh(db, customer);
        const live = livePlan(await subscriptionsOfCustomer(db, customer));
        if (live?.offer === request.offer) {
          return { action: "portal", url: await billing.portal(customer, request.locale) };
        }
        if (live) {
          const subscription = await billing.subscription(live.id);
          const item = subscription?.items.data[0];
          if (!item) throw new Error(`Subscription ${live.id} has no item to switch.`);
          const flow = { switch: { subscription: live.id, item: item.id, offer: request.offer } };
          return { action: "switch", url: await billing.portal(customer, request.locale, flow) };
        }
        const subscriptions = await subscriptionsOfCustomer(db, customer);
        const trialUsed = (await hadTrial(db, person)) || subscriptions.some((row) => row.trial_end !== null);
        const { variant, clientId, analyticsConsent } = request;
        const url = await billing.checkout({
          customer,
          offer: request.offer,
          locale: request.locale,
          trial: !trialUsed,
          sale: { person, variant, clientId, analyticsConsent },
          clientReferenceId: clientId ? encodeClientReference({ userId: clientId, variant, analyticsConsent }) : null,
        });
        return { action: "checkout", url };
      }),

    portal: (person: string, request: PortalRequest) =>
      database.use(async (db): Promise<PortalAnswer> => {
        const customer = await customerOf(db, person);
        if (!customer) throw new RequestProblem(404, "You have no subscription.");
        if (request.intent === "manage") return { url: await billing.portal(customer, request.locale) };
        await refresh(db, customer);
        const live = livePlan(await subscriptionsOfCustomer(db, customer));
        if (!live) throw new RequestProblem(404, "You have no subscription to cancel.");
        // Already ending: the portal's home shows until when, and offers to resume it.
        if (live.cancel_at_period_end) return { url: await billing.portal(customer, request.locale) };
        return { url: await billing.portal(customer, request.locale, { cancel: live.id }) };
      }),
  };
}

export type SubscriberRoutes = ReturnType<typeof subscriberRoutes>;
