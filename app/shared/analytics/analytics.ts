// Analytics through the standard gtag contract (docs/product.md, Analytics events): every call is pushed onto
// window.dataLayer as an `arguments` object. gtag.js, when a measurement id is configured, is
// loaded after the page is interactive and reads the queue; without one, calls stay in dataLayer.
// Google Consent Mode v2 defaults to 'denied' until the visitor chooses (consent.ts).
import { config, isDevelopment } from "~/config";
import { consentStartupCalls } from "./consent";
import { eventParamsOf, eventProblem, type AnalyticsEvent } from "./analytics-events";
import { hasConsentDefault, injectGtagWhenIdle, pushGtag } from "./gtag-queue";
import { pushExperienceImpression, pushPageView } from "./page-views";

export type { AnalyticsEvent };

export class InvalidEventError extends Error {
  override name = "InvalidEventError";
}

let initialised = false;
let gtagLoaded = false;

/** Queues what must come before any event: the consent defaults (unless the boot script did). */
function initialise(): void {
  if (initialised) return;
  initialised = true;
  if (!hasConsentDefault()) for (const call of consentStartupCalls(config.analytics.consentRequired)) pushGtag(...call);
}

export function gtag(...args: unknown[]): void {
  if (typeof window === "undefined") return;
  initialise();
  pushGtag(...args);
}

function eventParams(event: AnalyticsEvent): Record<string, unknown> | null {
  const problem = eventProblem(event);
  if (problem) {
    const message = `Analytics event ${JSON.stringify(event)} needs ${problem}.`;
    if (isDevelopment) throw new InvalidEventError(message);
    return null; // Production: drop it rather than break the page.
  }
  return eventParamsOf(event);
}

/** Sends a custom event. Invalid events throw in development and tests and are dropped in production. */
export function trackEvent(event: AnalyticsEvent): void {
  const params = eventParams(event);
  if (params) gtag("event", event.action, params);
}

/** GA4's exposure event of a landing visit drawn by the app (gtag-queue.ts). */
export function trackExperienceImpression(variant: string): void {
  initialise();
  pushExperienceImpression(variant);
}

let lastPageView: { key: string; path: string } | undefined;

/**
 * One page view per navigation: a repeated call for the same location (React StrictMode runs
 * effects twice) or a same-path URL replacement (dropping query parameters) is not a new page.
 */
export function trackPageView(path: string, locationKey: string, replaced = false): void {
  if (lastPageView && (locationKey === lastPageView.key || (replaced && path === lastPageView.path))) return;
  lastPageView = { key: locationKey, path };
  initialise();
  pushPageView(path);
}

/** Takes the page view the boot script sent for this location as sent here (app/boot/app-when-needed.ts). */
export function adoptPageView(path: string, locationKey: string): void {
  lastPageView = { key: locationKey, path };
}

/** Loads gtag.js once the page is interactive, if a measurement id is configured. */
export function loadTagWhenIdle(): void {
  const id = config.analytics.measurementId;
  if (!id || gtagLoaded || typeof window === "undefined") return;
  gtagLoaded = true;
  initialise();
  injectGtagWhenIdle(id);
}

/** For tests: forget what was sent. */
export function resetAnalytics(): void {
  initialised = false;
  gtagLoaded = false;
  lastPageView = undefined;
}
