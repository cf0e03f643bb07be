// What a route module says about its page through React Router's `handle` export.
import { useMatches } from "react-router";

export interface PageHandle {
  /**
   * `false` for a page that does its work without the app (its HTML and its own inline script):
   * the root leaves React Router's scripts out of it, so the app is never downloaded there.
   */
  hydrate?: boolean;
}

/** Whether the app runs on this page (no matched route says otherwise). */
export function usePageHydrates(): boolean {
  return !useMatches().some((match) => (match.handle as PageHandle | undefined)?.hydrate === false);
}
