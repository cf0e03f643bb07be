// Cheap checks made before the identity SDK is loaded, so it loads only where it has work to do.
// Config-free, so the boot script shares them.
import { pageOfPath } from "~/contracts/locales";
import { pageFlags, setPageFlag } from "~/shared/page/page-flags";
import { readItem, removeItem, storageKeys, writeItem } from "~/shared/browser/storage";

/** The login callback's parameters: a code or an error, together with a state. */
export function hasAuthParams(search: string = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return (params.has("code") || params.has("error")) && params.has("state");
}

/**
 * The callback's own parameters: OAuth's (RFC 6749, 4.1.2), the issuer (RFC 9207) and OpenID
 * Connect's session state.
 */
const AUTH_PARAMS = ["code", "state", "error", "error_description", "error_uri", "iss", "session_state"];

/** An address's query without the login callback's parameters, nor `others` (`?` and the rest, or nothing). */
export function withoutAuthParams(search: string, others: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  for (const name of [...AUTH_PARAMS, ...others]) params.delete(name);
  return params.size ? `?${params}` : "";
}

/**
 * Whether this page load is the login callback: the callback's parameters on `callbackPath`, the
 * redirect_uri (/pricing). The SDK handles it there alone, so no other page's `code`/`state` is
 * taken for it.
 */
export function isCallbackAt(callbackPath: string, location: Pick<Location, "pathname" | "search"> = window.location) {
  return pageOfPath(location.pathname) === callbackPath && hasAuthParams(location.search);
}

/**
 * Our own note that this browser signed in, kept beside the SDK's cache: the boot script reads it
 * before first paint, and the SDK is loaded at once only when it is there. It is a hint, never
 * trusted: the SDK decides who is signed in.
 */
export function hasSessionHint(): boolean {
  return readItem(storageKeys.sessionHint) === "true";
}

export function rememberSession(signedIn: boolean): void {
  if (signedIn) writeItem(storageKeys.sessionHint, "true");
  else removeItem(storageKeys.sessionHint);
}

/**
 * The login callback's URL, kept for this tab by the boot script: a visitor who presses a plan on
 * /pricing before the app has completed the callback there leaves for /signup, which completes it
 * instead (features/hand-off/page/page-hand-off.ts).
 */
export function stashLoginCallback(url: string): void {
  writeItem(storageKeys.loginCallback, url, "sessionStorage");
}

export function stashedLoginCallback(): string | null {
  return readItem(storageKeys.loginCallback, "sessionStorage");
}

/** Once a callback has been tried (it works only once), whatever the outcome. */
export function forgetLoginCallback(): void {
  removeItem(storageKeys.loginCallback, "sessionStorage");
}

/** The boot script's part, before the first paint: a session to restore, or a login to complete. */
export function noteSession(callbackPath: string): void {
  const callback = isCallbackAt(callbackPath);
  // The header hides Sign Up, and the pages what depends on the person's subscriptions, until the app knows.
  if (callback || hasSessionHint()) {
    setPageFlag(pageFlags.authPending);
    setPageFlag(pageFlags.subscriberPending);
  }
  // Pressing a plan before the app has completed the callback: /signup completes it instead.
  if (callback) stashLoginCallback(window.location.href);
}
