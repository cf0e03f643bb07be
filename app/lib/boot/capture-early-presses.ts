// Boot side of early presses: capturing listeners on the document, registered before first paint.
// Until the app has hydrated, they do the job of each marked control (press-queue.ts) and keep the
// press from React, which would otherwise replay it after hydration: never twice.
import { eventParamsOf } from "../analytics-events";
import { arrivalUtm } from "../attribution";
import { withAttribution } from "../checkout-url";
import { consentState, rememberConsent } from "../consent";
import { injectGtag, pushEventBeforeLeaving, pushGtag } from "../gtag-queue";
import { clearPageFlag, hasPageFlag, pageFlags } from "../page-flags";
import { ensureUserId } from "../visitor";
import { consentAnswer, EARLY_PRESS_ATTRIBUTE, hasAction, isPlainPress, queuePress } from "./press-queue";
import { trackedEvent, type EarlyPressKind } from "./press-queue";

const kindOf = (control: Element) => control.getAttribute(EARLY_PRESS_ATTRIBUTE) as EarlyPressKind;

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

function answerConsent(control: Element): void {
  const choice = consentAnswer(control);
  if (!choice) return;
  rememberConsent(choice);
  pushGtag("consent", "update", consentState(choice));
  clearPageFlag(pageFlags.consentPending);
}

/** The payment link with the visitor's attribution, whichever way it is opened. */
function attribute(link: HTMLAnchorElement): void {
  if (!link.search.includes("client_reference_id=")) {
    link.href = withAttribution(link.href, { userId: ensureUserId(), utm: arrivalUtm() });
  }
}

/** Records the press and lets the browser leave; with gtag.js configured, waits (briefly) for the hit. */
function leaveForCheckout(link: HTMLAnchorElement, event: MouseEvent, measurementId: string | undefined): void {
  const tracked = trackedEvent(link);
  link.setAttribute("aria-busy", "true"); // the page is on its way out: a second press does nothing
  if (!tracked) return;
  const params = eventParamsOf(tracked);
  if (!measurementId) return pushGtag("event", tracked.action, params);
  event.preventDefault();
  injectGtag(measurementId);
  void pushEventBeforeLeaving(tracked.action, params, true).then(() => window.location.assign(link.href));
}

function onPress(event: MouseEvent, measurementId: string | undefined): void {
  const control = (event.target as Element | null)?.closest?.(`[${EARLY_PRESS_ATTRIBUTE}]`);
  if (!control || hasPageFlag(pageFlags.hydrated)) return;
  const kind = kindOf(control);
  const link = control instanceof HTMLAnchorElement ? control : null;
  if (kind === "checkout" && link) attribute(link); // also for a new tab or window
  if (!isPlainPress(event)) return;
  event.stopImmediatePropagation();
  if (control.getAttribute("aria-busy") === "true") return event.preventDefault();
  if (link && hasAction(control) && hasPageFlag(pageFlags.authPending)) {
    // A session is being restored: its answer decides where this goes (and with which email).
    event.preventDefault();
    return queuePress(control);
  }
  if (kind === "checkout" && link) leaveForCheckout(link, event, measurementId);
  else if (kind === "media") toggleMedia(control);
  else if (kind === "consent") answerConsent(control);
}

/** Back from the checkout through the back/forward cache: the controls left busy work again. */
function reviveBusyControls(event: PageTransitionEvent): void {
  if (!event.persisted) return;
  for (const control of document.querySelectorAll(`[${EARLY_PRESS_ATTRIBUTE}][aria-busy]`)) {
    control.removeAttribute("aria-busy");
  }
}

export function captureEarlyPresses(measurementId: string | undefined): void {
  window.addEventListener("pageshow", reviveBusyControls);
  document.addEventListener("click", (event) => onPress(event, measurementId), { capture: true });
  // A middle click or the context menu's "open in new tab" opens the attributed payment link too.
  for (const type of ["auxclick", "contextmenu"] as const) {
    document.addEventListener(type, (event) => onPress(event, measurementId), { capture: true });
  }
}
