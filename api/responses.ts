// How the API answers (api/handler.ts and the routes' handlers): JSON, never cached, with the
// headers every answer carries; and the refusals every signed-in route shares.
import type { AccessTokenCheck } from "./access-token.ts";

/**
 * What every answer of the API says of itself: data, never a document, never cached. The same on
 * every deploy target — hosts that add no headers to functions (Cloudflare Pages) too, and nginx
 * passes them on as they are (scripts/postbuild/nginx-config.ts).
 */
export const API_HEADERS = {
  "Cache-Control": "no-store",
  "X-Content-Type-Options": "nosniff",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...API_HEADERS, ...headers },
  });

export const noContent = () => new Response(null, { status: 204, headers: API_HEADERS });

export const unavailable = (error: string) => json(503, { error }, { "Retry-After": "5" });

export const tooLarge = () => json(413, { error: "The body is too large." });

/** A source over its limit (source-limits.ts): when to ask again, in seconds. */
export const tooManyRequests = (retryAfter: number) =>
  json(
    429,
    { error: "Too many requests from this address. Try again in a moment." },
    { "Retry-After": String(retryAfter) },
  );

export type Log = (message: string, error?: unknown) => void;

/**
 * The answer to a request whose access token did not pass: 401 with the token's challenge, or 503
 * when the identity provider's keys could not be had (the API's trouble, logged).
 */
export function refusal(access: Exclude<AccessTokenCheck, { ok: true }>, log: Log): Response {
  if (access.status === 503) {
    log(`Access tokens cannot be checked: ${access.problem}`);
    return unavailable("Sign-in could not be checked. Try again in a moment.");
  }
  return json(401, { error: "Sign in again." }, { "WWW-Authenticate": access.wwwAuthenticate });
}
