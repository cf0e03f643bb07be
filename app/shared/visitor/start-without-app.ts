// What the app does as it starts, for a page it does not run on (docs/decisions/017-app-when-needed.md,
// 018-success-without-the-app.md): the visitor's storage, one page view (after Consent Mode's
// defaults, which the boot script queued), the tag once the page is idle (or at once, for a page
// left as soon as its work is done). Config-free.
import { injectGtag, injectGtagWhenIdle, pushPageView } from "~/shared/analytics/gtag-queue";
import { pageFlags, setPageFlag } from "~/shared/page-flags";
import { ensureVisitor } from "./visitor";

export function startWithoutApp(measurementId: string | undefined, { tagAtOnce = false } = {}): void {
  ensureVisitor();
  pushPageView(window.location.pathname);
  setPageFlag(pageFlags.pageViewSent);
  if (measurementId) (tagAtOnce ? injectGtag : injectGtagWhenIdle)(measurementId);
}
