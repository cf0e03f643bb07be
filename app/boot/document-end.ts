// The inline script at the end of every hydrated page's <body>, where React Router's own
// scroll-restoration script was (app/root.tsx): it sends an odd address on to the one the visitor
// meant, and flags the page so the app never starts there (app/features/not-found/canonical-address.ts);
// otherwise it puts a reloaded or revisited page back at its scroll position, guarded where site
// data is blocked (app/shared/page/scroll-positions.ts). Compiled into the page like the boot script
// (scripts/vite/inline-scripts-plugin.ts); the app's own build never runs it.
import { canonicalAddress } from "~/features/not-found/boot";
import { leavingFlag, setPageFlag } from "~/shared/page/page-flags";
import { restoreScrollPosition } from "~/shared/page/scroll-positions";

export function documentEnd(): void {
  const meant = canonicalAddress(window.location);
  if (meant) {
    setPageFlag(leavingFlag);
    return window.location.replace(meant);
  }
  restoreScrollPosition();
}
