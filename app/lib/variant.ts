// The A/B/C experiment (spec §4): a fresh, equally likely draw on every landing-page visit.
//
// The first draw of a page load happens in an inline <head> script, before first paint, so the
// hero shows the right headline without a flicker; landing visits made by client-side navigation
// draw in a layout effect instead. Both run `drawVariant`, which therefore has to stay
// self-contained: the inline script is its source text.

export const variants = ["A", "B", "C"] as const;
export type Variant = (typeof variants)[number];

export function isVariant(value: unknown): value is Variant {
  return variants.includes(value as Variant);
}

/** Marks the <html> element (data-variant-drawn-at-load) when the inline script has drawn. */
const DRAWN_AT_LOAD = "variantDrawnAtLoad";
const DRAWN_AT_LOAD_ATTRIBUTE = "data-variant-drawn-at-load";

function drawVariant(storageKey: string, landingPaths: readonly string[], marker: string) {
  try {
    const path = location.pathname.replace(/\/+$/, "") || "/";
    if (!landingPaths.includes(path)) return null;
    const byte = new Uint8Array(1);
    do crypto.getRandomValues(byte);
    while (byte[0]! >= 255);
    const variant = (["A", "B", "C"] as const)[byte[0]! % 3]!;
    const root = document.documentElement;
    root.dataset.variant = variant;
    if (marker) root.dataset[marker] = "";
    try {
      localStorage.setItem(storageKey, variant);
    } catch {
      // Storage blocked: the page still shows its variant.
    }
    return variant;
  } catch {
    return null;
  }
}

/** Source of the inline script that draws the variant before first paint. */
export function variantScript(storageKey: string, landingPaths: readonly string[]): string {
  const args = [storageKey, landingPaths, DRAWN_AT_LOAD].map((arg) => JSON.stringify(arg));
  return `(${drawVariant.toString()})(${args.join(",")})`;
}

/**
 * Draws for a landing visit reached without a page load. The visit that loaded the page was drawn
 * by the inline script already, so that one is only acknowledged.
 */
export function drawVariantForVisit(storageKey: string, landingPaths: readonly string[]): void {
  const root = document.documentElement;
  if (root.hasAttribute(DRAWN_AT_LOAD_ATTRIBUTE)) {
    root.removeAttribute(DRAWN_AT_LOAD_ATTRIBUTE);
    return;
  }
  drawVariant(storageKey, landingPaths, "");
}
