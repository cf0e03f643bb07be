// Where "Manage subscription" goes (POST /api/portal, intent manage): the home of the portal that
// holds the subscription. Each of the provider's customers has a portal that shows only its own
// subscriptions, and a payment link's checkout makes a customer of its own, so a person whose live
// subscriptions are at more than one chooses which, as for a cancellation.
import type { PortalAnswer } from "../../app/contracts/subscription-api.ts";
import { isOfferId } from "../../app/contracts/offer-ids.ts";
import type { HeldSubscription } from "./stored-subscriptions.ts";
import { RequestProblem } from "./subscriber-requests.ts";
import { subscriptionSummary } from "./subscription-answer.ts";
import { isLive } from "./subscription-record.ts";

/**
 * `theirs`: every subscription of the person, newest first; `chosen`: the one they named, if any;
 * `customer`: their own customer; `home`: a portal session at a customer's home.
 */
export async function managedPortal(
  theirs: HeldSubscription[],
  chosen: string | undefined,
  customer: string,
  home: (customer: string) => Promise<string>,
): Promise<PortalAnswer> {
  if (chosen) {
    const named = theirs.find((row) => row.id === chosen);
    if (!named) throw new RequestProblem(404, "That is not a subscription of yours.");
    return { url: await home(named.customer_id) };
  }
  const live = theirs.filter((row) => isLive(row) && isOfferId(row.offer));
  const [first, ...others] = new Set(live.map((row) => row.customer_id));
  if (others.length) {
    return { url: await home(customer), choose: live.flatMap((row) => subscriptionSummary(row) ?? []) };
  }
  return { url: await home(first ?? theirs[0]?.customer_id ?? customer) };
}
