// The Auth0 SDK, loaded only when needed (see auth-provider.tsx). It runs the whole login
// transaction of spec §4/§5: PKCE, state, nonce, ID-token checks, token cache and refresh.
import { Auth0Provider, useAuth0, type AppState, type User } from "@auth0/auth0-react";
import { useEffect } from "react";
import { config } from "~/config";
import { paths } from "~/paths";
import { assetUrl } from "../assets";
import type { LoginAppState } from "./auth-state";
import { brandAssets } from "~/content/brand";

export interface SdkState {
  isLoading: boolean;
  isAuthenticated: boolean;
  user?: User;
  error?: Error;
}

export interface SessionControls {
  signUp(appState: LoginAppState): Promise<void>;
  logOut(): Promise<void>;
}

export interface Auth0SessionProps {
  onState(state: SdkState): void;
  onReady(controls: SessionControls): void;
  /** After a successful login callback, with the state carried through it (untrusted). */
  onReturn(appState: unknown, user: User | undefined): void;
}

const isCallbackPage = () => window.location.pathname.replace(/\/+$/, "") === paths.pricing;

export default function Auth0Session({ onState, onReady, onReturn }: Auth0SessionProps) {
  const origin = window.location.origin;
  return (
    <Auth0Provider
      domain={config.auth.domain}
      clientId={config.auth.clientId}
      authorizationParams={{
        redirect_uri: `${origin}${paths.pricing}`,
        scope: "openid profile email",
        logo_uri: new URL(assetUrl(brandAssets.logo), origin).href,
        ...(config.auth.audience && { audience: config.auth.audience }),
      }}
      useRefreshTokens
      useRefreshTokensFallback={false}
      // Survives reloads where third-party cookies break the silent check (DESIGN.md security posture).
      cacheLocation="localstorage"
      // The callback belongs to /pricing alone, so no other page's `code`/`state` is taken for it.
      skipRedirectCallback={!isCallbackPage()}
      onRedirectCallback={(appState?: AppState, user?: User) => onReturn(appState, user)}
    >
      <Reporter onState={onState} onReady={onReady} />
    </Auth0Provider>
  );
}

function Reporter({ onState, onReady }: Pick<Auth0SessionProps, "onState" | "onReady">) {
  const { isLoading, isAuthenticated, user, error, loginWithRedirect, logout } = useAuth0();

  useEffect(
    () => onState({ isLoading, isAuthenticated, user, error }),
    [isLoading, isAuthenticated, user, error, onState],
  );

  useEffect(
    () =>
      onReady({
        signUp: (appState) => loginWithRedirect({ appState, authorizationParams: { screen_hint: "signup" } }),
        logOut: () => logout({ logoutParams: { returnTo: `${window.location.origin}${paths.landing}` } }),
      }),
    [loginWithRedirect, logout, onReady],
  );
  return null;
}
