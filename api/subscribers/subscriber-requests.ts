// What a signed-in person's page sends the API, read strictly (untrusted) by zod schemas of the
// contracts' types: a plan or research press (`POST /api/checkout`), a portal press
// (`POST /api/portal`), a "not mine" (`POST /api/not-mine`) and `GET /api/subscription`'s query.
// Nothing in them names a customer or an email: the person is the access token's, their email the
// identity provider's (identity-profile.ts).
import { z } from "zod";
import { isClientId } from "../../app/contracts/client-reference.ts";
import { locales } from "../../app/contracts/locales.ts";
import { offerIds } from "../../app/contracts/offer-ids.ts";
import { CAMPAIGN_CODE, normalizedCode } from "../../app/contracts/campaign-code.ts";
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

const subscriptionId = z.string().regex(/^sub_[\w]{1,250}$/);

/** A plan or research press: its offer, language and what the page knows of the sale; any other field is dropped. */
export const checkoutRequest = z.object({
  offer: z.enum(offerIds),
  locale: z.enum(locales),
  variant: z.enum(["A", "B", "C"]).nullable().catch(null),
  clientId: z.string().refine(isClientId).nullable().catch(null),
  analyticsConsent: z.boolean().catch(false),
  // An odd or missing code is no code: the checkout still opens, and takes a typed one.
  code: z.string().regex(CAMPAIGN_CODE).transform(normalizedCode).nullable().catch(null),
}) satisfies z.ZodType<CheckoutRequest>;

export const portalRequest = z.object({
  intent: z.enum(["manage", "cancel"]),
  locale: z.enum(locales),
  subscription: subscriptionId.optional(),
}) satisfies z.ZodType<PortalRequest>;

export const notMineRequest = z.object({ subscription: subscriptionId }) satisfies z.ZodType<NotMineRequest>;

/** `GET /api/subscription?fresh=1`: ask the provider afresh (after a return from its portal). */
export const subscriptionQuery = z.object({
  fresh: z
    .string()
    .optional()
    .transform((fresh) => fresh === "1"),
});
