// /failure's inline script (scripts/vite/inline-scripts-plugin.ts, `virtual:failure-script`), before
// its screens: the one place that records non-payment, for every visitor with JavaScript, app or
// not (docs/product.md, Routes). Where the app does not run for this visitor
// (docs/decisions/017-app-when-needed.md), it also gives the page /glow's address, in the same
// history entry, so back never lands here again, and the page shows /glow's unpaid screen from its
// HTML, in one page load; where the app runs, it moves on to /glow (failure-route.tsx).
import { localeOfPath, localizedPath } from "~/contracts/locales";
import { paths } from "~/contracts/paths";
import { hasPageFlag, pageFlags } from "~/shared/page/page-flags";
import { writeHasPaid } from "~/shared/visitor/visitor";

writeHasPaid(false);
// Not on a page the boot script is leaving for the visitor's language (it then sets no `data-js`).
if (hasPageFlag(pageFlags.js) && hasPageFlag(pageFlags.appWhenNeeded)) {
  window.history.replaceState(null, "", localizedPath(paths.glow, localeOfPath(window.location.pathname)));
}
