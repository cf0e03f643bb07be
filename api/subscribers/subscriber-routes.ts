// What a signed-in person asks of the API about their own subscriptions — never anyone else's: the
// person is the access token's `sub`, their customers the ones the database links to it, and nothing
// in a request names a customer; a subscription it names must be one of theirs.
//   GET  /api/subscription   their subscriptions (`?fresh=1`: read again from the provider first, after a checkout or portal visit)
//   POST /api/checkout       where to go for an offer (checkout-route.ts)
//   POST /api/portal         the portal that holds a subscription, or its cancellation (a choice where it is not clear which)
//   POST /api/not-mine       unlinks a purchase found only by their email: it was somebody else's
// Every purchase of a signed-in person goes through a checkout made here, on their own customer, so
// it is theirs at once (docs/decisions/023-purchases-bound-to-buyers.md).
import {
  type NotMineRequest,
  type PortalAnswer,
  type PortalRequest,
  type SubscriptionAnswer,
} from "../../app/contracts/subscription-api.ts";
import { isOfferId } from "../../app/contracts/offer-ids.ts";
import type { Db, DatabaseAccess } from "../database/database.ts";
import { idOf } from "../stripe-client.ts";
import type { Billing } from "./billing.ts";
import type { ProfileOf } from "./identity-profile.ts";
import type { Lifecycle } from "./lifecycle.ts";
import { checkoutRoute } from "./checkout-route.ts";
import { customerOf, disownCustomer } from "./people.ts";
import { subscriptionsOfPerson } from "./stored-subscriptions.ts";
import { RequestProblem } from "./subscriber-requests.ts";
import { subscriberRecord } from "./subscriber-record.ts";
import { subscriptionAnswer, subscriptionSummary } from "./subscription-answer.ts";
import { isLive } from "./subscription-record.ts";
import { ending } from "./live-subscriptions.ts";
import { theirSubscriptions } from "./their-subscriptions.ts";
import { managedPortal } from "./managed-portal.ts";
import { emailChecks } from "./verified-email.ts";

const FRESH_READ_EVERY_MS = 10_000;
/** How often the identity provider is asked about a person's email: now and then, and on a fresh read. */
const PROFILE_CHECK_EVERY_MS = 60 * 60 * 1000;

export function subscriberRoutes(database: DatabaseAccess, billing: Billing, life: Lifecycle, profileOf: ProfileOf) {
  const checkEmail = emailChecks(billing, life, profileOf);

  const refresh = theirSubscriptions(billing, life);

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
        let record = await subscriberRecord(db, person);
        const due = readAgain ? 0 : PROFILE_CHECK_EVERY_MS;
        const email = await checkEmail(db, person, accessToken, due, record.email);
        if (email.asked) record = await subscriberRecord(db, person);
        // Stored before their charge was kept: read once more (as fresh reads are, a few seconds apart).
        const uncharged = record.subscriptions.some((row) => row.amount === null && isLive(row));
        if (readAgain || (uncharged && freshDue(`uncharged:${person}`))) {
          await refresh(db, person);
          record = await subscriberRecord(db, person);
        }
        return subscriptionAnswer(record.subscriptions, record.hadTrial, email.verified);
      }),

    checkout: checkoutRoute(database, billing, refresh, profileOf),

    portal: (person: string, request: PortalRequest) =>
      database.use(async (db): Promise<PortalAnswer> => {
        const customer = await customerOf(db, person, { own: false });
        if (!customer) throw new RequestProblem(404, "You have no subscription.");
        const home = (of: string) => billing.portal(of, request.locale);
        if (request.intent === "manage") {
          return managedPortal(await subscriptionsOfPerson(db, person), request.subscription, customer, home);
        }
        const live = (await refresh(db, person)).all.filter(isLive);
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
        const ids = cancellable.map((subscription) => subscription.id);
        return { url: await home(customer), choose: await summaries(db, person, ids) };
      }),

    notMine: (person: string, request: NotMineRequest) =>
      database.use(async (db): Promise<{ removed: true }> => {
        const held = (await subscriptionsOfPerson(db, person)).find((row) => row.id === request.subscription);
        if (!held?.found_by_email || !(await disownCustomer(db, person, held.customer_id))) {
          throw new RequestProblem(404, "That is not a subscription added to your account by your email.");
        }
        return { removed: true };
      }),
  };
}

export type SubscriberRoutes = ReturnType<typeof subscriberRoutes>;
