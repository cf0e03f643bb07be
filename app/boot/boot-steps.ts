// The code of the boot script's optional parts (boot-parts.ts says which page gets which), one
// export each, so a page's script bundles only the parts it imports (scripts/vite/inline-scripts-plugin.ts).
import { handOffHereControl } from "~/features/hand-off/boot";
import { sampleToggleControl, startSampleSeek } from "~/features/song-sample/boot";
import { pushExperienceImpression } from "~/shared/analytics/page-views";
import type { PageControl } from "~/shared/page/page-controls";
import { paymentLinkControl, watchPaymentLinks } from "~/shared/payment-links/payment-link-control";
import { reportExposure } from "~/shared/visitor/exposure";
import { drawVariantAtLoad, type Variant } from "~/shared/visitor/variant";
import { startWithoutAppWhenNotNeeded } from "./app-when-needed";
import type { BootPartName } from "./boot-parts";
import type { BootSettings } from "./boot-settings";
import { requestAppModules, scheduleModuleDownloads } from "./module-downloads";

/** What the parts read of the boot script's settings. */
type PartSettings = Pick<BootSettings, "landingPaths" | "consentRequired" | "measurementId" | "handOffHere">;

/** A part's steps, each run in its place among the boot script's (boot.ts). */
export interface BootPart {
  /** Before the session's note: the headline drawn for this visit, if any. */
  draw?(settings: PartSettings): Variant | null;
  /** After Consent Mode's defaults. */
  start?(settings: PartSettings, variant: Variant | null): void;
  /** Its controls, behind the page's one listener (shared/page/page-controls.ts). */
  controls?(settings: PartSettings): PageControl[];
  /** Last, after the session's note and Consent Mode's defaults, which it reads and must follow. */
  finish?(settings: PartSettings): void;
}

export type BootParts = Partial<Record<BootPartName, BootPart>>;

export const experiment: BootPart = {
  // From the boot script, so a visit whose Sign Up is pressed before the app has loaded counts too.
  draw({ landingPaths, consentRequired }) {
    const variant = drawVariantAtLoad(landingPaths);
    if (variant) reportExposure(variant, consentRequired);
    return variant;
  },
  // GA4's exposure of the visit drawn, after Consent Mode's defaults, which come first in its queue.
  start: (_, variant) => variant && pushExperienceImpression(variant),
};

export const sample: BootPart = {
  start: () => startSampleSeek(),
  controls: () => [sampleToggleControl(requestAppModules)],
};

export const paymentLinks: BootPart = {
  start: ({ measurementId, consentRequired }) => watchPaymentLinks({ measurementId, consentRequired }),
  controls: ({ measurementId, consentRequired }) => [paymentLinkControl({ measurementId, consentRequired })],
};

export const handOff: BootPart = {
  controls: ({ handOffHere }) => (handOffHere ? [handOffHereControl(handOffHere)] : []),
};

export const appWhenNeeded: BootPart = {
  finish: ({ measurementId }) => startWithoutAppWhenNotNeeded(measurementId),
};

export const moduleDownloads: BootPart = {
  finish: () => scheduleModuleDownloads(),
};
