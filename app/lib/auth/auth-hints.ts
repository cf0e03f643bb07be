// Cheap checks made before the identity SDK is loaded, so it loads only where it has work to do.

/** The login callback's parameters (spec §4): a code or an error, together with a state. */
export function hasAuthParams(search: string = window.location.search): boolean {
  const params = new URLSearchParams(search);
  return (params.has("code") || params.has("error")) && params.has("state");
}

/** Name of the cookie the Auth0 SDK sets after a login ('is authenticated', spec §4). */
export const sessionCookieName = (clientId: string) => `auth0.${clientId}.is.authenticated`;

export function hasSessionCookie(clientId: string, cookies: string = document.cookie): boolean {
  return cookies.split("; ").some((cookie) => cookie.startsWith(`${sessionCookieName(clientId)}=`));
}

/**
 * The <html> attribute the boot script sets when a session cookie exists: the header hides its
 * Sign Up button until the session is known, so a signed-in visitor sees no flash of it.
 */
export const AUTH_PENDING_ATTRIBUTE = "data-auth-pending";

export function clearAuthPending(): void {
  document.documentElement.removeAttribute(AUTH_PENDING_ATTRIBUTE);
}

/** Source of the boot-script part that sets the attribute, given the cookie name. */
export function authPendingScript(clientId: string): string {
  const name = JSON.stringify(`${sessionCookieName(clientId)}=`);
  return `document.cookie.split("; ").some(function(c){return c.indexOf(${name})===0})&&document.documentElement.setAttribute(${JSON.stringify(AUTH_PENDING_ATTRIBUTE)},"")`;
}
