// The subscriber records on PGlite and on a real PostgreSQL server: who is whose (people.ts), the
// subscriptions as last read (stored-subscriptions.ts), hits claimed once (event-records.ts), and
// all a person's request reads in one query (subscriber-record.ts).
import { expect, it } from "vitest";
import { onEachTestDatabase } from "../../testing/database/each-test-database";
import { claimHit } from "./event-records";
import { customerOf, linkCustomer, rememberPersonEmail } from "./people";
import { grantTrial, storeSubscription, storedSubscription } from "./stored-subscriptions";
import { subscriberRecord } from "./subscriber-record";

type Sale = { client_id: string; variant: string; analytics_consent: boolean };

/** A read of the provider's subscription; `sale` what its checkout carried, if this read had it. */
const read = (id: string, syncedAt: string, sale: Sale | null, customer = "cus_records") => ({
  id,
  created_at: new Date("2026-11-27T10:00:00.000Z"),
  customer_id: customer,
  offer: "paywall-monthly",
  status: "active",
  trial_end: null as Date | null,
  current_period_end: new Date("2026-12-27T00:00:00.000Z"),
  cancel_at_period_end: false,
  ended_at: null,
  synced_at: new Date(syncedAt),
  ...(sale ?? { client_id: null, variant: null, analytics_consent: false }),
});

onEachTestDatabase("the subscriber records", (database) => {
  it("links a person to one customer, and a customer to one person", async () => {
    await database().use(async (db) => {
      await linkCustomer(db, "auth0|a", "cus_a");
      await linkCustomer(db, "auth0|a", "cus_other");
      expect(await customerOf(db, "auth0|a")).toBe("cus_a");
      await expect(
        db.insertInto("customers").values({ person: "auth0|b", customer_id: "cus_a" }).execute(),
      ).rejects.toThrow();
    });
  });

  it("stores a subscription as the provider last said, whatever order the reads land in, keeping its sale", async () => {
    const sale = { variant: "B", client_id: "Ab3dE6gH9", analytics_consent: true };
    const trialing = { ...read("sub_1", "2026-11-24T00:00:00Z", sale), status: "trialing", trial_end: new Date() };
    await database().use(async (db) => {
      await storeSubscription(db, trialing);
      await storeSubscription(db, { ...read("sub_1", "2026-11-25T00:00:00Z", sale) });
      // A read that began earlier, arriving late: it changes nothing.
      await storeSubscription(db, { ...trialing, synced_at: new Date("2026-11-24T12:00:00Z") });
      // A later read that does not carry the sale keeps what was sold under.
      await storeSubscription(db, read("sub_1", "2026-11-26T00:00:00Z", null));
      const stored = await storedSubscription(db, "sub_1");
      expect(stored).toMatchObject({ status: "active", trial_end: null, variant: "B", analytics_consent: true });
      expect(stored!.current_period_end).toEqual(trialing.current_period_end);
    });
  });

  it("keeps the sale a read brings that began before the stored one (an invoice's sync beat the checkout's)", async () => {
    await database().use(async (db) => {
      // The invoice's read began last, without the sale; the checkout's began first and carries it.
      await storeSubscription(db, read("sub_stale", "2026-11-27T10:00:02.000Z", null));
      const sale = { client_id: "Cl1entId9", variant: "B", analytics_consent: true };
      await storeSubscription(db, read("sub_stale", "2026-11-27T10:00:01.000Z", sale));
      expect(await storedSubscription(db, "sub_stale")).toMatchObject({
        ...sale,
        synced_at: new Date("2026-11-27T10:00:02.000Z"),
      });
    });
  });

  it("never grants a withdrawn consent again, nor replaces a buyer's client id", async () => {
    await database().use(async (db) => {
      const withdrawn = { client_id: "Cl1entId8", variant: "A", analytics_consent: false };
      await storeSubscription(db, read("sub_kept", "2026-11-27T10:00:01.000Z", withdrawn));
      const other = { client_id: "Other0000", variant: "C", analytics_consent: true };
      await storeSubscription(db, read("sub_kept", "2026-11-27T10:00:00.000Z", other));
      expect(await storedSubscription(db, "sub_kept")).toMatchObject(withdrawn);
    });
  });

  it("lets one claim of a hit through when many race", async () => {
    const hit = { key: "purchase:in_1", name: "purchase", subscriptionId: "sub_1", params: { value: 12 } };
    const claims = await Promise.all(Array.from({ length: 10 }, () => database().use((db) => claimHit(db, hit))));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it("reads a person's email, subscriptions newest first and trial at once, and nothing of a stranger's", async () => {
    const checked = new Date("2026-11-27T09:00:00.000Z");
    await database().use(async (db) => {
      await linkCustomer(db, "auth0|reader", "cus_reader");
      await linkCustomer(db, "auth0|reader", "cus_reader_link", { foundByEmail: true });
      const older = read("sub_reader_old", "2026-11-27T10:00:00Z", null, "cus_reader");
      const newer = { ...read("sub_reader_new", "2026-11-27T10:00:00Z", null, "cus_reader_link") };
      newer.created_at = new Date("2026-11-27T11:00:00.000Z");
      await storeSubscription(db, older);
      await storeSubscription(db, newer);
      await grantTrial(db, "auth0|reader", "sub_reader_old");
      await rememberPersonEmail(db, "auth0|reader", {
        email: "r@example.com",
        email_verified: true,
        checked_at: checked,
      });
      // Somebody else's customer and subscription, beside theirs.
      await linkCustomer(db, "auth0|other", "cus_other_reader");
      await storeSubscription(db, read("sub_other_reader", "2026-11-27T10:00:00Z", null, "cus_other_reader"));

      const record = await subscriberRecord(db, "auth0|reader");
      expect(record.email).toEqual({ email: "r@example.com", email_verified: true, checked_at: checked });
      expect(record.hadTrial).toBe(true);
      expect(record.subscriptions.map((row) => row.id)).toEqual(["sub_reader_new", "sub_reader_old"]);
      expect(record.subscriptions[1]).toEqual({
        ...(await storedSubscription(db, "sub_reader_old")),
        found_by_email: false,
      });
      expect(record.subscriptions[0]).toMatchObject({ found_by_email: true });

      expect(await subscriberRecord(db, "auth0|stranger")).toEqual({ email: null, subscriptions: [], hadTrial: false });
      await linkCustomer(db, "auth0|customer-only", "cus_only");
      expect(await subscriberRecord(db, "auth0|customer-only")).toEqual({
        email: null,
        subscriptions: [],
        hadTrial: false,
      });
    });
  });
});
