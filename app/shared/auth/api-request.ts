// A call to the site's API as the signed-in person (their access token). Never throws: a failure
// comes back as a reason the caller turns into words or a fallback.
import type { AuthFailure } from "./auth-failure";
import type { AuthSession } from "./auth-session";
import { apiAccessToken } from "./identity-client";

export type ApiFailure =
  /** Nobody is signed in (or the session ended): log in first. */
  | "signed-out"
  /** Signed in, but this is not theirs to ask (403). */
  | "forbidden"
  /** The API found nothing for this person. */
  | "none"
  /** The API answered that it cannot now (its database or the provider is down, or refused): try again later. */
  | "unavailable"
  /** No answer from the API at all (offline, a host without it, no access token to be had, too slow). */
  | "unreachable";

/** `signIn`: the identity provider gave no access token for the API, and why, in sign-in words. */
export type ApiResult<T> =
  { ok: true; value: T; headers: Headers } | { ok: false; reason: ApiFailure; signIn?: AuthFailure };

const ANSWER_TIMEOUT_MS = 15_000;

export async function apiRequest<T>(
  session: Pick<AuthSession, "accessToken">,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  const token = await apiAccessToken(session);
  if (!token.ok) {
    if (token.reason === "signed-out") return { ok: false, reason: "signed-out" };
    if (token.reason === "unavailable") return { ok: false, reason: "unreachable" };
    const signIn: AuthFailure =
      token.reason === "failed" ? { reason: "failed", code: token.code } : { reason: "unreachable" };
    return { ok: false, reason: "unreachable", signIn };
  }
  try {
    const response = await fetch(path, {
      method,
      headers: {
        Accept: "application/json",
        Authorization: `Bearer ${token.token}`,
        ...(body !== undefined && { "Content-Type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
    });
    // Only the API's own JSON is an answer: a host without the API (its 404 page) is out of reach.
    if (!response.headers.get("Content-Type")?.startsWith("application/json"))
      return { ok: false, reason: "unavailable" };
    if (response.status === 401) return { ok: false, reason: "signed-out" };
    if (response.status === 403) return { ok: false, reason: "forbidden" };
    if (response.status === 404) return { ok: false, reason: "none" };
    if (!response.ok) return { ok: false, reason: "unavailable" };
    return { ok: true, value: (await response.json()) as T, headers: response.headers };
  } catch {
    return { ok: false, reason: "unreachable" };
  }
}
