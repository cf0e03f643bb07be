// A purchase of the research paywall's offer is welcomed with the research, not the song app:
// /success, which has the provider's word on the offer, sends the visitor on to /glow with this
// in the address. It changes only the words /glow shows a paid visitor, never what is recorded.
import { isOfferId, type OfferId } from "~/contracts/offer-ids";

const BOUGHT = { name: "bought", value: "research" } as const;

const isResearchOffer = (offer: string): offer is OfferId => isOfferId(offer) && offer.startsWith("paywall-");

/** /glow's query after a confirmed purchase of `offer`: '?bought=research' for the paywall's, else ''. */
export function welcomeQuery(offer: string): string {
  return isResearchOffer(offer) ? `?${BOUGHT.name}=${BOUGHT.value}` : "";
}

/** Whether /glow's query says the research was bought. */
export function boughtResearch(search: string): boolean {
  return new URLSearchParams(search).get(BOUGHT.name) === BOUGHT.value;
}
