// Where a signed-in visitor's press goes, decided here only, with the site's API: a plan's or the
// research's new checkout, the switch of their live subscription, or their portal (api/subscribers);
// their portal or its cancellation; or else the plans. A signed-in person never buys through a
// payment link: its checkout would make a customer (and a trial) that is not theirs. When the API
// cannot answer, they are told and try again (docs/decisions/023-purchases-bound-to-buyers.md).
import { config } from "~/config";
import { localizedPath, type Locale } from "~/contracts/locales";
import { paths } from "~/contracts/paths";
import type { AuthFailure } from "~/shared/auth/auth-failure";
import type { AuthSession, AuthUser } from "~/shared/auth/auth-session";
import { analyticsGranted } from "~/shared/analytics/consent";
import { subscriberApi, type PortalChoices, type SubscriberFailure } from "~/shared/subscriber/subscriber-api";
import { arrivalCode } from "~/shared/payment-links/arrival-code";
import { ensureUserId, storedVariant } from "~/shared/visitor/visitor";
import type { SignUpRequest } from "./hand-off-request";

/**
 * Which subscription the person means is not clear (more than one to cancel, or to manage in
 * different portals): the page asks (page/page-hand-off.ts), reading each through the model.
 */
export class ChooseSubscription extends Error {
  override name = "ChooseSubscription";
  constructor(
    readonly intent: "manage" | "cancel",
    readonly choices: PortalChoices,
  ) {
    super(`More than one subscription to ${intent}.`);
  }
}

/**
 * Why a signed-in visitor's way to their subscription did not open; the page says it in its words.
 * `signIn`: the identity provider gave no access token for the API, and why (api-request.ts).
 */
export class AccountFailure extends Error {
  override name = "AccountFailure";
  constructor(
    readonly reason: SubscriberFailure,
    readonly signIn?: AuthFailure,
  ) {
    super(`The subscription could not be opened (${signIn ? `sign-in ${signIn.code ?? signIn.reason}` : reason}).`);
  }
}

export async function signedInDestination(
  { offer, account, subscription }: SignUpRequest,
  locale: Locale,
  user: AuthUser,
  session: Pick<AuthSession, "accessToken">,
): Promise<string> {
  if (account === "manage" || account === "cancel") {
    const portal = await subscriberApi.portal(session, {
      intent: account,
      locale,
      ...(subscription && { subscription }),
    });
    if (!portal.ok) throw new AccountFailure(portal.reason, portal.signIn);
    const { choose } = portal.value;
    if (choose.length > 1) throw new ChooseSubscription(account, choose);
    return portal.value.url;
  }
  if (!offer) return localizedPath(paths.pricing, locale);
  const checkout = await subscriberApi.checkout(session, {
    offer,
    locale,
    variant: storedVariant(),
    clientId: ensureUserId(),
    analyticsConsent: analyticsGranted(config.analytics.consentRequired),
    code: arrivalCode(),
  });
  if (checkout.ok) return checkout.value.url;
  throw new AccountFailure(checkout.reason, checkout.signIn);
}
