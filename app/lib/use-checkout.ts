import { useCallback } from "react";
import type { CheckoutChoice } from "~/content/offers";
import { useAuth } from "./auth/auth-state";
import { goToCheckout } from "./checkout";

/**
 * The pricing page's plan buttons: signed-in visitors go straight to checkout; others sign up
 * first, and the chosen plan travels through the login to its checkout.
 */
export function usePlanCheckout(): (choice: CheckoutChoice) => void {
  const { status, user, signUp } = useAuth();
  return useCallback(
    (choice: CheckoutChoice) => {
      if (status === "authenticated") goToCheckout(choice, user?.email);
      else void signUp("pricing", { checkout: choice });
    },
    [status, user, signUp],
  );
}
