// /failure's inline script (scripts/vite/inline-scripts-plugin.ts, `virtual:failure-script`), after
// its link on to /glow: where the app does not run for this visitor (docs/decisions/017-app-when-needed.md),
// it records non-payment and follows the link in this page's place, as the app does; /glow then
// shows what was not paid from its HTML.
import { hasPageFlag, pageFlags } from "~/shared/page-flags";
import { writeHasPaid } from "~/shared/visitor/visitor";
import { CONTINUE_TO_GLOW } from "./return-markers";

// Not on a page the boot script is leaving for the visitor's language (it then sets no `data-js`).
if (hasPageFlag(pageFlags.js) && hasPageFlag(pageFlags.appWhenNeeded)) {
  writeHasPaid(false);
  const glow = document.querySelector(`a[${CONTINUE_TO_GLOW}]`);
  if (glow instanceof HTMLAnchorElement) window.location.replace(glow.href);
}
