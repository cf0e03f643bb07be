// Which mails a change of a subscription causes (docs/product.md, "Mails"), each by a key that
// names its fact once, so a repeated, racing or out-of-order event writes nothing new. Pure: the
// stored row before and after the change, and what the provider said, in; the outbox's mails out.
// The change and its mails are written in one transaction (api/subscribers/lifecycle.ts).
import { isOfferId } from "../../app/contracts/offer-ids.ts";
import { planOfOffer } from "../../app/contracts/subscription-api.ts";
import type { StoredSubscription } from "../database/schema.ts";
import { subscriptionSummary } from "../subscribers/subscription-answer.ts";
import type { NewMail } from "./outbox.ts";

/** What the provider said that causes a mail beside the subscription's own state. */
export type MailCause =
  /** A checkout completed: the purchase's confirmation, with what it charged (tax in it) if anything. */
  | { type: "checkout"; charged?: { amount: number; tax: number; currency: string } }
  /** Three days before the trial ends (`customer.subscription.trial_will_end`). */
  | { type: "trial-will-end" }
  /** Before a renewal (`invoice.upcoming`). */
  | { type: "upcoming-renewal" }
  /** A payment failed (`invoice.payment_failed`). */
  | {
      type: "payment-failed";
      invoice: { id: string; amountDue: number; currency: string; nextAttemptAt: Date | null };
    };

const iso = (date: Date | null) => date?.toISOString() ?? "";

/** Cancelled (at its period's end or at once) or over: it charges nothing more. */
const stopping = (row: StoredSubscription) =>
  row.cancel_at_period_end || row.status === "canceled" || row.ended_at !== null;

/**
 * The mails the change from `before` (null: never stored) to `after` causes; `withdrawn`: the buyer
 * withdrew from it, which its own mail confirms (api/mail/withdraw-link.ts), not a cancellation's.
 */
export function subscriberMails(
  before: StoredSubscription | null,
  after: StoredSubscription,
  cause: MailCause | null,
  withdrawn = false,
): NewMail[] {
  const subscription = subscriptionSummary({ ...after, found_by_email: false });
  if (!subscription) return [];
  const mail = (key: string, facts: NewMail["facts"]): NewMail => ({
    key: `${key}:${after.id}`,
    kind: facts.kind,
    subscriptionId: after.id,
    facts,
  });
  const mails: NewMail[] = [];
  if (cause?.type === "checkout") {
    const charged = cause.charged ?? { amount: subscription.amount, tax: 0, currency: subscription.currency };
    const paidToday = after.status === "trialing" ? null : { ...charged, currency: charged.currency.toUpperCase() };
    mails.push(mail("confirmation", { kind: "confirmation", subscription, paidToday, productUrl: null }));
  }
  if (cause?.type === "trial-will-end" && after.status === "trialing" && !stopping(after)) {
    mails.push(mail(`trial-reminder:${iso(after.trial_end)}`, { kind: "trial-reminder", subscription, cancelUrl: "" }));
  }
  if (
    cause?.type === "upcoming-renewal" &&
    after.billing_interval === "year" &&
    after.status === "active" &&
    !stopping(after)
  ) {
    const key = `renewal-reminder:${iso(after.current_period_end)}`;
    mails.push(mail(key, { kind: "renewal-reminder", subscription, cancelUrl: "" }));
  }
  if (cause?.type === "payment-failed") {
    const { id, amountDue, currency, nextAttemptAt } = cause.invoice;
    mails.push({
      ...mail("payment-failed", {
        kind: "payment-failed",
        subscription,
        failed: { amount: amountDue, currency: currency.toUpperCase() },
        nextAttemptAt: nextAttemptAt?.toISOString() ?? null,
        updateCardUrl: "",
      }),
      key: `payment-failed:${id}`,
    });
  }
  // Seen to stop now, not found stopped at first sight (a subscription from before the mails); received
  // when the site first read it so (the read's start).
  if (before && !stopping(before) && stopping(after) && !withdrawn) {
    const ends = after.ended_at ?? after.current_period_end;
    mails.push(
      mail(`cancellation:${iso(ends)}`, {
        kind: "cancellation",
        subscription,
        cancelledAt: after.synced_at.toISOString(),
      }),
    );
  }
  if (
    before &&
    isOfferId(before.offer) &&
    before.offer !== after.offer &&
    planOfOffer(before.offer) &&
    planOfOffer(after.offer) &&
    !stopping(after)
  ) {
    const key = `plan-switch:${after.offer}:${iso(after.current_period_end)}`;
    mails.push(mail(key, { kind: "plan-switch", subscription, previousOffer: before.offer }));
  }
  return mails;
}

/** Whether a mail written earlier is still true now the subscription is `now` (a reminder for one cancelled since is not sent). */
export function stillTrue(kind: NewMail["kind"], facts: NewMail["facts"], now: StoredSubscription | null): boolean {
  if (!now || !("subscription" in facts)) return true;
  switch (kind) {
    case "trial-reminder":
      return now.status === "trialing" && !stopping(now) && iso(now.trial_end) === (facts.subscription.trialEnd ?? "");
    case "renewal-reminder":
      return (
        now.status === "active" &&
        !stopping(now) &&
        iso(now.current_period_end) === (facts.subscription.currentPeriodEnd ?? "")
      );
    case "payment-failed":
      // Paid since (a retry or a new card): nothing to mend.
      return ["past_due", "unpaid", "incomplete", "paused"].includes(now.status);
    default:
      return true;
  }
}
