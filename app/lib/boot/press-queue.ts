// Presses made before React has taken over the page: how controls declare what the boot script
// should do with them, and the queue through which it hands the ones that must wait to the app.
import type { AnalyticsEvent } from "../analytics-events";
import type { ConsentChoice } from "../consent";

/**
 * What the boot script does with an early press of a marked control:
 * - link: let the browser follow it (the app must not replay it after hydration);
 * - checkout: add the visitor's attribution to the payment link, record its event, and let the
 *   browser follow it;
 * - media: play or pause the <audio> named by aria-controls, at once;
 * - consent: apply the consent answer at once (stored, told to gtag, banner gone).
 * A link or checkout link with an action waits instead while a signed-in session is being restored
 * (its checkout needs the visitor's email): it is marked busy and queued until the app takes over.
 */
export type EarlyPressKind = "link" | "checkout" | "media" | "consent";

export const EARLY_PRESS_ATTRIBUTE = "data-early-press";
const ACTION_ATTRIBUTE = "data-action";
const TRACK_ATTRIBUTE = "data-track";
const CONSENT_ATTRIBUTE = "data-consent";

/** Props that mark a control for the boot script. */
export const earlyPress = {
  link: (action?: string) => ({ [EARLY_PRESS_ATTRIBUTE]: "link", ...(action && { [ACTION_ATTRIBUTE]: action }) }),
  checkout: (event: AnalyticsEvent, action: string) => ({
    [EARLY_PRESS_ATTRIBUTE]: "checkout",
    [TRACK_ATTRIBUTE]: JSON.stringify(event),
    [ACTION_ATTRIBUTE]: action,
  }),
  media: (mediaId: string) => ({ [EARLY_PRESS_ATTRIBUTE]: "media", "aria-controls": mediaId }),
  consent: (choice: ConsentChoice) => ({ [EARLY_PRESS_ATTRIBUTE]: "consent", [CONSENT_ATTRIBUTE]: choice }),
};

type Press = Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">;

/** A press the page handles itself; a modified click (new tab, new window) is the browser's. */
export const isPlainPress = (event: Press) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function trackedEvent(control: Element): AnalyticsEvent | null {
  try {
    return JSON.parse(control.getAttribute(TRACK_ATTRIBUTE) ?? "null") as AnalyticsEvent | null;
  } catch {
    return null;
  }
}

export function consentAnswer(control: Element): ConsentChoice | null {
  const choice = control.getAttribute(CONSENT_ATTRIBUTE);
  return choice === "granted" || choice === "denied" ? choice : null;
}

declare global {
  interface Window {
    /** Actions pressed before the app took over, in order. */
    earlyPresses?: string[];
  }
}

/** Boot side: whether the control carries an action the app can carry out later. */
export const hasAction = (control: Element) => control.hasAttribute(ACTION_ATTRIBUTE);

/** Boot side: marks the control busy and queues its action, once until the app takes it. */
export function queuePress(control: Element): void {
  const action = control.getAttribute(ACTION_ATTRIBUTE);
  if (!action || control.getAttribute("aria-busy") === "true") return;
  control.setAttribute("aria-busy", "true");
  (window.earlyPresses ??= []).push(action);
}

/** App side: whether `action` was pressed early; takes it off the queue and clears its busy mark. */
export function takeEarlyPress(action: string): boolean {
  const queue = window.earlyPresses ?? [];
  const pressed = queue.includes(action);
  window.earlyPresses = queue.filter((queued) => queued !== action);
  for (const control of document.querySelectorAll(`[${ACTION_ATTRIBUTE}]`)) {
    if (control.getAttribute(ACTION_ATTRIBUTE) === action) control.removeAttribute("aria-busy");
  }
  return pressed;
}
