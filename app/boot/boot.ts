// The one inline script of every page, run in <head> before first paint (compiled into the page by
// scripts/vite/inline-scripts-plugin.ts): each feature's boot step (features/*/boot.ts) and the
// shared ones. It draws the landing page's variant, flags a probable signed-in session and a
// pending consent choice so nothing flickers or pops in, queues Consent Mode's defaults, remembers
// the arrival's campaign, attributes the payment links, installs the page's controls that need code
// from the first paint on, and starts the app's downloads — or, on a page whose app this visitor
// does not need, what the app would start (app-when-needed.ts). It shares its code with the app.
import { consentControl, startConsent } from "~/features/consent/boot";
import { languageChoiceControl, returnInChosenLanguage, startLanguages } from "~/features/languages/boot";
import { handOffHereControl, type HandOffHereSettings } from "~/features/hand-off/boot";
import { sampleToggleControl, startSampleSeek } from "~/features/song-sample/boot";
import { noteSession } from "~/shared/auth/auth-hints";
import { installPageControls } from "~/shared/page/page-controls";
import { pageFlags, setPageFlag } from "~/shared/page/page-flags";
import { rememberArrivalUtm } from "~/shared/payment-links/attribution";
import { paymentLinkControl, watchPaymentLinks } from "~/shared/payment-links/payment-link-control";
import { drawVariantAtLoad, type Variant } from "~/shared/visitor/variant";
import { pushExperienceImpression } from "~/shared/analytics/gtag-queue";
import { reportExposure } from "~/shared/visitor/exposure";
import { requestAppModules, scheduleModuleDownloads } from "./module-downloads";
import { startWithoutAppWhenNotNeeded } from "./app-when-needed";

export interface BootSettings {
  landingPaths: readonly string[];
  /** The login callback's page (the redirect_uri's path). */
  callbackPath: string;
  /** The pages the hosted checkout returns to, at one address for every language. */
  returnPaths: readonly string[];
  consentRequired: boolean;
  measurementId?: string;
  /** A sign-up press's short way to the hosted sign-up; without it, every press goes through /signup. */
  handOffHere?: HandOffHereSettings;
}

export function boot(settings: BootSettings): void {
  const { landingPaths, callbackPath, returnPaths, consentRequired, measurementId, handOffHere } = settings;
  // Back from the checkout, a visitor who chose another language goes on to this page in it.
  const inChosenLanguage = returnInChosenLanguage(window.location, returnPaths);
  if (inChosenLanguage) return window.location.replace(inChosenLanguage);
  let variant: Variant | null = null;
  const steps = [
    () => setPageFlag(pageFlags.js),
    () => {
      // From the boot script, so a visit whose Sign Up is pressed before the app has loaded counts too.
      variant = drawVariantAtLoad(landingPaths);
      if (variant) reportExposure(variant, consentRequired);
    },
    () => noteSession(callbackPath),
    () => startConsent(consentRequired),
    // GA4's exposure of the visit drawn above, after Consent Mode's defaults, which come first in its queue.
    () => variant && pushExperienceImpression(variant),
    () => startLanguages(),
    () => startSampleSeek(),
    () => rememberArrivalUtm(window.location.search),
    () => watchPaymentLinks({ measurementId, consentRequired }),
    () =>
      installPageControls([
        sampleToggleControl(requestAppModules),
        consentControl(consentRequired),
        languageChoiceControl,
        paymentLinkControl({ measurementId, consentRequired }),
        ...(handOffHere ? [handOffHereControl(handOffHere)] : []),
      ]),
    // After the session's note and Consent Mode's defaults, which it reads and must follow.
    () => startWithoutAppWhenNotNeeded(measurementId),
    () => scheduleModuleDownloads(),
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
