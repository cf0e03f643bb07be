// A subscription as the screens read it (app/shared/subscriber/subscriber.ts), for the tests of
// the screens that tell it: the Pro plan or the research, monthly, in any standing.
import type { Holding } from "~/shared/subscriber/subscriber";

export const holding = (kind: "plan" | "paywall", standing: Holding["standing"]): Holding => ({
  id: `sub_${kind}_${standing}`,
  choice: kind === "plan" ? { kind, plan: "pro", period: "monthly" } : { kind, period: "monthly" },
  standing,
  price: { amount: 6, currency: "USD" },
  interval: "month",
  until: "2027-01-04T12:00:00.000Z",
  nextCharge: null,
  addedByEmail: false,
});
