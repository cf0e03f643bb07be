// The one inline script of every page, run in <head> before first paint (compiled into the page by
// scripts/vite/boot-script-plugin.ts). It draws the landing page's variant, flags a probable
// signed-in session and a pending consent choice so nothing flickers or pops in, queues Consent
// Mode's defaults, remembers the arrival's campaign, captures presses made before the app has loaded
// and starts the app's downloads. It shares its code and constants with the app.
import { rememberArrivalUtm } from "../attribution";
import { hasSessionHint, isCallbackAt } from "../auth/auth-hints";
import { consentPending, consentStartupCalls } from "../consent";
import { pushGtag } from "../gtag-queue";
import { pageFlags, setPageFlag } from "../page-flags";
import { drawVariantAtLoad } from "../variant";
import { captureEarlyPresses } from "./capture-early-presses";
import { scheduleModuleDownloads } from "./module-downloads";

export interface BootSettings {
  landingPaths: readonly string[];
  /** The login callback's page (the redirect_uri's path). */
  callbackPath: string;
  consentRequired: boolean;
  measurementId?: string;
}

export function boot({ landingPaths, callbackPath, consentRequired, measurementId }: BootSettings): void {
  const steps = [
    () => setPageFlag(pageFlags.js),
    () => drawVariantAtLoad(landingPaths),
    () => (hasSessionHint() || isCallbackAt(callbackPath)) && setPageFlag(pageFlags.authPending),
    () => consentPending(consentRequired) && setPageFlag(pageFlags.consentPending),
    () => consentStartupCalls(consentRequired).forEach((call) => pushGtag(...call)),
    () => rememberArrivalUtm(window.location.search),
    () => captureEarlyPresses(measurementId),
    () => scheduleModuleDownloads(),
  ];
  // An old or locked-down browser may lack something (Web Crypto, storage): each step stands alone.
  for (const step of steps) {
    try {
      step();
    } catch {
      // The page works without this step; the app repeats what matters.
    }
  }
}
