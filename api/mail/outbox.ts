// The mails to send, in the API's database: each written once, by a key that names its fact
// (`confirmation:sub_…`), in the transaction of the change that causes it; taken by one sender at a
// time for a while (a lease: a sender that dies mid-way leaves it to the next after the lease),
// sent with the key as the mail service's idempotency key, so a mail sent again after a crash is
// still one mail. Why: docs/decisions/025-mail-outbox.md
import { sql } from "kysely";
import type { Db } from "../database/database.ts";
import type { MailKind } from "../../app/mail/mail-facts.ts";
import type { StoredFacts } from "./stored-facts.ts";

export interface NewMail {
  key: string;
  kind: MailKind;
  subscriptionId: string | null;
  facts: StoredFacts;
  /** Only for a mail to a typed address (a cancel link); otherwise the subscription's buyer. */
  to?: { email: string; locale: string };
}

export interface DueMail {
  key: string;
  kind: MailKind;
  subscriptionId: string | null;
  facts: StoredFacts;
  to: { email: string; locale: string } | null;
  attempts: number;
  createdAt: Date;
}

/** How long a sender has a mail before another may take it (a send takes seconds at most). */
export const LEASE_MS = 2 * 60_000;
/**
 * How long a mail is tried: within the mail service's idempotency window (Resend keeps a key 24
 * hours), so that no retry can ever be a second mail.
 */
export const GIVE_UP_AFTER_MS = 23 * 60 * 60_000;

/** The wait before the next try: 1, 2, 4 … minutes, at most an hour. */
export const retryDelayMs = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

/** Writes the mail unless its fact was written before (a repeated or racing event): true when written. */
export async function writeMail(db: Db, mail: NewMail): Promise<boolean> {
  const written = await db
    .insertInto("mail_outbox")
    .values({
      key: mail.key,
      kind: mail.kind,
      subscription_id: mail.subscriptionId,
      recipient: mail.to?.email ?? null,
      locale: mail.to?.locale ?? null,
      facts: JSON.stringify(mail.facts),
    })
    .onConflict((c) => c.column("key").doNothing())
    .returning("key")
    .executeTakeFirst();
  return !!written;
}

/** Takes up to `limit` mails that are due, for LEASE_MS, oldest first; another sender skips them. */
export async function takeDueMails(db: Db, now: Date, limit = 10): Promise<DueMail[]> {
  const leasedUntil = new Date(now.getTime() + LEASE_MS);
  const due = db
    .selectFrom("mail_outbox")
    .select("key")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .orderBy("next_attempt_at")
    .limit(limit)
    .forUpdate()
    .skipLocked();
  const rows = await db
    .updateTable("mail_outbox")
    .set({ next_attempt_at: leasedUntil, attempts: sql`attempts + 1` })
    .where("key", "in", due)
    .returningAll()
    .execute();
  return rows
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime())
    .map((row) => ({
      key: row.key,
      kind: row.kind as MailKind,
      subscriptionId: row.subscription_id,
      facts: row.facts as unknown as StoredFacts,
      to: row.recipient && row.locale ? { email: row.recipient, locale: row.locale } : null,
      attempts: row.attempts,
      createdAt: row.created_at,
    }));
}

/** Sent: kept as a record without its links (a mailed link's token is the mail's alone). */
export async function markSent(db: Db, mail: DueMail, messageId: string, now: Date): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({
      status: "sent",
      message_id: messageId,
      sent_at: now,
      last_error: null,
      facts: JSON.stringify(withoutLinks(mail.facts)),
    })
    .where("key", "=", mail.key)
    .execute();
}

/** Not sent this time: tried again after the backoff, or given up once it is too old to be sent once. */
export async function markFailedTry(db: Db, mail: DueMail, reason: string, now: Date): Promise<"retry" | "given-up"> {
  const tooOld = now.getTime() - mail.createdAt.getTime() >= GIVE_UP_AFTER_MS;
  await db
    .updateTable("mail_outbox")
    .set(
      tooOld
        ? { status: "failed", last_error: reason }
        : { next_attempt_at: new Date(now.getTime() + retryDelayMs(mail.attempts)), last_error: reason },
    )
    .where("key", "=", mail.key)
    .execute();
  return tooOld ? "given-up" : "retry";
}

/** Never to be sent: refused for good by the mail service ("failed"), or no longer true ("skipped"). */
export async function markDropped(db: Db, mail: DueMail, status: "failed" | "skipped", reason: string): Promise<void> {
  await db
    .updateTable("mail_outbox")
    .set({ status, last_error: reason, facts: JSON.stringify(withoutLinks(mail.facts)) })
    .where("key", "=", mail.key)
    .execute();
}

/** The facts without any mailed link's URL (each carries a token). */
function withoutLinks(facts: StoredFacts): StoredFacts {
  const kept: Record<string, unknown> = { ...facts };
  for (const name of ["cancelUrl", "updateCardUrl"]) if (name in kept) kept[name] = "";
  if (Array.isArray(kept.choices))
    kept.choices = (kept.choices as { url: string }[]).map((choice) => ({ ...choice, url: "" }));
  return kept as unknown as StoredFacts;
}
