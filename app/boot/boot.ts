// The one inline script of every page, run in <head> before first paint (compiled into the page by
// scripts/vite/inline-scripts-plugin.ts): the steps every page needs and the optional parts its
// markup calls for (boot-parts.ts, boot-steps.ts), each feature's boot step (features/*/boot.ts)
// among them. It flags a probable signed-in session and a pending consent choice so nothing
// flickers or pops in, queues Consent Mode's defaults, remembers the arrival's campaign and
// installs the page's controls that need code from the first paint on; where the page calls for
// them, it draws the landing page's variant, attributes the payment links and starts the app's
// downloads — or, on a page whose app this visitor does not need, what the app would start
// (app-when-needed.ts). It shares its code with the app.
import { consentControl, startConsent } from "~/features/consent/boot";
import { languageChoiceControl, returnInChosenLanguage, startLanguages } from "~/features/languages/boot";
import { noteSession } from "~/shared/auth/auth-hints";
import { installPageControls } from "~/shared/page/page-controls";
import { pageFlags, setPageFlag } from "~/shared/page/page-flags";
import { rememberArrival } from "~/shared/payment-links/attribution";
import type { Variant } from "~/shared/visitor/variant";
import { markBootParts } from "./boot-parts-left";
import type { BootSettings } from "./boot-settings";
import type { BootParts } from "./boot-steps";

/** Runs the steps every page needs and, each in its place, the page's `parts`. */
export function boot(settings: BootSettings, parts: BootParts = {}): void {
  const { callbackPath, returnPaths, consentRequired } = settings;
  // Back from the checkout, a visitor who chose another language goes on to this page in it.
  const inChosenLanguage = returnInChosenLanguage(window.location, returnPaths);
  if (inChosenLanguage) return window.location.replace(inChosenLanguage);
  const present = Object.values(parts);
  let variant: Variant | null = null;
  const steps = [
    () => setPageFlag(pageFlags.js),
    () => markBootParts(Object.keys(parts)),
    ...present.map((part) => () => {
      variant = part.draw?.(settings) ?? variant;
    }),
    () => noteSession(callbackPath),
    () => startConsent(consentRequired),
    () => startLanguages(),
    () => rememberArrival(window.location.search),
    ...present.map((part) => () => part.start?.(settings, variant)),
    () =>
      installPageControls([
        consentControl(),
        languageChoiceControl,
        ...present.flatMap((part) => part.controls?.(settings) ?? []),
      ]),
    ...present.map((part) => () => part.finish?.(settings)),
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
