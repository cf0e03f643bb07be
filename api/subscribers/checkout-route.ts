// POST /api/checkout: where a signed-in person's press for an offer goes — a new checkout on their
// own customer (the trial only for a first one), the switch of the plan they are on, or their portal
// for what they have already. Never anyone else's customer: docs/decisions/023-purchases-bound-to-buyers.md.
import { encodeClientReference } from "../../app/contracts/client-reference.ts";
import { planOfOffer, type CheckoutAnswer, type CheckoutRequest } from "../../app/contracts/subscription-api.ts";
import type { Db, DatabaseAccess } from "../database/database.ts";
import { idOf } from "../stripe-client.ts";
import type { Billing } from "./billing.ts";
import type { ProfileOf } from "./identity-profile.ts";
import { liveResearchOf, livePlanOf, offerOf } from "./live-subscriptions.ts";
import { checkoutsOf, customerOf, forgetCheckouts, linkCustomer, rememberCheckout } from "./people.ts";
import { hadTrial, planTrialUsed, subscriptionsOfPerson } from "./stored-subscriptions.ts";
import { IdentityUnavailable } from "./subscriber-requests.ts";
import type { TheirSubscriptions } from "./their-subscriptions.ts";

export function checkoutRoute(
  database: DatabaseAccess,
  billing: Billing,
  refresh: TheirSubscriptions,
  profileOf: ProfileOf,
) {
  /**
   * The person's own customer, made when they first go to a checkout, with the email the identity
   * provider gives (never one from the request). Two first presses at once make one: the
   * provider answers both with the same customer (billing.ts, `createCustomer`).
   */
  async function customerFor(db: Db, person: string, accessToken: string) {
    const known = await customerOf(db, person);
    if (known) return known;
    // Made only with what the identity provider says now: a customer made without it (its email
    // unknown) would not be found again by the next press, which would make a second.
    const profile = await profileOf(person, accessToken);
    if (!profile) throw new IdentityUnavailable();
    const { email } = profile;
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

  return (person: string, accessToken: string, request: CheckoutRequest) =>
    database.use(async (db): Promise<CheckoutAnswer> => {
      const customer = await customerFor(db, person, accessToken);
      // The provider is the truth on what they have now: a webhook may still be on its way.
      const { all: theirs, byEmail } = await refresh(db, person);
      const research = !planOfOffer(request.offer);
      const live = research ? liveResearchOf(theirs) : livePlanOf(theirs);
      const liveCustomer = live && idOf(live.customer)!;
      // Never sold twice: the research they have already, or the plan they are on, is in their
      // portal; so is one added by their email, which a press never changes (it may be a stranger's).
      if (live && (research || offerOf(live) === request.offer || byEmail.has(liveCustomer!))) {
        return { action: "portal", url: await billing.portal(liveCustomer!, request.locale) };
      }
      if (live) {
        const flow = { switch: { subscription: live.id, item: live.items.data[0]!.id, offer: request.offer } };
        return { action: "switch", url: await billing.portal(liveCustomer!, request.locale, flow) };
      }
      // The research's trial is its own, once per person too (a purchase added by email uses none).
      const own = theirs.filter((subscription) => !byEmail.has(idOf(subscription.customer)!));
      const trialUsed = research
        ? own.some((subscription) => subscription.trial_start && !planOfOffer(offerOf(subscription)))
        : planTrialUsed(await subscriptionsOfPerson(db, person), await hadTrial(db, person));
      const { variant, clientId, analyticsConsent } = request;
      await expireEarlierCheckouts(db, person);
      const checkout = await billing.checkout({
        customer,
        offer: request.offer,
        locale: request.locale,
        trial: !trialUsed,
        sale: { person, variant, clientId, analyticsConsent },
        clientReferenceId: clientId ? encodeClientReference({ userId: clientId, variant, analyticsConsent }) : null,
        code: request.code,
      });
      await rememberCheckout(db, person, checkout.id);
      return { action: "checkout", url: checkout.url };
    });
}
