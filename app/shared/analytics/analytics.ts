// Analytics through the standard gtag contract (docs/product.md, Analytics events): every call is pushed onto
// window.dataLayer as an `arguments` object. gtag.js, when a measurement id is configured, is
// loaded after the page is interactive and reads the queue; without one, calls stay in dataLayer.
// Google Consent Mode v2 defaults to 'denied' until the visitor chooses (consent.ts).
import { config, isDevelopment } from "~/config";
import { consentStartupCalls } from "./consent";
import { eventParamsOf, type AnalyticsEvent } from "./analytics-events";
import { hasConsentDefault, injectGtag, pushGtag } from "./gtag-queue";

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

/** Why an event is invalid (category, action and a numeric value are required), or null. */
export function eventProblem(event: Partial<AnalyticsEvent>): string | null {
  if (typeof event.category !== "string" || !event.category.trim()) return "a category";
  if (typeof event.action !== "string" || !event.action.trim()) return "an action";
  if (typeof event.value !== "number" || !Number.isFinite(event.value)) return "a numeric value";
  return null;
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

/**
 * GA4's exposure event for the landing headline test: sent on every landing visit with the variant
 * shown, so each variant's rate (trial starts and revenue from the server, per `exp_variant_string`)
 * has its denominator.
 */
export function trackExperienceImpression(variant: string): void {
  gtag("event", "experience_impression", { exp_variant_string: variant });
}

/** What a sign-in's return carries in its address: never for analytics (nor any third party). */
const PRIVATE_PARAMS = ["code", "state", "iss", "error", "error_description", "session_state"];

/** The page's address for analytics, without the login's code, state and errors. */
export function pageLocation(href: string): string {
  const url = new URL(href);
  for (const name of PRIVATE_PARAMS) url.searchParams.delete(name);
  return url.href;
}

let lastPageView: { key: string; path: string } | undefined;

/**
 * One page view per navigation: a repeated call for the same location (React StrictMode runs
 * effects twice) or a same-path URL replacement (dropping query parameters) is not a new page.
 */
export function trackPageView(path: string, locationKey: string, replaced = false): void {
  if (lastPageView && (locationKey === lastPageView.key || (replaced && path === lastPageView.path))) return;
  lastPageView = { key: locationKey, path };
  const location = pageLocation(window.location.href);
  // Also for every later hit of this page, which would otherwise carry the address as it is.
  gtag("set", { page_location: location });
  gtag("event", "page_view", {
    page_path: path,
    page_location: location,
    page_title: document.title,
    // GA4's own parameter for the page's language ('de', 'pt-BR'), so reports can split by market.
    language: document.documentElement.lang,
  });
}

/** Loads gtag.js once the page is interactive, if a measurement id is configured. */
export function loadTagWhenIdle(): void {
  const id = config.analytics.measurementId;
  if (!id || gtagLoaded || typeof window === "undefined") return;
  gtagLoaded = true;
  initialise();
  const inject = () => injectGtag(id);
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(inject, { timeout: 4000 }) : setTimeout(inject, 1500);
  if (document.readyState === "complete") whenIdle();
  else window.addEventListener("load", whenIdle, { once: true });
}

/** For tests: forget what was sent. */
export function resetAnalytics(): void {
  initialised = false;
  gtagLoaded = false;
  lastPageView = undefined;
}
