// What the checkout's return routes record (spec §4): the hasPaid flag, before moving on to /glow.
import { writeHasPaid } from "./visitor";

export type CheckoutOutcome = "paid" | "not-paid";

export function recordCheckoutOutcome(outcome: CheckoutOutcome): void {
  writeHasPaid(outcome === "paid");
}
