import { useLayoutEffect, useRef } from "react";
import { landingPaths } from "~/contracts/paths";
import { trackExperienceImpression } from "~/shared/analytics/analytics";
import { drawVariantForVisit } from "~/shared/visitor/variant";
import { reportExposure } from "~/shared/visitor/exposure";
import { config } from "~/config";

/**
 * Draws the A/B/C variant of a landing visit the app navigated to, before the browser paints it,
 * and reports its exposure; the boot script draws and reports the visit that loaded the page.
 */
export function useLandingVariant(): void {
  const drawn = useRef(false);
  useLayoutEffect(() => {
    if (drawn.current) return; // StrictMode re-runs effects; a visit draws once.
    drawn.current = true;
    const visit = drawVariantForVisit(landingPaths);
    if (!visit) return;
    reportExposure(visit, config.analytics.consentRequired);
    trackExperienceImpression(visit);
  }, []);
}
