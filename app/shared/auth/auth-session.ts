// The one owner of sign-in: the identity SDK (@auth0/auth0-spa-js), the sign-in state and what can
// be done about it. The SDK does the whole login protocol (PKCE, state, nonce, ID-token checks,
// token cache and refresh); it is downloaded only where it has work to do: the /signup hand-off,
// the login callback on /pricing, a returning signed-in visitor, a log-out. Its SDK comes in as a
// parameter: tests hand in a fake; the site's pages, `createSiteAuthSession` (identity-client.ts).
import type { Auth0Client } from "@auth0/auth0-spa-js";
import type { OfferId } from "~/contracts/offer-ids";
import { clearPageFlag, pageFlags } from "~/shared/page/page-flags";
import { forgetSignedInPerson } from "~/shared/visitor/visitor";
import { hasSessionHint, isCallbackAt, rememberSession, forgetLoginCallback, stashedLoginCallback } from "./auth-hints";

type SdkMethods =
  "loginWithRedirect" | "handleRedirectCallback" | "checkSession" | "getUser" | "getTokenSilently" | "logout";
export type IdentityClient = Pick<Auth0Client, SdkMethods>;

/** The ID token's claims the site uses. */
export type AuthUser = Partial<Record<"sub" | "name" | "email", string>>;

/** The name the header shows for a signed-in person, if the provider gave one. */
export function displayName(user: AuthUser | undefined): string | undefined {
  return user?.name?.trim() || user?.email || undefined;
}

export type AuthStatus = "loading" | "anonymous" | "authenticated";

/** `error`: the last sign-in error as thrown, until the visitor dismisses it. */
export type AuthSnapshot = { status: AuthStatus; user?: AuthUser; error?: unknown };

/** What a visitor who logs in first wants of their subscription: just to log in, its portal, or to cancel it. */
export type AccountIntent = "login" | "manage" | "cancel";

/** Carried through the hosted login and handed back on return (the transaction's appState). */
export type LoginAppState = {
  /** The offer pressed before signing up, whose checkout follows (untrusted on return: catalogue/offers.ts parses it). */
  offer?: OfferId;
  account?: AccountIntent;
};

/** How a page's session began: a completed login callback, or a restored (or no) session. */
export type SessionStart =
  | { kind: "login"; user: AuthUser | undefined; appState: LoginAppState | undefined }
  | { kind: "restored"; user: AuthUser | undefined }
  | { kind: "failed-login"; appState: LoginAppState | undefined };

/**
 * The app state of a login the provider sent back with an error (a sign-up cancelled at its page,
 * or its failure): the SDK's error carries it, so a visitor's choice survives the way back too.
 */
const appStateOf = (error: unknown): LoginAppState | undefined =>
  (error as { appState?: LoginAppState | null } | null)?.appState ?? undefined;

export interface AuthSessionDeps {
  /** Makes the SDK client, on first need; a failed download is tried again on the next. */
  createClient(): Promise<IdentityClient>;
  /** The login callback's page: the redirect_uri's path. */
  callbackPath: string;
  /** Where the provider sends the visitor after logging out. */
  logOutTo(): string;
}

export type AuthSession = ReturnType<typeof createAuthSession>;

export function createAuthSession({ createClient, callbackPath, logOutTo }: AuthSessionDeps) {
  let client: Promise<IdentityClient> | undefined;
  const sdk = () => {
    client ??= createClient();
    client.catch(() => (client = undefined));
    return client;
  };

  // A session to restore or a callback to complete starts out loading: nothing shows 'anonymous' first.
  const pending = typeof window !== "undefined" && (hasSessionHint() || isCallbackAt(callbackPath));
  let snapshot: AuthSnapshot = { status: pending ? "loading" : "anonymous" };
  const listeners = new Set<() => void>();
  const update = (next: Partial<AuthSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    if (snapshot.status !== "loading") clearPageFlag(pageFlags.authPending);
    for (const listener of listeners) listener();
  };
  const signedIn = async (sdkClient: IdentityClient) => {
    const user = await sdkClient.getUser<AuthUser>();
    rememberSession(!!user);
    update(user ? { status: "authenticated", user } : { status: "anonymous", user: undefined });
    return user;
  };

  let started: Promise<SessionStart> | undefined;

  async function begin(): Promise<SessionStart> {
    const here = isCallbackAt(callbackPath);
    const callbackUrl = here ? window.location.href : stashedLoginCallback();
    if (!callbackUrl && !hasSessionHint()) {
      update({ status: "anonymous" });
      return { kind: "restored", user: undefined };
    }
    update({ status: "loading" });
    try {
      const sdkClient = await sdk();
      if (callbackUrl) {
        try {
          const { appState } = await sdkClient.handleRedirectCallback<LoginAppState>(callbackUrl);
          return { kind: "login", user: await signedIn(sdkClient), appState };
        } catch (error) {
          if (here) {
            update({ status: "anonymous", user: undefined, error });
            return { kind: "failed-login", appState: appStateOf(error) };
          }
          // A stashed callback this page's app took already, or a stale one: the session decides.
        } finally {
          forgetLoginCallback();
        }
      }
      await sdkClient.checkSession();
      return { kind: "restored", user: await signedIn(sdkClient) };
    } catch {
      // Offline, or the provider is down: anonymous for now; the hint stays for next time.
      update({ status: "anonymous", user: undefined });
      return { kind: "restored", user: undefined };
    }
  }

  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): AuthSnapshot => snapshot,

    /**
     * Completes the login callback (this page's, or one the visitor left /pricing before it was
     * completed), or restores a remembered session. Only a failed callback on this page is an
     * error the visitor sees; otherwise a failure leaves them anonymous, quietly.
     */
    start(): Promise<SessionStart> {
      started ??= begin();
      return started;
    },

    /**
     * An access token for the site's API (the SDK's `audience`), once the session has begun: from the
     * SDK's cache, or for a fresh one through its refresh token; undefined when nobody is signed in.
     * Rejects with the SDK's error; `apiAccessToken` (identity-client.ts) says what it means.
     */
    async accessToken(): Promise<string | undefined> {
      await (started ??= begin());
      if (snapshot.status !== "authenticated") return undefined;
      const sdkClient = await sdk();
      return sdkClient.getTokenSilently();
    },

    /** Gets the SDK ready ahead of need (downloaded, or evaluated), while the page waits for other things. */
    prepare(): void {
      sdk().catch(() => undefined); // a failure shows when the SDK is needed
    },

    /**
     * Leaves for the hosted sign-up, or its login screen (`login`); `replace`: leave this page out of
     * the history.
     */
    async signUp(appState: LoginAppState, { replace = false, login = false } = {}): Promise<void> {
      const sdkClient = await sdk();
      await sdkClient.loginWithRedirect({
        appState,
        ...(!login && { authorizationParams: { screen_hint: "signup" } }),
        ...(replace && { openUrl: (url: string) => window.location.replace(url) }),
      });
    },

    /** Logs out through the provider; resolves whether the browser is leaving for it. */
    async logOut(): Promise<boolean> {
      try {
        forgetSignedInPerson();
        const sdkClient = await sdk();
        rememberSession(false);
        await sdkClient.logout({ logoutParams: { returnTo: logOutTo() } });
        return true;
      } catch (error) {
        update({ error: error ?? new Error() });
        return false;
      }
    },

    dismissError(): void {
      if (snapshot.error !== undefined) update({ error: undefined });
    },
  };
}
