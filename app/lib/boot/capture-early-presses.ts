// Boot side of early presses: one capturing click listener on the document, registered before
// first paint. Until the app has hydrated, it does the job of each marked control (press-queue.ts)
// and keeps the press from React, which would otherwise replay it after hydration: never twice.
import { eventParamsOf } from "../analytics-events";
import { arrivalUtm } from "../attribution";
import { withAttribution } from "../checkout-url";
import { injectGtag, pushGtag } from "../gtag-queue";
import { hasPageFlag, pageFlags } from "../page-flags";
import { ensureUserId } from "../visitor";
import { EARLY_PRESS_ATTRIBUTE, isPlainPress, queuePress, trackedEvent, type EarlyPressKind } from "./press-queue";

/** How long a checkout press may wait for gtag.js to send its event (as the app waits). */
const LEAVE_TIMEOUT_MS = 1000;

function toggleMedia(control: Element): void {
  const media = document.getElementById(control.getAttribute("aria-controls") ?? "");
  if (!(media instanceof HTMLMediaElement)) return;
  if (!media.paused) return media.pause();
  // Busy until the sound starts (or fails: the app shows why once it is there).
  control.setAttribute("aria-busy", "true");
  const done = () => control.removeAttribute("aria-busy");
  for (const type of ["playing", "pause", "error"]) media.addEventListener(type, done, { once: true });
  media.play().catch(done);
}

/** Adds attribution to the payment link and records the press, holding the navigation for gtag.js if configured. */
function leaveForCheckout(link: HTMLAnchorElement, event: MouseEvent, measurementId: string | undefined): void {
  link.href = withAttribution(link.href, { userId: ensureUserId(), utm: arrivalUtm() });
  const tracked = trackedEvent(link);
  if (!tracked) return;
  const params = eventParamsOf(tracked);
  if (!measurementId) return pushGtag("event", tracked.action, params);
  event.preventDefault();
  let left = false;
  const leave = () => {
    if (!left) window.location.assign(link.href);
    left = true;
  };
  injectGtag(measurementId);
  pushGtag("event", tracked.action, { ...params, transport_type: "beacon", event_callback: leave });
  setTimeout(leave, LEAVE_TIMEOUT_MS);
}

export function captureEarlyPresses(measurementId: string | undefined): void {
  document.addEventListener(
    "click",
    (event) => {
      if (hasPageFlag(pageFlags.hydrated) || !isPlainPress(event)) return;
      const control = (event.target as Element | null)?.closest?.(`[${EARLY_PRESS_ATTRIBUTE}]`);
      if (!control) return;
      event.stopImmediatePropagation();
      const kind = control.getAttribute(EARLY_PRESS_ATTRIBUTE) as EarlyPressKind;
      if (kind === "checkout" && control instanceof HTMLAnchorElement) leaveForCheckout(control, event, measurementId);
      else if (kind === "media") toggleMedia(control);
      else if (kind === "queue") {
        event.preventDefault();
        queuePress(control);
      }
    },
    { capture: true },
  );
}
