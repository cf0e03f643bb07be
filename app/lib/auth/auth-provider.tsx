// Keeps the identity SDK off the critical rendering path: prerendered pages and anonymous visitors
// never load it until they press a sign-up button (hovering one prefetches it). It loads at once
// only where it has work to do: on the login callback, or when the SDK's 'is authenticated' cookie
// says this browser has a session to restore.
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { config } from "~/config";
import { paths } from "~/paths";
import { parseCheckoutChoice } from "~/content/offers";
import { trackEventBeforeLeaving } from "../analytics";
import { goToCheckout } from "../checkout";
import { analyticsEvents, type SignUpSource } from "../analytics-events";
import { authErrorMessage, isSilentError } from "./auth-errors";
import { AuthContext, type Auth, type AuthStatus, type AuthUser, type LoginAppState } from "./auth-state";
import type { Auth0SessionProps, SdkState, SessionControls } from "./auth0-session";
import { clearAuthPending, hasAuthParams, hasSessionCookie } from "./auth-hints";

const loadSession = () => import("./auth0-session");

/** Starts downloading the SDK, for example when a pointer reaches a sign-up button. */
export function prefetchAuth(): void {
  void loadSession().catch(() => undefined);
}

const REACHABILITY_TIMEOUT_MS = 8000;

/** Fails fast when the identity provider cannot be reached, instead of leaving for an error page. */
async function assertProviderReachable(): Promise<void> {
  await fetch(`${config.auth.origin}/.well-known/openid-configuration`, {
    mode: "no-cors",
    cache: "no-store",
    credentials: "omit",
    signal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS),
  });
}

/** Before the SDK is asked for, a visitor is anonymous; once it is loading, the SDK decides. */
function authStatus(sdk: SdkState | null, sessionMounted: boolean): AuthStatus {
  if (!sdk) return sessionMounted ? "loading" : "anonymous";
  if (sdk.isLoading) return "loading";
  return sdk.isAuthenticated ? "authenticated" : "anonymous";
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [Session, setSession] = useState<ComponentType<Auth0SessionProps> | null>(null);
  const [sdk, setSdk] = useState<SdkState | null>(null);
  // Failures of our own steps (reachability, loading the SDK), as thrown; shown through authErrorMessage.
  const [ownError, setOwnError] = useState<unknown>();
  const [dismissed, setDismissed] = useState<unknown>();
  const controls = useRef(deferred<SessionControls>());

  const mountSession = useCallback(async () => {
    const module = await loadSession();
    setSession(() => module.default);
    return controls.current.promise;
  }, []);

  useEffect(() => {
    if (!hasAuthParams() && !hasSessionCookie(config.auth.clientId)) return;
    loadSession().then(
      (module) => setSession(() => module.default),
      () => clearAuthPending(), // offline: stay anonymous, quietly
    );
  }, []);

  const onReady = useCallback((ready: SessionControls) => controls.current.resolve(ready), []);
  const onState = useCallback((state: SdkState) => {
    setSdk(state);
    if (!state.isLoading) clearAuthPending();
  }, []);
  const onReturn = useCallback(
    (appState: unknown, user: AuthUser | undefined) => {
      // A plan picked before signing up goes straight on to its checkout (issue: no second click).
      const choice = parseCheckoutChoice((appState as LoginAppState | undefined)?.checkout);
      if (choice) goToCheckout(choice, user?.email);
      else void navigate(paths.pricing, { replace: true });
    },
    [navigate],
  );

  // A failed callback leaves `code`/`state` (or `error`) in the URL; drop them so a reload does not retry.
  const sdkError = sdk?.error && !isSilentError(sdk.error) ? sdk.error : undefined;
  useEffect(() => {
    if (sdkError && hasAuthParams()) void navigate(pathname, { replace: true });
  }, [sdkError, navigate, pathname]);

  const status = authStatus(sdk, Session !== null);
  const error = ownError ?? sdkError;

  const signUp = useCallback(
    async (source: SignUpSource, appState: LoginAppState = {}) => {
      setOwnError(undefined);
      const tracked = trackEventBeforeLeaving(analyticsEvents.clickedSignUp(source));
      if (status === "authenticated") {
        await navigate(paths.pricing);
        return;
      }
      try {
        const [session] = await Promise.all([assertProviderReachable().then(mountSession), tracked]);
        await session.signUp(appState);
      } catch (failure) {
        setOwnError(failure ?? new Error());
      }
    },
    [status, navigate, mountSession],
  );

  const logOut = useCallback(async () => {
    try {
      await (await mountSession()).logOut();
    } catch (failure) {
      setOwnError(failure ?? new Error());
    }
  }, [mountSession]);

  const auth = useMemo<Auth>(
    () => ({
      status,
      user: status === "authenticated" ? sdk?.user : undefined,
      error: error && error !== dismissed ? new Error(authErrorMessage(error)) : undefined,
      signUp,
      logOut,
      dismissError: () => {
        setDismissed(error);
        setOwnError(undefined);
      },
    }),
    [status, sdk?.user, error, dismissed, signUp, logOut],
  );

  return (
    <>
      {Session && <Session onState={onState} onReady={onReady} onReturn={onReturn} />}
      <AuthContext value={auth}>{children}</AuthContext>
    </>
  );
}
