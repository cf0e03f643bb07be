// What a signed-in person's page sends the API, read strictly (untrusted): a plan or research press
// (`POST /api/checkout`), a portal press (`POST /api/portal`) and a "not mine" (`POST /api/not-mine`). Nothing in either names a
// customer or an email: the person is the access token's, their email the identity provider's
// (identity-profile.ts).
import { isClientId, isReferenceVariant } from "../../app/contracts/client-reference.ts";
import { isLocale } from "../../app/contracts/locales.ts";
import { isOfferId } from "../../app/contracts/offer-ids.ts";
import type { CheckoutRequest, NotMineRequest, PortalRequest } from "../../app/contracts/subscription-api.ts";

/** A request the API understood but cannot answer for this person: nothing of theirs to act on. */
export class RequestProblem extends Error {
  constructor(
    readonly status: 404,
    message: string,
  ) {
    super(message);
  }
}

/** The identity provider could not say who the person is (their email) now: try again in a moment. */
export class IdentityUnavailable extends Error {
  constructor() {
    super("Your account could not be checked with the sign-in service just now. Try again in a moment.");
  }
}

const SUBSCRIPTION_ID = /^sub_[\w]{1,250}$/;

/** A plan or research press: its offer, language and what the page knows of the sale; any other field is dropped. */
export function checkoutRequest(body: unknown): CheckoutRequest | null {
  if (!body || typeof body !== "object") return null;
  const { offer, locale, variant, clientId, analyticsConsent } = body as Record<string, unknown>;
  if (!isOfferId(offer) || !isLocale(locale)) return null;
  return {
    offer,
    locale,
    variant: isReferenceVariant(variant) ? variant : null,
    clientId: isClientId(clientId) ? clientId : null,
    analyticsConsent: analyticsConsent === true,
  };
}

export function portalRequest(body: unknown): PortalRequest | null {
  if (!body || typeof body !== "object") return null;
  const { intent, locale, subscription } = body as Record<string, unknown>;
  if ((intent !== "manage" && intent !== "cancel") || !isLocale(locale)) return null;
  if (subscription !== undefined && (typeof subscription !== "string" || !SUBSCRIPTION_ID.test(subscription)))
    return null;
  return { intent, locale, ...(subscription !== undefined && { subscription }) };
}

export function notMineRequest(body: unknown): NotMineRequest | null {
  if (!body || typeof body !== "object") return null;
  const { subscription } = body as Record<string, unknown>;
  return typeof subscription === "string" && SUBSCRIPTION_ID.test(subscription) ? { subscription } : null;
}
