// A mailed cancel link's withdrawal (contracts/cancel-api.ts, `WITHDRAW_FIELD`): within 14 days of
// its checkout, the link's subscription ends at once and what the terms give back is refunded
// (api/subscribers/withdrawals.ts), confirmed by mail. Received first (the withdrawal kept, the link
// used), then the provider asked; a provider that fails after ending it leaves the withdrawal
// received, and the same link (released again) finishes it: the provider's idempotency keys make
// no second refund.
import type Stripe from "stripe";
import type { CancelLinkAnswer } from "../../app/contracts/cancel-api.ts";
import type { Db } from "../database/database.ts";
import type { StoredSubscription } from "../database/schema.ts";
import { json, unavailable } from "../responses.ts";
import { storedSubscription } from "../subscribers/stored-subscriptions.ts";
import { subscriptionSummary } from "../subscribers/subscription-answer.ts";
import type { WithdrawalSums } from "../subscribers/withdrawals.ts";
import {
  forgetWithdrawal,
  recordWithdrawal,
  settleWithdrawal,
  sumsAt,
  withdrawalOf,
} from "../subscribers/withdrawals.ts";
import type { MailLinkDependencies } from "./mail-link-answers.ts";
import { releaseLink, useLink } from "./mail-links.ts";
import { writeMail } from "./outbox.ts";

type Outcome = (said: "withdrawn" | "used" | "unavailable") => Response;

/** Refunds the sums' refund over the subscription's paid invoices, oldest first; answers what was refunded. */
async function refundPayments(db: Db, deps: MailLinkDependencies, id: string, sums: WithdrawalSums) {
  const payments = await db
    .selectFrom("payments")
    .selectAll()
    .where("subscription_id", "=", id)
    .orderBy("paid_at", "asc")
    .execute();
  let left = sums.refund;
  for (const payment of payments) {
    if (left <= 0) break;
    left -= await deps.billing.refundInvoice(payment.invoice_id, Math.min(left, payment.amount + payment.tax), id);
  }
  return sums.refund - left;
}

/** The withdrawal's mail and its settling, in one transaction. */
async function settle(db: Db, row: StoredSubscription, sums: WithdrawalSums, now: Date) {
  const withdrawal = await withdrawalOf(db, row.id);
  const subscription = subscriptionSummary({ ...row, found_by_email: false }, now);
  await db.transaction().execute(async (trx) => {
    await settleWithdrawal(trx, row.id, sums);
    if (!subscription) return;
    const money = (amount: number) => ({ amount, currency: sums.currency });
    await writeMail(trx, {
      key: `withdrawal:${row.id}`,
      kind: "withdrawal",
      subscriptionId: row.id,
      facts: {
        kind: "withdrawal",
        subscription,
        withdrawnAt: new Date(withdrawal?.requested_at ?? now).toISOString(),
        refund: sums.paid > 0 ? money(sums.refund) : null,
        kept: sums.kept > 0 ? money(sums.kept) : null,
      },
    });
  });
}

export function withdrawLink(deps: MailLinkDependencies) {
  const { database, billing, lifecycle, afterWrite, log } = deps;
  const now = deps.now ?? (() => new Date());

  /** `found`: the link's answer before; `form`: answered by `outcome`'s 303, else JSON. */
  return async function withdraw(
    token: string,
    found: CancelLinkAnswer,
    form: boolean,
    outcome: Outcome,
  ): Promise<Response> {
    const id = found.subscription.id;
    const pending = await database.use((db) => withdrawalOf(db, id));
    if (pending?.settled_at) return form ? outcome("used") : json(410, { ...found, used: true });
    if (!pending) {
      if (!found.withdrawal) {
        return form ? outcome("unavailable") : json(409, { error: "The 14 days to withdraw are over." });
      }
      const fresh = await database.use((db) => useLink(db, token, now()));
      if (!fresh) return form ? outcome("used") : json(410, { ...found, used: true });
      await database.use((db) => recordWithdrawal(db, id));
    }
    let ended: Stripe.Subscription | null = null;
    try {
      const readAt = now();
      ended = await billing.endNow(id);
      await database.use((db) => lifecycle.store(db, [ended!], readAt));
      const sums = await database.use(async (db) => {
        const row = (await storedSubscription(db, id))!;
        const at = new Date((ended!.ended_at ?? ended!.canceled_at ?? readAt.getTime() / 1000) * 1000);
        const due = await sumsAt(db, row, at);
        const refunded = await refundPayments(db, deps, id, due);
        const sums = { ...due, refund: refunded, kept: due.paid - refunded };
        await settle(db, row, sums, now());
        return sums;
      });
      afterWrite();
      if (form) return outcome("withdrawn");
      const answer: CancelLinkAnswer = { ...found, used: true, withdrawal: null };
      return json(200, { ...answer, withdrawn: { refund: { amount: sums.refund, currency: sums.currency } } });
    } catch (error) {
      log(`Could not withdraw ${id} from a mailed link.`, error);
      // Nothing ended: as if never asked. Ended but not refunded: the same link finishes it.
      if (!ended) await database.use((db) => forgetWithdrawal(db, id)).catch(() => {});
      await database.use((db) => releaseLink(db, token)).catch(() => {});
      return form
        ? outcome("unavailable")
        : unavailable("The withdrawal could not be made right now. Try again in a moment.");
    }
  };
}
