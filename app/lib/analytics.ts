// Analytics through the standard gtag contract (DESIGN.md): every call is pushed onto
// window.dataLayer as an `arguments` object, which gtag.js (when configured) reads.
import { isDevelopment } from "~/config";

export interface AnalyticsEvent {
  category: string;
  action: string;
  label?: string;
  value: number;
}

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export class InvalidEventError extends Error {
  override name = "InvalidEventError";
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- read through `arguments`
function gtag(..._args: unknown[]): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  // gtag.js only accepts the arguments object itself, not an array copy.
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

/** Why an event breaks spec §5 (category, action and a numeric value are required), or null. */
export function eventProblem(event: Partial<AnalyticsEvent>): string | null {
  if (typeof event.category !== "string" || !event.category.trim()) return "a category";
  if (typeof event.action !== "string" || !event.action.trim()) return "an action";
  if (typeof event.value !== "number" || !Number.isFinite(event.value)) return "a numeric value";
  return null;
}

/** Sends a custom event. Invalid events throw in development and tests and are dropped in production. */
export function trackEvent(event: AnalyticsEvent): void {
  const problem = eventProblem(event);
  if (problem) {
    const message = `Analytics event ${JSON.stringify(event)} needs ${problem}.`;
    if (isDevelopment) throw new InvalidEventError(message);
    return;
  }
  gtag("event", event.action, {
    event_category: event.category,
    event_label: event.label,
    value: event.value,
  });
}

export function trackPageView(path: string): void {
  gtag("event", "page_view", {
    page_path: path,
    page_location: window.location.href,
    page_title: document.title,
  });
}
