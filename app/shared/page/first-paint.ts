// When the page is parsed, and when it is on the screen: what waits so as not to compete with the first paint (the
// app's downloads, the landing beacon) goes after it. Config-free, so the boot script shares it.

/** Calls `go` once the parser has reached the page's end (at once if it has). */
export function whenParsed(go: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", go, { once: true });
  else go();
}

/** Calls `go` once the browser reports the page's first contentful paint (at once where it cannot tell). */
export function afterFirstPaint(go: () => void): void {
  try {
    new PerformanceObserver((paints, observer) => {
      if (!paints.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      go();
    }).observe({ type: "paint", buffered: true });
  } catch {
    go(); // a browser without PerformanceObserver
  }
}

/**
 * Calls `go` after the page's `load` and its first contentful paint, or `fallbackMs` after the
 * load should no paint be reported (a hidden page paints nothing). `go` may run twice: make it
 * idempotent.
 */
export function afterLoadAndFirstPaint(go: () => void, fallbackMs: number): void {
  const afterLoad = () => {
    setTimeout(go, fallbackMs);
    afterFirstPaint(go);
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}
