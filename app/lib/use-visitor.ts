import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";
import { loadTagWhenIdle, trackPageView } from "./analytics";
import { rememberArrivalUtm } from "./attribution";
import { ensureVisitor } from "./visitor";

/**
 * Sets up the visitor's browser-local state and campaign, loads the analytics tag when the page is
 * idle, and reports one page view per navigation.
 */
export function useVisitor(): void {
  const { pathname, search, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    ensureVisitor();
    rememberArrivalUtm(window.location.search);
    loadTagWhenIdle();
  }, []);

  useEffect(() => {
    // Replacing the URL in place (dropping login callback parameters) is not a new page.
    trackPageView(pathname, key, navigationType === "REPLACE");
  }, [pathname, key, navigationType]);

  useEffect(() => {
    rememberArrivalUtm(search);
  }, [search]);
}
