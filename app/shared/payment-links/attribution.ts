// What a checkout link carries about the visitor: the client reference the site's API reads back
// (their id, the variant they saw, whether they agreed to analytics), the utm_* parameters they
// arrived with (Stripe Payment Links record them) and the campaign code (`?code=`), kept for this visit.
import { encodeClientReference } from "~/contracts/client-reference";
import type { Attribution, Utm } from "./with-attribution";
import { analyticsGranted } from "~/shared/analytics/consent";
import { readJson, storageKeys, writeItem } from "~/shared/browser/storage";
import { arrivalCode, rememberArrivalCode } from "./arrival-code";
import { ensureUserId, storedVariant } from "~/shared/visitor/visitor";

const UTM_NAME = /^utm_[a-z_]{1,30}$/;
const MAX_VALUE_LENGTH = 200;
const MAX_PARAMS = 10;

/** The utm_* parameters of a query string, with odd names and over-long values left out. */
export function utmFrom(search: string): Utm {
  const utm: Utm = {};
  for (const [name, value] of new URLSearchParams(search)) {
    if (Object.keys(utm).length >= MAX_PARAMS) break;
    if (UTM_NAME.test(name) && value && value.length <= MAX_VALUE_LENGTH) utm[name] = value;
  }
  return utm;
}

/**
 * Remembers the landing URL's utm_* parameters and campaign code; a later arrival with new ones
 * replaces them.
 */
export function rememberArrival(search: string): void {
  const utm = utmFrom(search);
  if (Object.keys(utm).length) writeItem(storageKeys.arrivalUtm, JSON.stringify(utm), "sessionStorage");
  rememberArrivalCode(search);
}

export function arrivalUtm(): Utm {
  const stored = readJson(storageKeys.arrivalUtm, {}, "sessionStorage");
  // Stored values are untrusted: keep only what utmFrom would have kept.
  if (!stored || typeof stored !== "object") return {};
  const entries = Object.entries(stored).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return utmFrom(new URLSearchParams(entries).toString());
}

/** This visitor's attribution for a checkout link, as of now. */
export function checkoutAttribution(consentRequired: boolean): Attribution {
  const reference = encodeClientReference({
    userId: ensureUserId(),
    variant: storedVariant(),
    analyticsConsent: analyticsGranted(consentRequired),
  });
  return { reference, utm: arrivalUtm(), code: arrivalCode() };
}
