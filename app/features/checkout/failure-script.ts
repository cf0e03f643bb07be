// /failure's inline script (scripts/vite/inline-scripts-plugin.ts, `virtual:failure-script`), before
// its screens: where the app does not run for this visitor (docs/decisions/017-app-when-needed.md),
// it records non-payment and gives the page /glow's address, in the same history entry, so back
// never lands here again; the page shows /glow's unpaid screen from its HTML, in one page load.
import { localeOfPath, localizedPath } from "~/contracts/locales";
import { paths } from "~/contracts/paths";
import { hasPageFlag, pageFlags } from "~/shared/page-flags";
import { writeHasPaid } from "~/shared/visitor/visitor";

// Not on a page the boot script is leaving for the visitor's language (it then sets no `data-js`).
if (hasPageFlag(pageFlags.js) && hasPageFlag(pageFlags.appWhenNeeded)) {
  writeHasPaid(false);
  window.history.replaceState(null, "", localizedPath(paths.glow, localeOfPath(window.location.pathname)));
}
