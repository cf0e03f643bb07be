import { useEffect } from "react";
import { useNavigate } from "react-router";
import { parseCheckoutChoice } from "~/content/offers";
import { paths } from "~/paths";
import { goToCheckout } from "../checkout";
import { setAuthNavigator, type LoginAppState } from "./auth-actions";
import { startSession } from "./auth-client";

/** Starts the sign-in state once per page load: a login callback, or a remembered session. */
export function useAuthSession(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setAuthNavigator((to, options) => void navigate(to, options));
    void startSession(
      (appState, user) => {
        // A plan picked before signing up goes straight on to its checkout.
        const choice = parseCheckoutChoice((appState as LoginAppState | undefined)?.checkout);
        if (choice && user) goToCheckout(choice, user.email);
        else void navigate(paths.pricing, { replace: true });
      },
      // A failed callback leaves `code`/`state` (or `error`) in the URL; drop them so a reload does not retry.
      () => void navigate(window.location.pathname, { replace: true }),
    );
  }, [navigate]);
}
