// What one mail says, as the API writes it into its outbox (api/mail/outbox.ts) in the same
// transaction as the change that causes it: plain JSON, frozen when written, so a retry renders the
// same words (the mail service's idempotency key refuses a different body) and the template never
// asks anyone anything. `renderMail` (render-mail.tsx) turns it into the subject, the HTML and the
// text, in the buyer's language, from the pages' copy and the subscriber model
// (app/shared/subscriber/holding.ts). Which mail goes when: docs/product.md, "Mails".
import type { Locale } from "../contracts/locales.ts";
import type { OfferId } from "../contracts/offer-ids.ts";
import type { SubscriptionSummary } from "../contracts/subscription-api.ts";

export const MAIL_KINDS = [
  "confirmation",
  "trial-reminder",
  "renewal-reminder",
  "payment-failed",
  "cancellation",
  "plan-switch",
  "cancel-link",
  "withdrawal",
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** An amount in the currency's minor unit (600 for $6), as the provider and SubscriptionSummary give it. */
export interface MinorMoney {
  amount: number;
  /** ISO 4217, upper case. */
  currency: string;
}

/** Absolute URLs (https://site/de/…); each mail holds only the ones its kind needs. */
export interface MailLinks {
  /** The site's landing page in the mail's language. */
  site: string;
  /** The terms (with the withdrawal information) in the mail's language. */
  terms: string;
  /** The footer's cancellation page (`/cancel`) in the mail's language: how to cancel, any time. */
  cancelPage: string;
}

interface Common {
  locale: Locale;
  links: MailLinks;
}

/** The subscription the mail is about, as the model reads it (amounts, dates, standing). */
interface About {
  subscription: SubscriptionSummary;
}

export type MailFacts = Common &
  (
    | (About & {
        kind: "confirmation";
        /** Charged today (a paid start: what the checkout took, tax and discount in it), or null for a free trial. */
        paidToday: (MinorMoney & { tax: number }) | null;
        /** The way into what was bought: APP_URL for a plan, RESEARCH_URL for the research; null when not set (no link is promised). */
        productUrl: string | null;
      })
    | (About & {
        kind: "trial-reminder" | "renewal-reminder";
        /** One press: the cancellation of this subscription (a mailed link's page, `/cancel/confirm?token=…`). */
        cancelUrl: string;
      })
    | (About & {
        kind: "payment-failed";
        /** What the provider could not take. */
        failed: MinorMoney;
        /** When the provider tries again (ISO 8601), or null when it will not. */
        nextAttemptAt: string | null;
        /** Opens the provider's portal on the payment method (its `payment_method_update` flow). */
        updateCardUrl: string;
      })
    | (About & {
        /** Cancelled (at the period's end, or at once): what they keep until when; nothing more is charged. */
        kind: "cancellation";
        /**
         * When the cancellation was received (ISO 8601): the provider's `canceled_at`, or the moment a
         * mailed link cancelled it. The confirmation names its day and time (§ 312k (4) BGB).
         */
        cancelledAt: string;
      })
    | (About & {
        kind: "plan-switch";
        /** The plan they had before the switch. */
        previousOffer: OfferId;
      })
    | (About & {
        /** Withdrawn from within the 14 days (contracts/cancel-api.ts): ended at once, the refund made. */
        kind: "withdrawal";
        /** When the withdrawal was received (ISO 8601). */
        withdrawnAt: string;
        /** Refunded to the payment method it was paid with; null when nothing was paid (the trial). */
        refund: MinorMoney | null;
        /** What stays paid for the days of paid service before the withdrawal (asked to start at once), or null. */
        kept: MinorMoney | null;
      })
    | {
        /** Asked for on `/cancel`: one one-time link per live subscription of the kind asked for. */
        kind: "cancel-link";
        choices: { subscription: SubscriptionSummary; url: string }[];
        expiresInMinutes: number;
      }
  );

/** A mail ready for the mail service. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}
