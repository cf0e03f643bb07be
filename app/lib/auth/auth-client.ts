// The one owner of the identity SDK (@auth0/auth0-spa-js). The SDK does the whole login protocol:
// PKCE, state, nonce, ID-token checks, token cache and refresh. It is downloaded only where it has
// work to do: a sign-up press, the login callback on /pricing, or a returning signed-in visitor.
import type { Auth0Client } from "@auth0/auth0-spa-js";
import { config } from "~/config";
import { brandAssets } from "~/content/brand";
import { paths } from "~/paths";
import { assetUrl } from "../assets";
import { hasSessionHint, rememberSession } from "./auth-hints";
import { isLoginCallback, updateAuth, type AuthUser } from "./auth-store";

const REACHABILITY_TIMEOUT_MS = 8000;
/** The SDK's timeout for each call to the provider; a press waits this long for a session restore. */
export const HTTP_TIMEOUT_MS = 10_000;

let client: Promise<Auth0Client> | undefined;
let started = false;

function clientOptions() {
  const origin = window.location.origin;
  return {
    domain: config.auth.domain,
    clientId: config.auth.clientId,
    authorizationParams: {
      redirect_uri: `${origin}${paths.pricing}`,
      scope: "openid profile email",
      logo_uri: new URL(assetUrl(brandAssets.logo), origin).href,
      ...(config.auth.audience && { audience: config.auth.audience }),
    },
    httpTimeoutInSeconds: HTTP_TIMEOUT_MS / 1000,
    useRefreshTokens: true,
    useRefreshTokensFallback: false,
    // Survives reloads where third-party cookies break the silent check (docs/architecture.md).
    cacheLocation: "localstorage" as const,
  };
}

/** The SDK client, created once; a failed download may be retried by the next call. */
export function loadClient(): Promise<Auth0Client> {
  client ??= import("@auth0/auth0-spa-js").then(({ Auth0Client }) => new Auth0Client(clientOptions()));
  client.catch(() => (client = undefined));
  return client;
}

/** Starts downloading the SDK, for example when a pointer reaches a sign-up link. */
export function prefetchClient(): void {
  void loadClient().catch(() => undefined);
}

/** Fails fast when the identity provider cannot be reached, instead of leaving for an error page. */
export async function assertProviderReachable(): Promise<void> {
  await fetch(`${config.auth.origin}/.well-known/openid-configuration`, {
    mode: "no-cors",
    cache: "no-store",
    credentials: "omit",
    signal: AbortSignal.timeout(REACHABILITY_TIMEOUT_MS),
  });
}

export function signedIn(user: AuthUser | undefined): void {
  rememberSession(!!user);
  updateAuth(user ? { status: "authenticated", user } : { status: "anonymous", user: undefined });
}

export function failed(error: unknown): void {
  updateAuth({ status: "anonymous", user: undefined, error: error ?? new Error() });
}

export type ReturnHandler = (appState: unknown, user: AuthUser | undefined) => void;

/** Handles a login callback on this page, or restores a remembered session; otherwise does nothing. */
export async function startSession(onReturn: ReturnHandler, onFailedReturn: () => void): Promise<void> {
  if (started) return;
  started = true;
  const callback = isLoginCallback();
  if (!callback && !hasSessionHint()) return;
  updateAuth({ status: "loading" });
  try {
    const sdk = await loadClient();
    if (callback) {
      const { appState } = await sdk.handleRedirectCallback(window.location.href);
      const user = await sdk.getUser<AuthUser>();
      signedIn(user);
      onReturn(appState, user);
    } else {
      await sdk.checkSession();
      signedIn(await sdk.getUser<AuthUser>());
    }
  } catch (error) {
    if (callback) {
      failed(error);
      onFailedReturn();
    } else {
      // Offline, or the provider is down: anonymous for now, quietly; the hint stays for next time.
      updateAuth({ status: "anonymous", user: undefined });
    }
  }
}

/** For tests: forget the client and the session start. */
export function resetAuthClient(): void {
  client = undefined;
  started = false;
}
