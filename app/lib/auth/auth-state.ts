// What the rest of the site knows about sign-in: a small state and three actions. The identity
// SDK itself is loaded on demand (auth-provider.tsx) and never imported by components.
import { createContext, useContext } from "react";
import { paths } from "~/paths";
import type { CheckoutChoice } from "../checkout";
import type { SignUpSource } from "../analytics-events";

export interface AuthUser {
  sub?: string;
  name?: string;
  email?: string;
}

export type AuthStatus = "loading" | "anonymous" | "authenticated";

export interface AuthState {
  status: AuthStatus;
  user?: AuthUser;
  /** The last sign-in error, until the visitor dismisses it. */
  error?: Error;
}

/** Carried through the hosted login and handed back on return (spec §4's transaction appState). */
export interface LoginAppState {
  checkout?: CheckoutChoice;
}

export interface Auth extends AuthState {
  signUp(source: SignUpSource, appState?: LoginAppState): Promise<void>;
  logOut(): Promise<void>;
  dismissError(): void;
}

export const AuthContext = createContext<Auth | null>(null);

/** Outside the app's provider (the root error screen), sign-up buttons fall back to the pricing page. */
const withoutProvider: Auth = {
  status: "anonymous",
  signUp: async () => window.location.assign(paths.pricing),
  logOut: async () => undefined,
  dismissError: () => undefined,
};

export function useAuth(): Auth {
  return useContext(AuthContext) ?? withoutProvider;
}

/** The name the header shows for a signed-in visitor. */
export function displayName(user: AuthUser | undefined): string {
  return user?.name?.trim() || user?.email || "Your account";
}
