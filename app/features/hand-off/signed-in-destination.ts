// Where a signed-in visitor's press goes, decided here only, with the site's API: a plan's new
// checkout, the switch of their live subscription, or their portal (api/subscribers); their portal
// or its cancellation; or else the plans. Only when the API gives no answer at all does a plan
// press go to the plan's payment link, so no sale is lost (the provider's "one subscription per
// customer" setting is the backstop: docs/operations.md); an API that answers it cannot now (its
// database or the provider down) is never bypassed, as the person may have a subscription already.
import { config } from "~/config";
import { localizedPath, type Locale } from "~/contracts/locales";
import { paths } from "~/contracts/paths";
import type { AuthFailure } from "~/shared/auth/auth-failure";
import type { AuthSession, AuthUser } from "~/shared/auth/auth-session";
import { analyticsGranted } from "~/shared/analytics/consent";
import { offerId } from "~/shared/content/offers";
import type { SubscriptionSummary } from "~/contracts/subscription-api";
import { subscriberApi, type SubscriberFailure } from "~/shared/subscriber/subscriber-api";
import { ensureUserId, storedVariant } from "~/shared/visitor/visitor";
import { paymentLinkFor, type SignUpRequest } from "./hand-off-request";

/**
 * Which subscription the person means is not clear (more than one to cancel, or to manage in
 * different portals): the page asks (page/page-hand-off.ts).
 */
export class ChooseSubscription extends Error {
  override name = "ChooseSubscription";
  constructor(
    readonly intent: "manage" | "cancel",
    readonly choices: SubscriptionSummary[],
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
  { choice, account, subscription }: SignUpRequest,
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
    if (Array.isArray(choose) && choose.length > 1) throw new ChooseSubscription(account, choose);
    return portal.value.url;
  }
  if (choice?.kind !== "plan") {
    return choice ? paymentLinkFor(choice, locale, user.email) : localizedPath(paths.pricing, locale);
  }
  const checkout = await subscriberApi.checkout(session, {
    offer: offerId(choice),
    locale,
    variant: storedVariant(),
    clientId: ensureUserId(),
    analyticsConsent: analyticsGranted(config.analytics.consentRequired),
  });
  if (checkout.ok) return checkout.value.url;
  if (checkout.reason === "unreachable") return paymentLinkFor(choice, locale, user.email);
  throw new AccountFailure(checkout.reason);
}
