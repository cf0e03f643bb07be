// The app's side of signing in, started once per page load by the root: completes the return from
// the hosted sign-up on /pricing (on where features/hand-off/after-login.ts says, or the plans),
// or restores a remembered session; either way, a signed-in person's
// subscription is then asked for (shared/subscriber/subscription-state.ts). The /signup and
// /account pages run without the app, with a session of their own (features/hand-off/page/).
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { localeOfPath, unlocalizedPath } from "~/contracts/locales";
import { paths } from "~/contracts/paths";
import { PORTAL_RETURN } from "~/contracts/subscription-api";
import { forgetSubscription, loadSubscription } from "~/shared/subscriber/subscription-state";
import { withoutAuthParams } from "~/shared/auth/auth-hints";
import { auth } from "~/shared/auth/use-auth";
import { afterLoginDestination } from "~/features/hand-off";

const isGlow = (pathname: string) => unlocalizedPath(pathname) === paths.glow;

export function useAuthSession(): void {
  const navigate = useNavigate();
  useEffect(() => {
    void auth.start().then((start) => {
      if (start.kind === "login") {
        const locale = localeOfPath(window.location.pathname);
        const destination = afterLoginDestination(start.appState, locale, start.user, auth);
        if (destination) {
          // A checkout or the portal is another site.
          void destination.then((address) => window.location.assign(address));
        } else {
          // The plans are this app's page, in place of the callback's URL.
          void navigate(window.location.pathname, { replace: true });
          void loadSubscription(auth);
        }
      } else if (start.kind === "restored" && start.user) {
        // Back from a checkout or the portal: the provider's word, not what the API last heard.
        const query = new URLSearchParams(window.location.search);
        const returned = query.get(PORTAL_RETURN.name) === PORTAL_RETURN.value || isGlow(window.location.pathname);
        void loadSubscription(auth, { fresh: returned });
        if (query.has(PORTAL_RETURN.name)) {
          query.delete(PORTAL_RETURN.name);
          void navigate({ search: query.size ? `?${query}` : "" }, { replace: true });
        }
      } else if (start.kind === "failed-login") {
        // Drop the callback's parameters (`code`/`state`, or `error`) from the URL, so a reload does
        // not try them again; the rest stays (the plans' period: features/pricing/billing-period-after-sign-up.ts).
        void navigate({ search: withoutAuthParams(window.location.search) }, { replace: true });
      }
      if (start.kind === "failed-login" || !start.user) forgetSubscription();
    });
  }, [navigate]);
}
