// The site's API about the signed-in person's own subscription (api/subscribers/subscriber-routes.ts),
// with their access token (shared/auth/api-request.ts): their plan, where a plan press goes, their
// customer portal, and a purchase added by their email that is not theirs.
import {
  subscriberPaths,
  type CheckoutAnswer,
  type CheckoutRequest,
  type NotMineRequest,
  type PortalAnswer,
  type PortalRequest,
  type SubscriptionAnswer,
  type SubscriptionSummary,
} from "~/contracts/subscription-api";
import type { AuthFailure } from "~/shared/auth/auth-failure";
import type { AuthSession } from "~/shared/auth/auth-session";
import { apiRequest, type ApiFailure } from "~/shared/auth/api-request";

export type SubscriberFailure = Exclude<ApiFailure, "forbidden">;
export type SubscriberResult<T> =
  { ok: true; value: T; headers: Headers } | { ok: false; reason: SubscriberFailure; signIn?: AuthFailure };

/** The subscriber's routes are every signed-in person's: a refusal is the API's trouble, not theirs. */
async function call<T>(
  session: Pick<AuthSession, "accessToken">,
  method: "GET" | "POST",
  path: string,
  body?: unknown,
): Promise<SubscriberResult<T>> {
  const result = await apiRequest<T>(session, method, path, body);
  return !result.ok && result.reason === "forbidden"
    ? { ok: false, reason: "unavailable" }
    : (result as SubscriberResult<T>);
}

const isUrl = (value: unknown): value is string => typeof value === "string" && /^https?:\/\//.test(value);

/**
 * The subscriptions a person chooses from, as the API sends them: only the page that shows them reads
 * them, through the model (holding.ts `holdingOf`), so a press that only goes on needs no catalogue.
 */
export type PortalChoices = SubscriptionSummary[];

/** Where the portal press goes; `choose`, the subscriptions to choose from. */
export interface PortalWay {
  url: string;
  choose: PortalChoices;
}

export const subscriberApi = {
  /** `fresh`: asks the provider again first (back from a checkout or the portal). */
  async subscription(
    session: Pick<AuthSession, "accessToken">,
    { fresh = false } = {},
  ): Promise<SubscriberResult<SubscriptionAnswer>> {
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

  async checkout(
    session: Pick<AuthSession, "accessToken">,
    request: CheckoutRequest,
  ): Promise<SubscriberResult<CheckoutAnswer>> {
    const result = await call<CheckoutAnswer>(session, "POST", subscriberPaths.checkout, request);
    return result.ok && !isUrl(result.value.url) ? ({ ok: false, reason: "unavailable" } as const) : result;
  },

  async portal(
    session: Pick<AuthSession, "accessToken">,
    request: PortalRequest,
  ): Promise<SubscriberResult<PortalWay>> {
    const result = await call<PortalAnswer>(session, "POST", subscriberPaths.portal, request);
    if (!result.ok) return result;
    if (!isUrl(result.value.url)) return { ok: false, reason: "unavailable" } as const;
    const { url, choose } = result.value;
    return { ...result, value: { url, choose: Array.isArray(choose) ? choose : [] } };
  },

  notMine: (session: Pick<AuthSession, "accessToken">, request: NotMineRequest) =>
    call<{ removed: true }>(session, "POST", subscriberPaths.notMine, request),
};
