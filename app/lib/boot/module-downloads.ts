// When the app's JavaScript starts downloading. React Router's module preloads are taken out of the
// page by the build (scripts/postbuild/defer-hydration.ts) and listed in a JSON block instead; the
// boot script requests them once the page has painted, so they never compete with the stylesheet for
// the first paint on a fast connection. On a slow one the stylesheet's round trip is latency-bound
// (a few KB), so the boot script stops waiting for the paint a second into the page load: the code
// then arrives in time to hydrate within the budget (docs/architecture.md, Performance).

export const DEFERRED_MODULES_ID = "deferred-modules";
/** Milliseconds since the navigation started after which the code is requested even before a paint. */
export const LATEST_DOWNLOAD_START_MS = 1000;

function listedModules(): string[] | null {
  const list = document.getElementById(DEFERRED_MODULES_ID);
  if (!list) return null;
  try {
    const hrefs: unknown = JSON.parse(list.textContent ?? "");
    return Array.isArray(hrefs) ? hrefs.filter((href): href is string => typeof href === "string") : [];
  } catch {
    return [];
  }
}

export function scheduleModuleDownloads(): void {
  let requested = false;
  const request = () => {
    const hrefs = requested ? null : listedModules();
    if (!hrefs) return; // already requested, or the list is not parsed yet (the paint will come)
    requested = true;
    for (const href of hrefs) {
      document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    }
  };
  requestAnimationFrame(() => setTimeout(request, 0));
  setTimeout(request, Math.max(0, LATEST_DOWNLOAD_START_MS - performance.now()));
}
