// The landing headline's exposure, told to the site's API (api/experiment/exposures.ts) by beacon:
// every landing visit adds one to an anonymous count of the headline shown (no id: no consent
// needed); with analytics consent the beacon also carries this browser's analytics id and the
// first headline it was ever shown, kept here until then, so the experiment compares visitors by
// their first headline. A withdrawn consent is told too (consent-withdrawal.ts): the API deletes the
// record and reports none of the visitor's sales. Config-free, so the boot script shares it; never throws.
import { experimentPaths, type ExposureBeacon, type FirstExposure } from "~/contracts/experiment-api";
import { analyticsGranted, type ConsentChoice } from "~/shared/analytics/consent";
import { afterFirstPaint } from "~/shared/page/first-paint";
import { readItem, storageKeys, writeItem } from "~/shared/browser/storage";
import { dropWithdrawal, withdrawConsent } from "./consent-withdrawal";
import { isVariant, type Variant } from "./variant";
import { ensureUserId, readUserId } from "./visitor";

type FirstShown = Omit<FirstExposure, "clientId">;

/**
 * Sends after the page's load once its first paint is on the screen, or as it is left (an early
 * Sign Up press), whichever comes first: never a request beside the first paint's. (A hidden tab
 * paints nothing until shown; its beacon goes then, or as it is closed.)
 */
function send(beacon: ExposureBeacon): void {
  if (document.readyState === "complete") return post(beacon);
  let sent = false;
  const once = () => {
    if (sent) return;
    sent = true;
    post(beacon);
  };
  window.addEventListener("load", () => afterFirstPaint(once), { once: true });
  window.addEventListener("pagehide", once, { once: true });
}

function post(beacon: ExposureBeacon): void {
  const body = JSON.stringify(beacon);
  try {
    if (navigator.sendBeacon?.(experimentPaths.exposures, body)) return;
    void fetch(experimentPaths.exposures, { method: "POST", body, keepalive: true }).catch(() => undefined);
  } catch {
    // A browser that can send neither: the visit goes uncounted.
  }
}

/** The first headline this browser was shown and when, as kept (untrusted: garbage is none). */
function storedFirst(): FirstShown | null {
  try {
    const value = JSON.parse(readItem(storageKeys.firstVersion) ?? "null") as Partial<FirstShown> | null;
    return value && isVariant(value.variant) && typeof value.at === "string" && !Number.isNaN(Date.parse(value.at))
      ? { variant: value.variant, at: value.at }
      : null;
  } catch {
    return null;
  }
}

const withId = (first: FirstShown): FirstExposure => ({ clientId: ensureUserId(), ...first });

/** A landing visit that showed `variant`. */
export function reportExposure(variant: Variant, consentRequired: boolean): void {
  let first = storedFirst();
  if (!first) {
    first = { variant, at: new Date().toISOString() };
    writeItem(storageKeys.firstVersion, JSON.stringify(first));
  }
  send(analyticsGranted(consentRequired) ? { variant, first: withId(first) } : { variant });
}

/**
 * The analytics banner's answer: a consent records the first headline (and a withdrawal still on its
 * way is moot); a withdrawal deletes it and stops the sales' reports, sent until the API has it.
 */
export function reportConsent(choice: ConsentChoice, before: ConsentChoice | null): void {
  const first = storedFirst();
  if (choice === "granted") dropWithdrawal();
  if (choice === "granted" && first) send({ first: withId(first) });
  const clientId = readUserId();
  if (choice === "denied" && before === "granted" && clientId) withdrawConsent(clientId);
}
