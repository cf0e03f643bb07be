// Where a sign-up, plan or account press sends the visitor once a session may be involved, in one
// function whichever page runs it: the page pressed on while the app runs (app-hand-off.ts) or the
// /signup and /account pages (features/hand-off/page). It waits for what decides where the visitor
// goes (a session being restored, a login callback left on /pricing), then sends a signed-in person
// where signed-in-destination.ts says and anyone else where sign-up.ts says — but the research,
// which anyone may buy without an account, to its payment link, which the /signup page finds.
import { localeOfPath, type Locale } from "~/contracts/locales";
import { isResearchOffer, type OfferId } from "~/contracts/offer-ids";
import { hasSessionHint } from "~/shared/auth/auth-hints";
import type { AuthSession } from "~/shared/auth/auth-session";
import { PressDeclined, type HandOffHere } from "./boot";
import { parseSignUpRequest } from "./hand-off-request";
import { AccountFailure, signedInDestination } from "./signed-in-destination";
import { signUp, trackBeforeLeaving, type SignUpDeps } from "./sign-up";

export interface HandOffDeps extends SignUpDeps {
  session: SignUpDeps["session"] & Pick<AuthSession, "start" | "accessToken">;
  /** Leaves the site, so that Back returns to the page pressed on. */
  leave(url: string): void;
  /**
   * The research's payment link, attributed, on the /signup page (page/page-hand-off.ts). The page
   * pressed on has none: it declines the press (`PressDeclined`), and the link to /signup takes it.
   */
  paymentLinkOf?(offer: OfferId, locale: Locale): string;
}

/** Sends the visitor on; rejects (with the reason to show) when they cannot be. */
export async function handOff(search: string, locale: Locale, deps: HandOffDeps): Promise<void> {
  const request = parseSignUpRequest(search);
  const { offer } = request;
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
  if (offer && isResearchOffer(offer) && !user && !hasSessionHint()) {
    if (!deps.paymentLinkOf) throw new PressDeclined();
    return deps.leave(deps.paymentLinkOf(offer, locale));
  }
  await signUp(request, deps);
}

/** The hand-off on the page pressed on, through the app's session. */
export const handOffWith =
  (session: HandOffDeps["session"]): HandOffHere =>
  async (href, providerReachable) => {
    const link = new URL(href, window.location.href);
    await handOff(link.search, localeOfPath(link.pathname), {
      session,
      providerReachable,
      track: trackBeforeLeaving,
      leave: (url) => window.location.assign(url),
      replace: false,
    });
  };
