// The short way's module: the hand-off on the page pressed on before the app runs, for a visitor
// nobody is signed in as (the control sends anyone else to /signup or /account), with the identity
// SDK bundled in and fetched at the press (boot.ts). It only signs up (sign-up.ts); a research press
// is bought through its payment link, which the /signup page finds, so it declines it.
// Why: docs/decisions/003-press-short-way.md and 029-presses-trimmed-to-what-runs.md
import { isResearchOffer } from "~/contracts/offer-ids";
import { hasSessionHint } from "~/shared/auth/auth-hints";
import { createSiteAuthSession } from "~/shared/auth/identity-client";
import { PressDeclined, type HandOffHere } from "./boot";
import { parseSignUpRequest } from "./hand-off-request";
import { signUp, trackBeforeLeaving } from "./sign-up";

export const handOffHere: HandOffHere = async (href, providerReachable) => {
  const request = parseSignUpRequest(new URL(href, window.location.href).search);
  // A session noted meanwhile (another tab), or the research: /signup decides.
  if (hasSessionHint() || (request.offer && isResearchOffer(request.offer))) throw new PressDeclined();
  await signUp(request, {
    session: createSiteAuthSession(),
    providerReachable,
    track: trackBeforeLeaving,
    replace: false,
  });
};
