// The one inline script of every page, run in <head> before first paint: draws the landing page's
// A/B/C variant and flags a probable signed-in session, so nothing flickers when React takes over.
import { config } from "~/config";
import { landingPaths } from "~/paths";
import { authPendingScript } from "./auth/auth-hints";
import { storageKeys } from "./storage";
import { variantScript } from "./variant";

export const bootScript = [
  variantScript(storageKeys.version, landingPaths),
  authPendingScript(config.auth.clientId),
].join(";\n");
