// The one inline script of every page, run in <head> before first paint (compiled into the page by
// scripts/vite/inline-scripts-plugin.ts). It draws the landing page's variant, flags a probable
// signed-in session and a pending consent choice so nothing flickers or pops in, queues Consent
// Mode's defaults, remembers the arrival's campaign, installs the page's controls that need code
// from the first paint on, and starts the app's downloads. It shares its code with the app.
import { rememberArrivalUtm } from "~/shared/payment-links/attribution";
import { hasSessionHint, isCallbackAt, stashLoginCallback } from "~/shared/auth/auth-hints";
import { consentPending, consentStartupCalls } from "~/shared/analytics/consent";
import { pushGtag } from "~/shared/analytics/gtag-queue";
import { unlocalizedPath } from "~/contracts/locales";
import { flagLanguageOffer, noteTabLanguage, returnInChosenLanguage } from "~/shared/language-choice";
import { installPageControls } from "~/shared/page-controls";
import { pageFlags, setPageFlag } from "~/shared/page-flags";
import { drawVariantAtLoad } from "~/shared/visitor/variant";
import { holdModuleDownloads, scheduleModuleDownloads } from "./module-downloads";

export interface BootSettings {
  landingPaths: readonly string[];
  /** The login callback's page (the redirect_uri's path). */
  callbackPath: string;
  /** The /signup hand-off, which does its work with its own script: the app's code is not loaded there. */
  handOffPath: string;
  /** The pages the hosted checkout returns to, at one address for every language. */
  returnPaths: readonly string[];
  consentRequired: boolean;
  measurementId?: string;
}

function noteSession(callbackPath: string): void {
  const callback = isCallbackAt(callbackPath);
  // A session to restore or a login to complete: the header hides Sign Up until the app knows.
  if (callback || hasSessionHint()) setPageFlag(pageFlags.authPending);
  // Pressing a plan before the app has completed the callback: /signup completes it instead.
  if (callback) stashLoginCallback(window.location.href);
}

export function boot(settings: BootSettings): void {
  const { landingPaths, callbackPath, handOffPath, returnPaths, consentRequired, measurementId } = settings;
  // Back from the checkout, a visitor who chose another language goes on to this page in it.
  const inChosenLanguage = returnInChosenLanguage(window.location, returnPaths);
  if (inChosenLanguage) return window.location.replace(inChosenLanguage);
  const steps = [
    () => setPageFlag(pageFlags.js),
    () => drawVariantAtLoad(landingPaths),
    () => noteSession(callbackPath),
    () => consentPending(consentRequired) && setPageFlag(pageFlags.consentPending),
    () => flagLanguageOffer(),
    () => noteTabLanguage(window.location.pathname),
    () => consentStartupCalls(consentRequired).forEach((call) => pushGtag(...call)),
    () => rememberArrivalUtm(window.location.search),
    () => installPageControls({ measurementId, consentRequired }),
    () =>
      unlocalizedPath(window.location.pathname) === handOffPath ? holdModuleDownloads() : scheduleModuleDownloads(),
  ];
  // An old or locked-down browser may lack something (Web Crypto, storage): each step stands alone.
  for (const step of steps) {
    try {
      step();
    } catch {
      // The page works without this step.
    }
  }
}
