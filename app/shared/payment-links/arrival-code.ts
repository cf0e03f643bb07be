// The campaign code a visit arrived with (`?code=LAUNCH20` on any page), kept for the visit: a
// payment link carries it to the provider's checkout (with-attribution.ts), and a signed-in
// person's checkout request to the site's API (features/hand-off/signed-in-destination.ts).
import { CAMPAIGN_CODE, CODE_PARAM, normalizedCode } from "~/contracts/campaign-code";
import { readItem, storageKeys, writeItem } from "~/shared/browser/storage";

/**
 * The campaign code of a query string (`?code=launch20` → LAUNCH20), or null for none or an odd
 * one. A `code` with a `state` is the login callback's authorization code
 * (shared/auth/auth-hints.ts), never a campaign's.
 */
export function codeFrom(search: string): string | null {
  const query = new URLSearchParams(search);
  if (query.has("state")) return null;
  const code = query.get(CODE_PARAM)?.trim();
  return code && CAMPAIGN_CODE.test(code) ? normalizedCode(code) : null;
}

/** Remembers the landing URL's campaign code; a later arrival with another one replaces it. */
export function rememberArrivalCode(search: string): void {
  const code = codeFrom(search);
  if (code) writeItem(storageKeys.arrivalCode, code, "sessionStorage");
}

/** The campaign code this visit arrived with, or null (a stored value is untrusted: checked again). */
export const arrivalCode = (): string | null =>
  codeFrom(`?${new URLSearchParams({ [CODE_PARAM]: readItem(storageKeys.arrivalCode, "sessionStorage") ?? "" })}`);
