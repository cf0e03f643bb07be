// What was bought, in /glow's address: /success, which has the provider's word on the offer, sends
// the buyer on with `?bought=plan` or `?bought=research`, so /glow welcomes a plan's buyer to the
// songs and the research paywall's to the research, also when they are not signed in. It changes
// only the words /glow shows, never what is recorded.
import { isOfferId } from "~/contracts/offer-ids";
import { readItem, removeItem, storageKeys, writeItem } from "~/shared/browser/storage";

const BOUGHT = "bought";

export type Bought = "plan" | "research";

/** What a purchase of `offer` bought, if the offer is one of ours. */
export function boughtWith(offer: string): Bought | null {
  if (!isOfferId(offer)) return null;
  return offer.startsWith("paywall-") ? "research" : "plan";
}

/** /glow's query after a confirmed purchase of `offer`. */
export function welcomeQuery(offer: string): string {
  const bought = boughtWith(offer);
  return bought ? `?${BOUGHT}=${bought}` : "";
}

/**
 * /success's word to this tab's next /glow that it has just confirmed what `bought` names: that
 * /glow welcomes it at once, also for a signed-in person (paid-welcome.ts). Read once.
 */
export function noteJustConfirmed(bought: Bought): void {
  writeItem(storageKeys.justConfirmed, bought, "sessionStorage");
}

/** Whether /success has just confirmed the purchase `bought` names; forgets the note either way. */
export function takeJustConfirmed(bought: Bought | null): boolean {
  const noted = readItem(storageKeys.justConfirmed, "sessionStorage");
  removeItem(storageKeys.justConfirmed, "sessionStorage");
  return bought !== null && noted === bought;
}

/** What /glow's query says was bought, if anything. */
export function boughtIn(search: string): Bought | null {
  const value = new URLSearchParams(search).get(BOUGHT);
  return value === "plan" || value === "research" ? value : null;
}
