// What the app does as it starts, for a page it does not run on (docs/decisions/017-app-when-needed.md,
// 018-success-without-the-app.md): the visitor's storage, one page view (after Consent Mode's
// defaults, which the boot script queued), the tag once the page is idle (or at once, for a page
// left as soon as its work is done). Config-free.
import { injectGtag, injectGtagWhenIdle } from "~/shared/analytics/gtag-queue";
import { pushPageView } from "~/shared/analytics/page-views";
import { whenParsed } from "~/shared/page/first-paint";
import { pageFlags, setPageFlag } from "~/shared/page/page-flags";
import { ensureVisitor } from "./visitor";

interface StartOptions {
  /** Load the tag now rather than once the page is idle. */
  tagAtOnce?: boolean;
  /**
   * Count the page once the document is parsed, with the address and title it has then: a page's
   * own script may give it another address as it is parsed (/failure becomes /glow).
   */
  viewWhenParsed?: boolean;
}

export function startWithoutApp(measurementId: string | undefined, options: StartOptions = {}): void {
  ensureVisitor();
  const view = () => pushPageView(window.location.pathname);
  if (options.viewWhenParsed) whenParsed(view);
  else view();
  setPageFlag(pageFlags.pageViewSent);
  if (measurementId) (options.tagAtOnce ? injectGtag : injectGtagWhenIdle)(measurementId);
}
