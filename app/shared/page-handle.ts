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

function pageHydrate(matches: ReturnType<typeof useMatches>): PageHandle["hydrate"] {
  const handles = matches.map((match) => (match.handle as PageHandle | undefined)?.hydrate);
  if (handles.includes(false)) return false;
  return handles.includes("when-needed") ? "when-needed" : true;
}

/** Whether the app can run on this page (no matched route says it never does). */
export function usePageHydrates(): boolean {
  return pageHydrate(useMatches()) !== false;
}

/** Whether the app runs on this page only for a visitor it has work for. */
export function useAppWhenNeeded(): boolean {
  return pageHydrate(useMatches()) === "when-needed";
}
