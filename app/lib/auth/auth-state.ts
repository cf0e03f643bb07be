// What components know about sign-in: a small state and the actions. The identity SDK itself is
// owned by auth-client.ts and never imported by components.
import { useSyncExternalStore } from "react";
import { authErrorMessage, isSilentError } from "./auth-errors";
import { authStore, type AuthStatus, type AuthUser } from "./auth-store";

export type { AuthStatus, AuthUser };
export { checkoutEmail, continueAsVisitor, dismissError, logOut } from "./auth-actions";
export { prefetchClient as prefetchAuth } from "./auth-client";

export interface AuthState {
  status: AuthStatus;
  user?: AuthUser;
  /** The last sign-in error, as the visitor reads it, until dismissed. */
  error?: Error;
}

/** The sign-in state for rendering; re-renders when it changes. */
export function useAuth(): AuthState {
  const { status, user, error } = useSyncExternalStore(
    authStore.subscribe,
    authStore.getSnapshot,
    authStore.getServerSnapshot,
  );
  const shown = error !== undefined && !isSilentError(error);
  return { status, user, error: shown ? new Error(authErrorMessage(error)) : undefined };
}

/** The name the header shows for a signed-in visitor. */
export function displayName(user: AuthUser | undefined): string {
  return user?.name?.trim() || user?.email || "Your account";
}
