import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { adoptPageView, loadTagWhenIdle, trackPageView } from "~/shared/analytics/analytics";
import { clearPageFlag, hasPageFlag, pageFlags } from "~/shared/page/page-flags";
import { ensureVisitor } from "./visitor";

/**
 * Sets up the visitor's browser-local state, loads the analytics tag when the page is idle, and
 * reports one page view per navigation. (The boot script remembers the arrival's campaign.)
 */
export function useVisitor(): void {
  const { pathname, key } = useLocation();
  const navigationType = useNavigationType();

  // In the commit that hydrates the page, before the root marks it hydrated (use-hydrated-mark.ts,
  // also a layout effect, of a parent: children's run first): whoever sees the mark sees the visitor.
  useLayoutEffect(() => {
    ensureVisitor();
    loadTagWhenIdle();
  }, []);

  useEffect(() => {
    // The boot script sent this document's view where the app was not needed at load (app/boot/app-when-needed.ts).
    if (hasPageFlag(pageFlags.pageViewSent)) {
      clearPageFlag(pageFlags.pageViewSent);
      adoptPageView(pathname, key);
    }
    // Replacing the URL in place (dropping login callback parameters) is not a new page.
    trackPageView(pathname, key, navigationType === "REPLACE");
  }, [pathname, key, navigationType]);
}
