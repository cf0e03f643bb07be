import { useEffect, useRef } from "react";
import { useSubscriber } from "~/shared/subscriber/subscriber";
import { namesBillingPeriod, showAddressedPeriod, writeBillingPeriod } from "./billing-period";

/**
 * Once the model knows a subscriber's plan, the switch shows their own billing period (back from
 * the portal after a switch to annual, say), unless the address names one: the visitor's choice.
 * Once per page: a later change of the switch is theirs.
 */
export function useSubscriberPeriod(): void {
  const subscriber = useSubscriber();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current || subscriber.status !== "known") return;
    shown.current = true;
    const plan = subscriber.plan?.choice;
    if (plan?.kind !== "plan" || namesBillingPeriod(window.location.search)) return;
    writeBillingPeriod(plan.period);
    showAddressedPeriod();
  }, [subscriber]);
}
