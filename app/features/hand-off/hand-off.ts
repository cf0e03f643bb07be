// Where a sign-up, plan or account press sends the visitor, in one function whichever page runs it:
// the page pressed on (the app's session once it runs, app-hand-off.ts; before that the short way,
// hand-off-here.ts) or the /signup and /account pages (features/hand-off/page). It waits for what
// decides where the visitor goes (a session being restored, a login callback left on /pricing),
// then sends a signed-in person where signed-in-destination.ts says and anyone else to the hosted
// sign-up (or login, for their subscription), their request carried through it — but the research,
// which anyone may buy without an account, to its payment link.
import { config } from "~/config";
import { localeOfPath, type Locale } from "~/contracts/locales";
import { analyticsEvents, type AnalyticsEvent } from "~/shared/analytics/analytics-events";
import { sendBeforeLeaving } from "~/shared/analytics/gtag-queue";
import { hasSessionHint } from "~/shared/auth/auth-hints";
import type { AuthSession } from "~/shared/auth/auth-session";
import type { HandOffHere } from "./boot";
import { parseSignUpRequest, paymentLinkFor } from "./hand-off-request";
import { AccountFailure, signedInDestination } from "./signed-in-destination";

export interface HandOffDeps {
  session: Pick<AuthSession, "start" | "prepare" | "signUp" | "accessToken">;
  /** Settles once the identity provider has answered (or could not be reached). */
  providerReachable: Promise<void>;
  /** Records an event before the browser leaves. */
  track(event: AnalyticsEvent): Promise<void>;
  /** Leaves the site, so that Back returns to the page pressed on. */
  leave(url: string): void;
  /** Whether the page leaving is left out of the history (/signup is; the page pressed on is not). */
  replace: boolean;
}

/** Sends the visitor on; rejects (with the reason to show) when they cannot be. */
export async function handOff(search: string, locale: Locale, deps: HandOffDeps): Promise<void> {
  const request = parseSignUpRequest(search);
  const { source, choice, account, recorded } = request;
  const start = await deps.session.start();
  const user = start.kind === "failed-login" ? undefined : start.user;
  if (user) {
    try {
      return deps.leave(await signedInDestination(request, locale, user, deps.session));
    } catch (error) {
      // The provider ended the session meanwhile: log in again, below.
      if (!(error instanceof AccountFailure && error.reason === "signed-out")) throw error;
    }
  }
  // A research press that came here on a session that is gone (no hint of one left): bought as
  // anyone buys it. Anyone who is or may still be signed in logs in first, and buys as themselves.
  if (choice?.kind === "paywall" && !user && !hasSessionHint()) return deps.leave(paymentLinkFor(choice, locale));
  deps.session.prepare(); // meanwhile
  if (account) {
    await deps.providerReachable;
    return deps.session.signUp({ account }, { replace: deps.replace, login: true });
  }
  await Promise.all([deps.providerReachable, recorded || deps.track(analyticsEvents.clickedSignUp(source))]);
  await deps.session.signUp(choice ? { checkout: choice } : {}, { replace: deps.replace });
}

/** The hand-off on the page pressed on, through the given session (the app's, or the short way's own). */
export const handOffWith =
  (session: HandOffDeps["session"]): HandOffHere =>
  async (href, providerReachable) => {
    const link = new URL(href, window.location.href);
    await handOff(link.search, localeOfPath(link.pathname), {
      session,
      providerReachable,
      track: (event) => sendBeforeLeaving(event, config.analytics.measurementId),
      leave: (url) => window.location.assign(url),
      replace: false,
    });
  };
