// When the app's JavaScript starts downloading — always every module of the page at once, largest
// first (the list and the waiting loader come from scripts/postbuild/defer-hydration.ts), never
// level by level as its imports are discovered: at once over a slow network (cameOverSlowNetwork,
// below); after `load` and the first paint on a fast one; and at a press that starts a big download
// of its own (the song sample's Play), which `load` would wait for. Why: docs/decisions/001-deferred-hydration.md

import { bootMarks } from "~/contracts/boot-marks";
import { afterLoadAndFirstPaint } from "~/shared/page/first-paint";
import { hasPageFlag, pageFlags, setPageFlag } from "~/shared/page/page-flags";

export const DEFERRED_MODULES_ID = bootMarks.deferredModules;
/** Tells React Router's loader, which waits for it, that the modules are requested. */
export const MODULES_REQUESTED_EVENT = "modules-requested";
/** A page whose <head> is parsed this long after the navigation started came over a slow network (ms). */
export const SLOW_ARRIVAL_MS = 400;
/** After `load`, how long to wait for a first paint the browser may never report (a hidden page). */
export const PAINT_WAIT_MS = 500;

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

/** The network's effective type, where the browser estimates it (Chromium's Network Information API). */
type Connection = { effectiveType?: string };

/**
 * Whether the page came over a slow network: the browser's estimate says so (Chromium's Network
 * Information API), or the boot script starts this late (navigation timing misses some slow links,
 * emulated ones for a start, and an estimate without samples yet says '4g').
 */
export function cameOverSlowNetwork(
  connection: Connection | undefined = (navigator as { connection?: Connection }).connection,
): boolean {
  return SLOW_CONNECTIONS.includes(connection?.effectiveType ?? "") || performance.now() >= SLOW_ARRIVAL_MS;
}

/** The effective types of a round trip of 270 ms or more (WICG Network Information API). */
const SLOW_CONNECTIONS = ["slow-2g", "2g", "3g"];

/** Requests the app's modules now, all at once, unless that is done: React Router's loader then goes on. */
export function requestAppModules(): void {
  if (hasPageFlag(pageFlags.modulesRequested) || hasPageFlag(pageFlags.hydrated)) return;
  requestModules();
  setPageFlag(pageFlags.modulesRequested);
  window.dispatchEvent(new Event(MODULES_REQUESTED_EVENT));
}

export function scheduleModuleDownloads(): void {
  // A page whose app waits until a visitor needs it (app-when-needed.ts) does not fetch it early either.
  if (hasPageFlag(pageFlags.appWhenNeeded)) return;
  // Over a fast network a page loads before the browser has shown it, and code requested meanwhile
  // would compete with that paint (decision 001, "Why the fast path waits for the first contentful paint").
  if (cameOverSlowNetwork()) requestAppModules();
  else afterLoadAndFirstPaint(requestAppModules, PAINT_WAIT_MS);
}
