// The hand-off on the page where a sign-up link was pressed, with the identity SDK bundled in and
// fetched at the press (boot.ts); on failure the link to /signup is followed.
// Why: docs/decisions/003-press-short-way.md
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
