// What the app's components know about sign-in: this page's session (auth-session.ts), read with
// useAuth() and started once per page load by the root (features/session/use-auth-session.ts).
import { useSyncExternalStore } from "react";
import type { AuthStatus, AuthUser } from "./auth-session";
import { createSiteAuthSession, isSilentError } from "./identity-client";

export { displayName } from "./auth-session";

/** The session of this page load; the /signup page runs its own (features/hand-off/page/page-hand-off.ts). */
export const auth = createSiteAuthSession();

const anonymous = { status: "anonymous" as const };

export interface AuthState {
  status: AuthStatus;
  user?: AuthUser;
  /** The last sign-in error, until dismissed ('not signed in' answers are none); auth-failure.ts words it. */
  error?: unknown;
}

/** The sign-in state for rendering; prerendered pages are anonymous (the boot script hides the rest). */
export function useAuth(): AuthState {
  const { status, user, error } = useSyncExternalStore(auth.subscribe, auth.getSnapshot, () => anonymous);
  const shown = error !== undefined && !isSilentError(error);
  return { status, user, error: shown ? error : undefined };
}
