// Where a person goes once the hosted login has sent them back (to /pricing): on to the plan they
// picked before signing up or to their subscription's portal, where signed-in-destination.ts says,
// or else they stay on the plans. Decided here, with every other destination of a press; the app's
// session (features/session/use-auth-session.ts) only follows it.
import type { Locale } from "~/contracts/locales";
import { isOfferId } from "~/contracts/offer-ids";
import type { AuthSession, AuthUser, LoginAppState } from "~/shared/auth/auth-session";
import { accountHref, signUpHref } from "./hand-off-request";
import { signedInDestination } from "./signed-in-destination";

/**
 * The address to leave for after a login that carried `appState`, or null to stay. Should the
 * checkout or the portal not open, the hand-off page tries again, and says why if it cannot.
 */
export function afterLoginDestination(
  appState: LoginAppState | undefined,
  locale: Locale,
  user: AuthUser | undefined,
  session: Pick<AuthSession, "accessToken">,
): Promise<string> | null {
  // Carried through the provider's page, so read as untrusted.
  const offer = isOfferId(appState?.offer) ? appState.offer : undefined;
  const account = appState?.account;
  if (!user || !(offer || account === "manage" || account === "cancel")) return null;
  return signedInDestination({ source: "pricing", offer, account }, locale, user, session).catch(() =>
    offer ? signUpHref({ source: "pricing", offer }, locale) : accountHref(account ?? "manage", locale),
  );
}
