// What a route module says about its page through React Router's `handle` export.
import { useMatches } from "react-router";

export interface PageHandle {
  /**
   * `false` for a page that does its work without the app (its HTML and its own inline script):
   * the root leaves React Router's scripts out of it, so the app is never downloaded there.
   * `"when-needed"` for a page whose every control works from its HTML and the boot script: the
   * app runs there only for a visitor it has work for (docs/decisions/017-app-when-needed.md).
   */
  hydrate?: boolean | "when-needed";
}

/** How the app runs on this page, as its matched routes say: never (`false`), always, or `"when-needed"`. */
export function usePageHydration(): NonNullable<PageHandle["hydrate"]> {
  const handles = useMatches().map((match) => (match.handle as PageHandle | undefined)?.hydrate);
  if (handles.includes(false)) return false;
  return handles.includes("when-needed") ? "when-needed" : true;
}
