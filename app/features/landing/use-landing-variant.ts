import { useLayoutEffect, useRef } from "react";
import { landingPaths } from "~/contracts/paths";
import { trackExperienceImpression } from "~/shared/analytics/analytics";
import { readVariant } from "~/shared/visitor/visitor";
import { drawVariantForVisit } from "~/shared/visitor/variant";
import { reportExposure } from "~/shared/visitor/exposure";
import { config } from "~/config";

/** Draws the A/B/C variant once per landing visit, before the browser paints it, and reports its exposure. */
export function useLandingVariant(): void {
  const drawn = useRef(false);
  useLayoutEffect(() => {
    if (drawn.current) return; // StrictMode re-runs effects; a visit draws once.
    drawn.current = true;
    const visit = drawVariantForVisit(landingPaths);
    if (visit) reportExposure(visit, config.analytics.consentRequired);
    const variant = readVariant();
    if (variant) trackExperienceImpression(variant);
  }, []);
}
