// What was bought, in /glow's address: /success, which has the provider's word on the offer, sends
// the buyer on with `?bought=plan` or `?bought=research`, so /glow welcomes a plan's buyer to the
// songs and the research paywall's to the research, also when they are not signed in. It changes
// only the words /glow shows, never what is recorded.
import { isOfferId } from "~/contracts/offer-ids";

const BOUGHT = "bought";

export type Bought = "plan" | "research";

/** /glow's query after a confirmed purchase of `offer`. */
export function welcomeQuery(offer: string): string {
  if (!isOfferId(offer)) return "";
  return `?${BOUGHT}=${offer.startsWith("paywall-") ? "research" : "plan"}`;
}

/** What /glow's query says was bought, if anything. */
export function boughtIn(search: string): Bought | null {
  const value = new URLSearchParams(search).get(BOUGHT);
  return value === "plan" || value === "research" ? value : null;
}
