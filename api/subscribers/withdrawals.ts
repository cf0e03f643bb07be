// The right of withdrawal (app/contracts/cancel-api.ts, `WithdrawalOffer`; docs/product.md,
// "Withdrawal"): within 14 days of its checkout a buyer may withdraw from a subscription, which
// ends at once; everything paid comes back, less the days of paid service used when the buyer
// asked at the checkout for it to start at once (accepted-terms.ts: Art. 14(3) of Directive
// 2011/83/EU). The trial's days cost nothing; a started day counts as used. What was withdrawn is
// kept (`withdrawals`), so a cancellation's own mail is not sent for it and a retry refunds nothing twice.
import { WITHDRAWAL_DAYS, type WithdrawalOffer } from "../../app/contracts/cancel-api.ts";
import type { Db } from "../database/database.ts";
import type { StoredPayment, StoredSubscription } from "../database/schema.ts";
import { acceptedTermsOf } from "./accepted-terms.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Brazil's consumer code (art. 49) refunds everything within 7 days of an online purchase, whatever
 * was asked at the checkout: the site's Brazilian pages sell in reais.
 */
const WHOLE_REFUND_DAYS: Record<string, number> = { BRL: 7 };

/** What a withdrawal at `at` gives back and keeps, in the payments' currency's minor unit. */
export interface WithdrawalSums {
  paid: number;
  kept: number;
  refund: number;
  currency: string;
}

/**
 * The sums at `at`: what was paid (tax included) and, with the request to start at once, the share
 * of the latest paid period used by then, in whole days, of that period's days.
 */
export function withdrawalSums(
  row: Pick<StoredSubscription, "current_period_end" | "currency" | "created_at">,
  payments: Pick<StoredPayment, "amount" | "tax" | "currency" | "paid_at">[],
  startRequested: boolean,
  at: Date,
): WithdrawalSums {
  const paid = payments.reduce((sum, payment) => sum + payment.amount + payment.tax, 0);
  const currency = payments[0]?.currency ?? row.currency ?? "USD";
  const latest = payments.map((payment) => new Date(payment.paid_at)).sort((a, b) => b.getTime() - a.getTime())[0];
  const end = row.current_period_end && new Date(row.current_period_end);
  let kept = 0;
  const wholeUntil = new Date(row.created_at).getTime() + (WHOLE_REFUND_DAYS[currency] ?? 0) * DAY_MS;
  if (startRequested && latest && end && end > latest && at.getTime() > wholeUntil) {
    const periodDays = Math.max(1, Math.round((end.getTime() - latest.getTime()) / DAY_MS));
    const usedDays = Math.min(periodDays, Math.max(0, Math.ceil((at.getTime() - latest.getTime()) / DAY_MS)));
    const lastPaid = payments.find((payment) => new Date(payment.paid_at).getTime() === latest.getTime())!;
    kept = Math.round(((lastPaid.amount + lastPaid.tax) * usedDays) / periodDays);
  }
  return { paid, kept, refund: paid - kept, currency };
}

/** The last moment a subscription may be withdrawn from: 14 days after its checkout. */
export const withdrawableUntil = (row: Pick<StoredSubscription, "created_at">) =>
  new Date(new Date(row.created_at).getTime() + WITHDRAWAL_DAYS * DAY_MS);

/** Whether the subscription may be withdrawn from at `now`: live, and its 14 days not over. */
export const withdrawable = (row: StoredSubscription, now: Date) =>
  row.status !== "canceled" && row.ended_at === null && now <= withdrawableUntil(row);

const paymentsOf = (db: Db, subscriptionId: string) =>
  db.selectFrom("payments").selectAll().where("subscription_id", "=", subscriptionId).execute();

/** What withdrawing now would give back, or null when the subscription may not be withdrawn from. */
export async function withdrawalOffer(db: Db, row: StoredSubscription, now: Date): Promise<WithdrawalOffer | null> {
  const received = await withdrawalOf(db, row.id);
  if (received?.settled_at) return null;
  // One received but not settled (the provider failed after ending it) is offered again, to finish.
  if (!received && !withdrawable(row, now)) return null;
  const sums = withdrawalSums(row, await paymentsOf(db, row.id), !!(await acceptedTermsOf(db, row.id)), now);
  return { until: withdrawableUntil(row).toISOString(), refund: { amount: sums.refund, currency: sums.currency } };
}

/** The sums of a withdrawal made at `at` (the provider's moment of the subscription's end). */
export async function sumsAt(db: Db, row: StoredSubscription, at: Date): Promise<WithdrawalSums> {
  return withdrawalSums(row, await paymentsOf(db, row.id), !!(await acceptedTermsOf(db, row.id)), at);
}

export const withdrawalOf = (db: Db, subscriptionId: string) =>
  db.selectFrom("withdrawals").selectAll().where("subscription_id", "=", subscriptionId).executeTakeFirst();

/** A withdrawal received (before the provider is asked): once per subscription. */
export async function recordWithdrawal(db: Db, subscriptionId: string): Promise<void> {
  await db
    .insertInto("withdrawals")
    .values({ subscription_id: subscriptionId })
    .onConflict((c) => c.column("subscription_id").doNothing())
    .execute();
}

/** The refund made (its sums), once the provider has ended the subscription and refunded. */
export async function settleWithdrawal(db: Db, subscriptionId: string, sums: WithdrawalSums): Promise<void> {
  await db
    .updateTable("withdrawals")
    .set({ refunded: sums.refund, kept: sums.kept, currency: sums.currency, settled_at: new Date() })
    .where("subscription_id", "=", subscriptionId)
    .execute();
}

/** A withdrawal the provider could not be asked for: forgotten, so it can be made again. */
export const forgetWithdrawal = (db: Db, subscriptionId: string) =>
  db.deleteFrom("withdrawals").where("subscription_id", "=", subscriptionId).where("settled_at", "is", null).execute();
