// What the app's components know about sign-in: this page's session (auth-session.ts), read with
// useAuth() and started once per page load by the root (useAuthSession).
import { useEffect, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { parseCheckoutChoice } from "~/content/offers";
import { localeOfPath, localizedPath, unlocalizedPath } from "~/config/locales";
import { paths } from "~/paths";
import { useLocale } from "../locale";
import { checkoutUrl, goToCheckout } from "../checkout";
import { signUpHref, type SignUpRequest } from "../sign-up-request";
import type { AuthStatus, AuthUser } from "./auth-session";
import { authErrorMessage, createSiteAuthSession, isSilentError } from "./identity-client";

/** The session of this page load; the /signup page runs its own (sign-up-hand-off.ts). */
export const auth = createSiteAuthSession();

const anonymous = { status: "anonymous" as const };

export interface AuthState {
  status: AuthStatus;
  user?: AuthUser;
  /** The last sign-in error, as the visitor reads it, until dismissed. */
  error?: Error;
}

/** The sign-in state for rendering; prerendered pages are anonymous (the boot script hides the rest). */
export function useAuth(): AuthState {
  const { status, user, error } = useSyncExternalStore(auth.subscribe, auth.getSnapshot, () => anonymous);
  const shown = error !== undefined && !isSilentError(error);
  return { status, user, error: shown ? new Error(authErrorMessage(error)) : undefined };
}

/** Starts this page's session once: the login callback on /pricing, or a remembered session. */
export function useAuthSession(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (unlocalizedPath(window.location.pathname) === paths.signUp) return;
    void auth.start().then((start) => {
      const locale = localeOfPath(window.location.pathname);
      if (start.kind === "login") {
        // A plan picked before signing up goes straight on to its checkout.
        const choice = parseCheckoutChoice(start.appState?.checkout);
        if (choice && start.user) goToCheckout(choice, locale, start.user.email);
        else void navigate(localizedPath(paths.pricing, locale), { replace: true });
      } else if (start.kind === "failed-login") {
        // Drop `code`/`state` (or `error`) from the URL, so a reload does not try them again.
        void navigate(window.location.pathname, { replace: true });
      }
    });
  }, [navigate]);
}

/**
 * Where a sign-up or plan link leads: the /signup hand-off, which waits for whatever decides it;
 * once the visitor is known to be signed in, straight to the plan's checkout (or to the plans).
 */
export function useSignUpHref(request: SignUpRequest): string {
  const { status, user } = useAuth();
  const locale = useLocale();
  if (status !== "authenticated") return signUpHref(request, locale);
  return request.choice ? checkoutUrl(request.choice, locale, user?.email) : localizedPath(paths.pricing, locale);
}

/** The name the header shows for a signed-in visitor, if the provider gave one. */
export function displayName(user: AuthUser | undefined): string | undefined {
  return user?.name?.trim() || user?.email || undefined;
}
