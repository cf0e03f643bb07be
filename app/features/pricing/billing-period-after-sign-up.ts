import { useEffect } from "react";
import type { SessionStart } from "~/shared/auth/auth-session";
import { auth } from "~/shared/auth/use-auth";
import { parseCheckoutChoice } from "~/catalogue/offers";
import type { BillingPeriod } from "~/catalogue/plans";
import { showAddressedPeriod, writeBillingPeriod } from "./billing-period";

/**
 * The period of the plan pressed before signing up, when the hosted sign-up has sent the visitor
 * back to this page: signed up (on to the plan's checkout: features/session/use-auth-session.ts),
 * or not (cancelled at the provider's page, or its error). Browser Back needs nothing: the page
 * pressed on is in the history with the period in its address.
 */
function periodOfPlanPressed(start: SessionStart): BillingPeriod | undefined {
  if (start.kind === "restored" || (start.kind === "login" && !start.user)) return undefined;
  const choice = parseCheckoutChoice(start.appState?.offer);
  return choice?.kind === "plan" ? choice.period : undefined;
}

/**
 * Back from the hosted sign-up of a plan pressed: the plans in that plan's period, in place of the
 * spent callback's address, so this page, and Back from the checkout, show what was chosen and
 * try no spent code. A child's effect runs before the root's, so this comes before the root's
 * clean-up of a failed callback's address, which keeps the period it finds there.
 */
export function useBillingPeriodAfterSignUp(): void {
  useEffect(() => {
    void auth.start().then((start) => {
      const period = periodOfPlanPressed(start);
      if (!period) return;
      writeBillingPeriod(period, window.location.pathname);
      showAddressedPeriod();
    });
  }, []);
}
