// What a visitor can do about signing in: sign up (maybe with a plan chosen first), log out and
// dismiss an error. Each waits for a session being restored, so nobody is sent round the hosted
// login needlessly.
import { paths } from "~/paths";
import type { CheckoutChoice } from "~/content/offers";
import { trackEventBeforeLeaving } from "../analytics";
import { analyticsEvents, type SignUpSource } from "../analytics-events";
import { goToCheckout } from "../checkout";
import { assertProviderReachable, failed, HTTP_TIMEOUT_MS, loadClient } from "./auth-client";
import { authStore, settledAuth, updateAuth } from "./auth-store";
import { rememberSession } from "./auth-hints";

/** How long a press waits for a session restore: the identity client's HTTP timeout. */
const SESSION_WAIT_MS = HTTP_TIMEOUT_MS;

/** Carried through the hosted login and handed back on return (the transaction's appState). */
export interface LoginAppState {
  checkout?: CheckoutChoice;
}

type Navigate = (to: string, options: { replace?: boolean }) => void;
let navigate: Navigate = (to, { replace }) => (replace ? window.location.replace(to) : window.location.assign(to));

/** Lets the app's router carry out in-site navigations (set once by the root). */
export function setAuthNavigator(routerNavigate: Navigate): void {
  navigate = routerNavigate;
}

export interface SignUpOptions {
  /** Leave this page out of the history (the /signup hand-off page), so Back skips it. */
  replace?: boolean;
}

/**
 * Starts a hosted-login sign-up, recording 'Clicked Sign Up' before the browser leaves. Resolves
 * whether the browser is leaving (false: the visitor sees why not).
 */
export async function signUp(
  source: SignUpSource,
  appState: LoginAppState = {},
  options: SignUpOptions = {},
): Promise<boolean> {
  updateAuth({ error: undefined });
  const tracked = trackEventBeforeLeaving(analyticsEvents.clickedSignUp(source));
  try {
    const [sdk] = await Promise.all([assertProviderReachable().then(loadClient), tracked]);
    await sdk.loginWithRedirect({
      appState,
      authorizationParams: { screen_hint: "signup" },
      ...(options.replace && { openUrl: (url: string) => window.location.replace(url) }),
    });
    return true;
  } catch (error) {
    failed(error);
    return false;
  }
}

/**
 * A sign-up press, or a plan press (`choice`): a signed-in visitor goes on to the plan's checkout
 * (or to the plans), anyone else to the hosted sign-up, with the plan carried through it. Resolves
 * whether the browser is leaving the site.
 */
export async function continueAsVisitor(
  source: SignUpSource,
  choice?: CheckoutChoice,
  options?: SignUpOptions,
): Promise<boolean> {
  const { status, user } = await settledAuth(SESSION_WAIT_MS);
  if (status !== "authenticated") return signUp(source, choice ? { checkout: choice } : {}, options);
  if (!choice) {
    navigate(paths.pricing, { replace: options?.replace });
    return false;
  }
  goToCheckout(choice, user?.email, options);
  return true;
}

/** The signed-in visitor's email once a session restore has answered, for a checkout link. */
export async function checkoutEmail(): Promise<string | undefined> {
  const { status, user } = await settledAuth(SESSION_WAIT_MS);
  return status === "authenticated" ? user?.email : undefined;
}

/** Logs out through the provider; resolves whether the browser is leaving for it. */
export async function logOut(): Promise<boolean> {
  try {
    const sdk = await loadClient();
    rememberSession(false);
    await sdk.logout({ logoutParams: { returnTo: `${window.location.origin}${paths.landing}` } });
    return true;
  } catch (error) {
    failed(error);
    return false;
  }
}

export function dismissError(): void {
  if (authStore.getSnapshot().error !== undefined) updateAuth({ error: undefined });
}
