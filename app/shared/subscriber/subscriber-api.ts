// The site's API about the signed-in person's own subscription (api/subscribers/subscriber-routes.ts),
// with their access token: their plan, where a plan press goes, their customer portal. Never
// throws: a failure comes back as a reason the caller turns into words or a fallback.
import {
  subscriberPaths,
  type CheckoutAnswer,
  type CheckoutRequest,
  type PortalAnswer,
  type PortalRequest,
  type SubscriptionAnswer,
} from "~/contracts/subscription-api";
import type { AuthSession } from "~/shared/auth/auth-session";
import { apiAccessToken } from "~/shared/auth/identity-client";

export type SubscriberFailure =
  /** Nobody is signed in (or the session ended): log in first. */
  | "signed-out"
  /** The API found nothing to manage for this person. */
  | "none"
  /** The API answered that it cannot now (its database or the provider is down, or refused): try again later. */
  | "unavailable"
  /** No answer from the API at all (offline, a host without it, no access token to be had, too slow). */
  | "unreachable";

export type SubscriberResult<T> = { ok: true; value: T; headers: Headers } | { ok: false; reason: SubscriberFailure };

const ANSWER_TIMEOUT_MS = 15_000;

async function call<T>(
  session: Pick<AuthSession, "accessToken">,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<SubscriberResult<T>> {
  const token = await apiAccessToken(session);
  if (!token.ok) return { ok: false, reason: token.reason === "signed-out" ? "signed-out" : "unreachable" };
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
    if (response.status === 404) return { ok: false, reason: "none" };
    if (!response.ok) return { ok: false, reason: "unavailable" };
    return { ok: true, value: (await response.json()) as T, headers: response.headers };
  } catch {
    return { ok: false, reason: "unreachable" };
  }
}

const isUrl = (value: unknown): value is string => typeof value === "string" && /^https?:\/\//.test(value);

export const subscriberApi = {
  /** `fresh`: asks the provider again first (back from a checkout or the portal). */
  async subscription(session: Pick<AuthSession, "accessToken">, { fresh = false } = {}) {
    const result = await call<SubscriptionAnswer>(
      session,
      "GET",
      `${subscriberPaths.subscription}${fresh ? "?fresh=1" : ""}`,
    );
    const answer = result.ok ? (result.value as Partial<SubscriptionAnswer> | null) : null;
    if (result.ok && (typeof answer !== "object" || !answer || !Array.isArray(answer.subscriptions))) {
      return { ok: false, reason: "unavailable" } as const;
    }
    return result;
  },

  async checkout(session: Pick<AuthSession, "accessToken">, request: CheckoutRequest) {
    const result = await call<CheckoutAnswer>(session, "POST", subscriberPaths.checkout, request);
    return result.ok && !isUrl(result.value.url) ? ({ ok: false, reason: "unavailable" } as const) : result;
  },

  async portal(session: Pick<AuthSession, "accessToken">, request: PortalRequest) {
    const result = await call<PortalAnswer>(session, "POST", subscriberPaths.portal, request);
    return result.ok && !isUrl(result.value.url) ? ({ ok: false, reason: "unavailable" } as const) : result;
  },
};
