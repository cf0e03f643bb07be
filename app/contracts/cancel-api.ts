// Cancelling without an account (§ 312k BGB's button flow, docs/product.md "Cancelling"): the
// `/cancel` page asks for a mailed link, and the link's page cancels the one subscription it names.
// What the pages and the API (api/mail/mail-link-routes.ts) agree on; fields are only ever added. No
// imports but contracts: the API loads it at run time.
import type { Locale } from "./locales.ts";
import type { SubscriptionSummary } from "./subscription-api.ts";

export const cancelPaths = {
  /** `POST` {email, contract, locale}: mails a one-time link for each live subscription of that kind on the email. */
  request: "/api/cancel-links",
  /** `GET` peeks at what a link cancels (it stays unused); `POST` cancels it (once). */
  link: (token: string) => `/api/cancel-links/${encodeURIComponent(token)}`,
  /** A link page's form posted without a script: the token is the page's, read from the `Referer`. */
  fromPage: "/api/cancel-links/from-page",
} as const;

/** Which kind of contract the person wants to end: an app plan (Pro or Max) or the research. */
export type CancelContract = "plan" | "research";

export interface CancelLinkRequest {
  email: string;
  contract: CancelContract;
  locale: Locale;
}

/**
 * `POST /api/cancel-links` answers 202 with this for any well-formed email, whether or not it has a
 * subscription (the page never tells who is a customer); 400 for a malformed one, 429 when one
 * source or one email asked too often.
 */
export interface CancelLinkRequested {
  /** How long each mailed link works. */
  expiresInMinutes: number;
}

/**
 * `GET` and `POST /api/cancel-links/:token`: 200 with the subscription (as it stands after the
 * POST: cancelled at its period's end); 404 for a link never made or expired, 410 for one used
 * already (the page says so and offers to mail a new one).
 */
export interface CancelLinkAnswer {
  subscription: SubscriptionSummary;
  /** The language the link was mailed in. */
  locale: Locale;
  /** The link was used (this POST, or an earlier one): the subscription is cancelled at its period's end. */
  used: boolean;
  /**
   * Within 14 days of its checkout the buyer may instead withdraw from the contract: it ends at once
   * and the refund is made. Null once the 14 days are over, or the subscription has ended.
   */
  withdrawal: WithdrawalOffer | null;
  /** The link withdrew from the contract (this POST or an earlier one): what was refunded. */
  withdrawn?: { refund: { amount: number; currency: string } };
}

/**
 * The right of withdrawal, as the terms give it to every buyer: 14 days from the checkout, without
 * a reason; everything paid comes back, less the days of paid service used when the buyer asked at
 * the checkout for it to start at once (the trial's days cost nothing). docs/product.md, "Withdrawal".
 */
export interface WithdrawalOffer {
  /** The last moment to withdraw (ISO 8601). */
  until: string;
  /** What withdrawing now refunds, in the currency's minor unit (0 in the trial: nothing was paid). */
  refund: { amount: number; currency: string };
}

/** The days after a checkout within which its buyer may withdraw. */
export const WITHDRAWAL_DAYS = 14;

/**
 * A link's `POST` withdraws instead of cancelling when it says so: `{"withdraw": true}` from the
 * page's script, or the form field `withdraw=1` without one (to `cancelPaths.fromPage` too).
 */
export const WITHDRAW_FIELD = "withdraw";

/** A mailed cancel link's lifetime when the person asked for it on `/cancel`. */
export const CANCEL_LINK_MINUTES = 60;

/** The page that a mailed cancel link opens: `/cancel/confirm?token=…` (in the mail's language). */
export const CANCEL_CONFIRM_QUERY = "token";

// Without JavaScript the pages' forms post natively (application/x-www-form-urlencoded), and the API
// answers each with 303 back to its page in the form's language, the outcome in the address: in
// the query, and in the fragment, which the prerendered page shows by CSS (`:target`) whether a
// script runs or not (a static page cannot read its query without one). A JSON request
// (Content-Type: application/json) is answered as above, never redirected.
// - `/cancel`'s form: `POST /api/cancel-links` with the fields of CancelLinkRequest (`email`,
//   `contract`, `locale`).
// - `/cancel/confirm`'s form: without a script the page cannot write its link into the form, so it
//   posts (one field, `locale`) to `cancelPaths.fromPage`, and the API reads the token from the
//   form's `Referer` (the page's own address: same-origin requests carry it whole under the site's
//   referrer policy); without one it answers `unavailable`. With a script the page posts JSON to
//   `cancelPaths.link(token)` instead.

/** What `/cancel`'s form came to: the link mailed (202's case), a malformed email (400), too often (429), anything else. */
export const cancelRequestOutcomes = ["sent", "invalid", "busy", "unavailable"] as const;
export type CancelRequestOutcome = (typeof cancelRequestOutcomes)[number];

/**
 * What a link page's form came to: cancelled (200's case), withdrawn (200's, for a withdrawal), used
 * already (410), expired or unknown (404), anything else.
 */
export const cancelConfirmOutcomes = ["done", "withdrawn", "used", "expired", "unavailable"] as const;
export type CancelConfirmOutcome = (typeof cancelConfirmOutcomes)[number];

/**
 * The 303's `Location` for a form's outcome on its page (`paths.cancel` or `paths.cancelConfirm` in
 * the form's language): `/de/cancel?sent=1#sent`, `/cancel?error=busy#busy`,
 * `/fr/cancel/confirm?done=1#done`, `/cancel/confirm?error=used#used`. Never the token.
 */
export function cancelOutcomeAddress(localizedPage: string, outcome: CancelRequestOutcome | CancelConfirmOutcome) {
  const query =
    outcome === "sent" || outcome === "done" || outcome === "withdrawn" ? `${outcome}=1` : `error=${outcome}`;
  return `${localizedPage}?${query}#${outcome}`;
}
