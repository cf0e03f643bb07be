import { useEffect } from "react";
import { auth } from "~/shared/auth/use-auth";
import { parseCheckoutChoice } from "~/shared/content/offers";
import { showAddressedPeriod, writeBillingPeriod } from "./billing-period";

/**
 * Back from the checkout of a plan pressed before signing up (features/sign-up/use-auth-session.ts
 * sends the person on from the login callback on this page): the plans in that plan's period, in
 * place of the spent callback's address, so Back shows what was chosen and tries no spent code.
 */
export function useBillingPeriodAfterSignUp(): void {
  useEffect(() => {
    void auth.start().then((start) => {
      const choice = start.kind === "login" && start.user ? parseCheckoutChoice(start.appState?.checkout) : undefined;
      if (choice?.kind !== "plan") return;
      writeBillingPeriod(choice.period, window.location.pathname);
      showAddressedPeriod();
    });
  }, []);
}
