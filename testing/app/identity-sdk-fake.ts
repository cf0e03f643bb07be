// A fake identity SDK handed to the sign-in session (app/shared/auth/auth-session.ts) in its tests.
import { vi } from "vitest";
import { resetMemoryStorage } from "~/shared/browser/storage";
import { createAuthSession, type IdentityClient } from "~/shared/auth/auth-session";

export const ana = { sub: "auth0|1", name: "Ana Lima", email: "ana@example.com" };
export const callbackUrl = "/pricing?code=abc&state=xyz";

export function fakeSdk(user: typeof ana | undefined = ana) {
  return {
    loginWithRedirect: vi.fn(async () => undefined),
    handleRedirectCallback: vi.fn(async () => ({ appState: { offer: "max-annual" } })),
    checkSession: vi.fn(async () => undefined),
    getUser: vi.fn(async (): Promise<typeof ana | undefined> => user),
    getTokenSilently: vi.fn(async () => "api-access-token"),
    logout: vi.fn(async () => undefined),
  };
}

export function sessionWith(sdk: ReturnType<typeof fakeSdk>) {
  const createClient = vi.fn(async () => sdk as unknown as IdentityClient);
  return {
    session: createAuthSession({ createClient, callbackPath: "/pricing", logOutTo: () => "http://localhost:3000/" }),
    createClient,
  };
}

/** What a session leaves in the page: storage, the address, the pending flag. */
export function forgetSessions(): void {
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
  window.history.replaceState(null, "", "/");
  document.documentElement.removeAttribute("data-auth-pending");
}
