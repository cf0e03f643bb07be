// The outbox on PGlite and on a real PostgreSQL server: a mail is written once per fact, taken by
// one sender at a time, tried again with backoff, given up once no retry could be one mail, and
// kept without its links once sent; a sender that died mid-way leaves it to the next after the lease.
import { describe, expect, it } from "vitest";
import { onEachTestDatabase } from "../../testing/database/each-test-database";
import {
  GIVE_UP_AFTER_MS,
  LEASE_MS,
  markFailedTry,
  markSent,
  retryDelayMs,
  takeDueMails,
  writeMail,
  type NewMail,
} from "./outbox";

const summary = {
  id: "sub_outbox",
  offer: "pro-monthly" as const,
  status: "trialing",
  amount: 600,
  currency: "USD",
  interval: "month" as const,
  trialEnd: "2027-01-08T00:00:00.000Z",
  currentPeriodEnd: "2027-01-08T00:00:00.000Z",
  cancelAtPeriodEnd: false,
  endedAt: null,
  nextCharge: { amount: 600, currency: "USD", on: "2027-01-08T00:00:00.000Z", tax: null, discount: null },
  addedByEmail: false,
};

let keys = 0;
const reminder = (): NewMail => ({
  key: `trial-reminder:test-${++keys}`,
  kind: "trial-reminder",
  subscriptionId: summary.id,
  facts: { kind: "trial-reminder", subscription: summary, cancelUrl: "https://site/cancel/confirm?token=secret" },
});

onEachTestDatabase("the mail outbox", (database) => {
  const at = (ms: number) => new Date(Date.UTC(2027, 0, 5) + ms);

  it("writes a fact's mail once, however often its event comes", async () => {
    const mail = reminder();
    const written = await database().use(async (db) => [
      await writeMail(db, mail),
      await writeMail(db, mail),
      await writeMail(db, mail),
    ]);
    expect(written).toEqual([true, false, false]);
    const rows = await database().use((db) =>
      db.selectFrom("mail_outbox").selectAll().where("key", "=", mail.key).execute(),
    );
    expect(rows).toHaveLength(1);
  });

  describe("taking and sending", () => {
    it("gives a due mail to one sender; another gets it only when the lease is over (the first died)", async () => {
      const mail = reminder();
      await database().use((db) => writeMail(db, mail));
      const now = new Date(Date.now() + 1000);
      const first = await database().use((db) => takeDueMails(db, now, 100));
      expect(first.map((due) => due.key)).toContain(mail.key);
      const meanwhile = await database().use((db) => takeDueMails(db, new Date(now.getTime() + LEASE_MS - 1000), 100));
      expect(meanwhile.map((due) => due.key)).not.toContain(mail.key);
      const after = await database().use((db) => takeDueMails(db, new Date(now.getTime() + LEASE_MS + 1000), 100));
      expect(after.find((due) => due.key === mail.key)).toMatchObject({ attempts: 2 });
    });

    it("tries a failed mail again after 1, 2, 4 … minutes, at most an hour apart", () => {
      expect([1, 2, 3, 4, 7, 8, 20].map((attempts) => retryDelayMs(attempts) / 60_000)).toEqual([
        1, 2, 4, 8, 60, 60, 60,
      ]);
    });

    it("gives a mail up once it is older than the mail service keeps its key", async () => {
      const mail = reminder();
      await database().use((db) => writeMail(db, mail));
      const [due] = (await database().use((db) => takeDueMails(db, new Date(Date.now() + 1000), 100))).filter(
        (d) => d.key === mail.key,
      );
      const soon = await database().use((db) =>
        markFailedTry(db, due!, "503", new Date(due!.createdAt.getTime() + 60_000)),
      );
      const late = await database().use((db) =>
        markFailedTry(db, due!, "503", new Date(due!.createdAt.getTime() + GIVE_UP_AFTER_MS)),
      );
      expect([soon, late]).toEqual(["retry", "given-up"]);
      const row = await database().use((db) =>
        db.selectFrom("mail_outbox").selectAll().where("key", "=", mail.key).executeTakeFirstOrThrow(),
      );
      expect(row).toMatchObject({ status: "failed", last_error: "503" });
    });

    it("keeps a sent mail as a record without its one-press link", async () => {
      const mail = reminder();
      await database().use((db) => writeMail(db, mail));
      const [due] = (await database().use((db) => takeDueMails(db, at(LEASE_MS * 1000), 100))).filter(
        (d) => d.key === mail.key,
      );
      await database().use((db) => markSent(db, due!, "re_1", at(0)));
      const row = await database().use((db) =>
        db.selectFrom("mail_outbox").selectAll().where("key", "=", mail.key).executeTakeFirstOrThrow(),
      );
      expect(row).toMatchObject({ status: "sent", message_id: "re_1" });
      expect(JSON.stringify(row.facts)).not.toContain("secret");
      expect(row.facts).toMatchObject({ kind: "trial-reminder", subscription: { id: summary.id } });
    });
  });
});
