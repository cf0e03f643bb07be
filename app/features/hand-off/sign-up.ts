// Where a press sends a visitor nobody is signed in as: the hosted sign-up (or its login, for their
// subscription), 'Clicked Sign Up' recorded and the offer they chose carried through it, so its
// checkout follows once they are back (after-login.ts). The press's short way (hand-off-here.ts)
// runs only this; hand-off.ts runs it once it knows nobody is signed in.
import { config } from "~/config";
import { analyticsEvents, type AnalyticsEvent } from "~/shared/analytics/analytics-events";
import { sendBeforeLeaving } from "~/shared/analytics/gtag-queue";
import type { AuthSession } from "~/shared/auth/auth-session";
import type { SignUpRequest } from "./hand-off-request";

export interface SignUpDeps {
  session: Pick<AuthSession, "prepare" | "signUp">;
  /** Settles once the identity provider has answered (or could not be reached). */
  providerReachable: Promise<void>;
  /** Records an event before the browser leaves. */
  track(event: AnalyticsEvent): Promise<void>;
  /** Whether the page leaving is left out of the history (/signup is; the page pressed on is not). */
  replace: boolean;
}

/** Records an event through the site's analytics before the browser leaves: every hand-off's `track`. */
export const trackBeforeLeaving = (event: AnalyticsEvent) => sendBeforeLeaving(event, config.analytics.measurementId);

/** Leaves for the hosted sign-up; rejects when the provider cannot be reached or the SDK fails. */
export async function signUp({ source, offer, account, recorded }: SignUpRequest, deps: SignUpDeps): Promise<void> {
  deps.session.prepare(); // meanwhile
  if (account) {
    await deps.providerReachable;
    return deps.session.signUp({ account }, { replace: deps.replace, login: true });
  }
  await Promise.all([deps.providerReachable, recorded || deps.track(analyticsEvents.clickedSignUp(source))]);
  await deps.session.signUp(offer ? { offer } : {}, { replace: deps.replace });
}
