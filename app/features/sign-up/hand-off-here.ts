// The hand-off on the page where a sign-up link was pressed: a module of its own, with the identity
// SDK bundled in, built beside the app (scripts/vite/inline-scripts-plugin.ts) and fetched by the
// boot script at the press (boot.ts). It sends the visitor on as the /signup page would, keeping the
// page pressed on in the history; it rejects when it cannot, and the boot script then follows the
// link to /signup, which tries again and says why.
import { config } from "~/config";
import { localeOfPath } from "~/contracts/locales";
import { sendBeforeLeaving } from "~/shared/analytics/gtag-queue";
import { createSiteAuthSession } from "~/shared/auth/identity-client";
import type { HandOffModule } from "./boot";
import { handOff } from "./sign-up-hand-off";

export const handOffHere: HandOffModule["handOffHere"] = async (href, providerReachable) => {
  const link = new URL(href, window.location.href);
  await handOff(link.search, localeOfPath(link.pathname), {
    session: createSiteAuthSession(),
    providerReachable,
    track: (event) => sendBeforeLeaving(event, config.analytics.measurementId),
    leave: (url) => window.location.assign(url),
    replace: false,
  });
};
