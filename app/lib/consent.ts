// Google Consent Mode v2 state: analytics and ad storage are denied until the visitor chooses, and
// the choice is remembered. VITE_CONSENT_REQUIRED=false grants by default where none is needed.
import { config } from "~/config";
import { readItem, storageKeys, writeItem } from "./storage";

export type ConsentChoice = "granted" | "denied";

export const consentState = (choice: ConsentChoice) => ({
  analytics_storage: choice,
  ad_storage: choice,
  ad_user_data: choice,
  ad_personalization: choice,
});

export function storedConsent(): ConsentChoice | null {
  const value = readItem(storageKeys.consent);
  return value === "granted" || value === "denied" ? value : null;
}

export function rememberConsent(choice: ConsentChoice): void {
  writeItem(storageKeys.consent, choice);
}

/**
 * The <html> attribute that shows the consent banner. The boot script sets it before first paint
 * when consent is required and not yet given, so the prerendered banner appears with the page
 * instead of popping in (and becoming the largest paint) after hydration.
 */
export const CONSENT_PENDING_ATTRIBUTE = "data-consent-pending";

/** Source of the boot-script part that sets the attribute (unreadable storage counts as no choice). */
export function consentPendingScript(storageKey: string): string {
  const key = JSON.stringify(storageKey);
  const mark = `document.documentElement.setAttribute(${JSON.stringify(CONSENT_PENDING_ATTRIBUTE)},"")`;
  return `try{var c=localStorage.getItem(${key});if(c!=="granted"&&c!=="denied")${mark}}catch(e){${mark}}`;
}

export function clearConsentPending(): void {
  document.documentElement.removeAttribute(CONSENT_PENDING_ATTRIBUTE);
}

/** The gtag calls that must precede every other: the default, then an earlier visit's choice. */
export function consentStartupCalls(): unknown[][] {
  const fallback: ConsentChoice = config.analytics.consentRequired ? "denied" : "granted";
  const calls: unknown[][] = [["consent", "default", { ...consentState(fallback), wait_for_update: 500 }]];
  const stored = storedConsent();
  if (stored) calls.push(["consent", "update", consentState(stored)]);
  return calls;
}
