// On a page that runs the app only for a visitor it has work for (app/shared/page-handle.ts), the
// boot script decides at load: a probable session keeps the app (it shows who is signed in and
// what they have), and so does a browser that has paid (the paywall shows it the research);
// anyone else gets no app, and this script does the app's start instead: the visitor's storage,
// the page view, the tag. Why: docs/decisions/017-app-when-needed.md
import { injectGtagWhenIdle, pushPageView } from "~/shared/analytics/gtag-queue";
import { clearPageFlag, hasPageFlag, pageFlags, setPageFlag } from "~/shared/page-flags";
import { ensureVisitor, readHasPaid } from "~/shared/visitor/visitor";

/**
 * After the session's note (auth-hints.ts `noteSession`), which flags a probable session, and
 * Consent Mode's defaults, which must come first in the tag's queue.
 */
export function startWithoutAppWhenNotNeeded(measurementId: string | undefined): void {
  if (!hasPageFlag(pageFlags.appWhenNeeded)) return;
  if (hasPageFlag(pageFlags.authPending) || readHasPaid()) return clearPageFlag(pageFlags.appWhenNeeded);
  ensureVisitor();
  pushPageView(window.location.pathname);
  setPageFlag(pageFlags.pageViewSent);
  if (measurementId) injectGtagWhenIdle(measurementId);
}
