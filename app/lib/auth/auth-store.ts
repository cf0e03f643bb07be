// The sign-in state as a tiny external store: one module owns it (auth-client.ts), React reads it
// with useSyncExternalStore (auth-state.ts), and anything may wait for it to settle.
import { paths } from "~/paths";
import { clearPageFlag, pageFlags } from "../page-flags";
import { hasSessionHint, isCallbackAt } from "./auth-hints";

export interface AuthUser {
  sub?: string;
  name?: string;
  email?: string;
}

export type AuthStatus = "loading" | "anonymous" | "authenticated";

export interface AuthSnapshot {
  status: AuthStatus;
  user?: AuthUser;
  /** The last sign-in error as thrown, until the visitor dismisses it. */
  error?: unknown;
}

export const anonymous: AuthSnapshot = { status: "anonymous" };

/** This page load is the login callback: its parameters on the redirect_uri, /pricing. */
export const isLoginCallback = () => isCallbackAt(paths.pricing);

/**
 * A browser that remembers a session, or a page that carries the login callback, starts out
 * loading (the root restores or completes the session, auth-client.ts), so a press made before
 * that has even begun still waits for its answer.
 */
const initial = (): AuthSnapshot =>
  typeof window !== "undefined" && (hasSessionHint() || isLoginCallback()) ? { status: "loading" } : anonymous;

let snapshot: AuthSnapshot = initial();
const listeners = new Set<() => void>();

export const authStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): AuthSnapshot => snapshot,
  /** Prerendered HTML is anonymous; the boot script's flag hides what a session would change. */
  getServerSnapshot: (): AuthSnapshot => anonymous,
};

export function updateAuth(next: Partial<AuthSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  if (snapshot.status !== "loading") clearPageFlag(pageFlags.authPending);
  for (const listener of listeners) listener();
}

/**
 * Resolves once the state is no longer loading (a session restore or callback has answered), or
 * after `timeoutMs`, whichever is first; returns the state then.
 */
export function settledAuth(timeoutMs: number): Promise<AuthSnapshot> {
  if (snapshot.status !== "loading") return Promise.resolve(snapshot);
  return new Promise((resolve) => {
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(snapshot);
    };
    const timer = setTimeout(finish, timeoutMs);
    const unsubscribe = authStore.subscribe(() => {
      if (snapshot.status !== "loading") finish();
    });
  });
}

/** For tests: back to the first state. */
export function resetAuthStore(): void {
  snapshot = initial();
  listeners.clear();
}
