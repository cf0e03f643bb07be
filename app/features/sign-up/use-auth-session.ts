// The app's side of signing in, started once per page load by the root: completes the return from
// the hosted sign-up on /pricing (on to the plan picked before signing up, or the plans), or
// restores a remembered session. (The app never runs on /signup, whose own script has a session of
// its own: sign-up-hand-off.ts.)
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { localeOfPath } from "~/contracts/locales";
import { auth } from "~/shared/auth/use-auth";
import { parseCheckoutChoice } from "~/shared/content/offers";
import { signedInDestination } from "./sign-up-request";

export function useAuthSession(): void {
  const navigate = useNavigate();
  useEffect(() => {
    void auth.start().then((start) => {
      if (start.kind === "login") {
        const choice = parseCheckoutChoice(start.appState?.checkout);
        const destination = signedInDestination(choice, localeOfPath(window.location.pathname), start.user?.email);
        // A checkout is another site; the plans are this app's page, in place of the callback's URL.
        if (choice) window.location.assign(destination);
        else void navigate(destination, { replace: true });
      } else if (start.kind === "failed-login") {
        // Drop `code`/`state` (or `error`) from the URL, so a reload does not try them again.
        void navigate(window.location.pathname, { replace: true });
      }
    });
  }, [navigate]);
}
