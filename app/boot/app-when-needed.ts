// On a page that runs the app only for a visitor it has work for (app/shared/site/page-handle.ts), the
// boot script decides at load: a probable session keeps the app (it shows who is signed in and
// what they have), and so do a browser that has paid (the paywall shows it the research) and an
// address with a checkout to confirm; anyone else gets no app, and this script does the app's
// start instead. Why: docs/decisions/017-app-when-needed.md
import { RETURN_SESSION_PARAM } from "~/contracts/checkout-api";
import { clearPageFlag, hasPageFlag, pageFlags } from "~/shared/page/page-flags";
import { startWithoutApp } from "~/shared/visitor/start-without-app";
import { paidHere } from "~/shared/subscriber/paid-here";

/** A checkout /success handed on in the address: the app finishes it (features/checkout-returns/use-checkout-hand-over.ts). */
const handsOnCheckout = () => new URLSearchParams(window.location.search).has(RETURN_SESSION_PARAM);

/**
 * After the session's note (auth-hints.ts `noteSession`), which flags a probable session, and
 * Consent Mode's defaults, which must come first in the tag's queue.
 */
export function startWithoutAppWhenNotNeeded(measurementId: string | undefined): void {
  if (!hasPageFlag(pageFlags.appWhenNeeded)) return;
  if (hasPageFlag(pageFlags.authPending) || paidHere() || handsOnCheckout())
    return clearPageFlag(pageFlags.appWhenNeeded);
  startWithoutApp(measurementId, { viewWhenParsed: true });
}
