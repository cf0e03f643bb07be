import { useEffect } from "react";
import { useLocation } from "react-router";
import { trackPageView } from "./analytics";
import { ensureVisitor } from "./visitor";

/** Sets up the visitor's browser-local state and reports one page view per navigation. */
export function useVisitor(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    ensureVisitor();
  }, []);
  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);
}
