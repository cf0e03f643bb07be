// The one inline script of every page, run in <head> before first paint: draws the landing page's
// A/B/C variant, flags a probable signed-in session and a pending consent choice, so nothing
// flickers or pops in when React takes over.
import { config } from "~/config";
import { landingPaths } from "~/paths";
import { authPendingScript } from "./auth/auth-hints";
import { consentPendingScript } from "./consent";
import { storageKeys } from "./storage";
import { variantScript } from "./variant";

export const bootScript = [
  variantScript(storageKeys.version, landingPaths),
  authPendingScript(config.auth.clientId),
  ...(config.analytics.consentRequired ? [consentPendingScript(storageKeys.consent)] : []),
].join(";\n");
