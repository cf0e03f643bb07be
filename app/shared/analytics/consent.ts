// Google Consent Mode v2 state: analytics storage is denied until the visitor chooses, and the
// choice is remembered. Where consent is not required (a setting) it is granted by default. The
// banner asks about analytics cookies only, so accepting grants analytics only: the site shows no
// ads, and the ad signals stay denied whatever the answer. Config-free, so the boot script shares it.
import { readItem, storageKeys, writeItem } from "~/shared/browser/storage";

export type ConsentChoice = "granted" | "denied";

export const consentState = (choice: ConsentChoice) => ({
  analytics_storage: choice,
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
});

export function storedConsent(): ConsentChoice | null {
  const value = readItem(storageKeys.consent);
  return value === "granted" || value === "denied" ? value : null;
}

export function rememberConsent(choice: ConsentChoice): void {
  writeItem(storageKeys.consent, choice);
}

/** Told on the window once the visitor has answered (features/consent/boot.ts): what reads the answer reads it afresh. */
export const CONSENT_ANSWERED_EVENT = "consent:answered";

/** Whether analytics may run: consent is not required, or the visitor granted it. */
export function analyticsGranted(required: boolean): boolean {
  return !required || storedConsent() === "granted";
}

/** Whether to show the banner: consent is required and the visitor has not chosen (or it is unreadable). */
export function consentPending(required: boolean): boolean {
  return required && storedConsent() === null;
}

/** The gtag calls that must precede every other: the default, then an earlier visit's choice. */
export function consentStartupCalls(required: boolean): unknown[][] {
  const fallback: ConsentChoice = required ? "denied" : "granted";
  const calls: unknown[][] = [["consent", "default", { ...consentState(fallback), wait_for_update: 500 }]];
  const stored = storedConsent();
  if (stored) calls.push(["consent", "update", consentState(stored)]);
  return calls;
}

/**
 * Deletes Google Analytics' cookies (`_ga`, `_ga_<stream>`) when consent is withdrawn: gtag stops
 * using them once analytics storage is denied, and none should be left behind. gtag sets them on the
 * widest domain it may, so each is expired on this host and on every parent domain.
 */
export function forgetAnalyticsCookies(): void {
  const labels = window.location.hostname.split(".");
  const domains = ["", ...labels.slice(0, -1).map((_, index) => `; domain=${labels.slice(index).join(".")}`)];
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]!.trim();
    if (name !== "_ga" && !name.startsWith("_ga_")) continue;
    for (const domain of domains) document.cookie = `${name}=; max-age=0; path=/${domain}`;
  }
}
