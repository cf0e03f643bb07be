// The A/B/C experiment: a fresh, equally likely draw on every landing-page visit, stored as
// `version` and shown through <html data-variant>.
//
// The draw of the visit that loads the page happens in the boot script, before first paint, so the
// hero shows the right headline without a flicker; landing visits made by client-side navigation
// draw in a layout effect instead. Both run `drawVariant`.
import { clearPageFlag, hasPageFlag, pageFlags, setPageFlag } from "~/shared/page/page-flags";
import { randomInt } from "~/shared/browser/random";
import { storageKeys, writeItem } from "~/shared/browser/storage";

export const variants = ["A", "B", "C"] as const;
export type Variant = (typeof variants)[number];

export function isVariant(value: unknown): value is Variant {
  return variants.includes(value as Variant);
}

const normalisedPath = (pathname: string) => pathname.replace(/\/+$/, "") || "/";

/** Draws, stores and shows a variant when `pathname` is a landing page; returns it, or null. */
export function drawVariant(landingPaths: readonly string[], pathname = window.location.pathname): Variant | null {
  if (!landingPaths.includes(normalisedPath(pathname))) return null;
  const variant = variants[randomInt(0, variants.length - 1)]!;
  setPageFlag(pageFlags.variant, variant);
  writeItem(storageKeys.version, variant); // blocked storage: the page still shows its variant
  return variant;
}

/** The boot script's draw for the visit that loaded the page; the variant drawn, or null. */
export function drawVariantAtLoad(landingPaths: readonly string[]): Variant | null {
  const variant = drawVariant(landingPaths);
  if (variant) setPageFlag(pageFlags.variantDrawnAtLoad);
  return variant;
}

/**
 * Draws for a landing visit reached without a page load. The visit that loaded the page was drawn
 * by the boot script already, so that one is only acknowledged.
 */
export function drawVariantForVisit(landingPaths: readonly string[]): Variant | null {
  if (hasPageFlag(pageFlags.variantDrawnAtLoad)) {
    clearPageFlag(pageFlags.variantDrawnAtLoad);
    return null;
  }
  return drawVariant(landingPaths);
}
