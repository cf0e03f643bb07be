// The gtag contract (docs/architecture.md): every call is pushed onto window.dataLayer as an
// `arguments` object, which gtag.js reads when it loads. Config-free, so the boot script shares it.
import { eventParamsOf, isTrackable, type AnalyticsEvent } from "./analytics-events";
import { readUserId } from "~/shared/visitor/visitor";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** How long an event sent right before leaving the page may hold the navigation. */
export const LEAVE_TIMEOUT_MS = 1000;

/** gtag.js itself; a page loads it once at most. */
export const GTAG_SRC = "https://www.googletagmanager.com/gtag/js";

function push(args: IArguments): void {
  window.dataLayer ??= [];
  window.dataLayer.push(args);
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read through `arguments`
export function pushGtag(..._args: unknown[]): void {
  // gtag.js only accepts the arguments object itself, not an array copy.
  // eslint-disable-next-line prefer-rest-params
  push(arguments);
}

/**
 * Queues an event to go out by beacon right before a full-page redirect, and resolves once gtag.js
 * says the hit went out, or after the leave timeout; at once when gtag.js is not on its way.
 */
export function pushEventBeforeLeaving(action: string, params: object, tagRequested: boolean): Promise<void> {
  return new Promise((resolve) => {
    const sent = () => resolve();
    pushGtag("event", action, {
      ...params,
      transport_type: "beacon",
      event_callback: sent,
      event_timeout: LEAVE_TIMEOUT_MS,
    });
    if (!tagRequested) sent();
    else setTimeout(sent, LEAVE_TIMEOUT_MS + 100);
  });
}

/**
 * Records an event right before the browser leaves the page: with a measurement id, gtag.js is
 * loaded (once) and the navigation waits, briefly, for the hit; without one it stays in dataLayer.
 * An invalid event (a payment link's, read from the page) is dropped, and the page goes on at once.
 */
export function sendBeforeLeaving(event: AnalyticsEvent, measurementId: string | undefined): Promise<void> {
  if (!isTrackable(event)) return Promise.resolve();
  if (measurementId) injectGtag(measurementId);
  return pushEventBeforeLeaving(event.action, eventParamsOf(event), !!measurementId);
}

/** Whether this page's queue already starts with the consent default (the boot script puts it there). */
export function hasConsentDefault(): boolean {
  return (window.dataLayer ?? []).some((call) => {
    const args = call as ArrayLike<unknown>;
    return args[0] === "consent" && args[1] === "default";
  });
}

/**
 * Adds gtag.js for a measurement id, once per page, after its 'js' and 'config' calls. The client
 * id is the visitor's userId: the site's server reports a confirmed payment under the same id
 * (api/measurement-protocol.ts), so GA joins it to this browser's visits.
 */
export function injectGtag(measurementId: string): void {
  if (document.getElementById("gtag-js")) return;
  const clientId = readUserId();
  pushGtag("js", new Date());
  pushGtag("config", measurementId, { send_page_view: false, ...(clientId && { client_id: clientId }) });
  const script = document.createElement("script");
  script.id = "gtag-js";
  script.async = true;
  script.src = `${GTAG_SRC}?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** Adds gtag.js (injectGtag) once the page has loaded and is idle. */
export function injectGtagWhenIdle(measurementId: string): void {
  const inject = () => injectGtag(measurementId);
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(inject, { timeout: 4000 }) : setTimeout(inject, 1500);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}
