// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseAccess } from "../database/database";
import { testDatabases } from "../../testing/database/test-databases";
import { storeSubscription, storedSubscription } from "./stored-subscriptions";

/** A read of the provider's subscription; `sale` what its checkout carried, if this read had it. */
const read = (
  id: string,
  syncedAt: string,
  sale: { client_id: string; variant: string; analytics_consent: boolean } | null,
) => ({
  id,
  created_at: new Date("2026-11-27T10:00:00.000Z"),
  customer_id: "cus_records",
  offer: "paywall-monthly",
  status: "active",
  trial_end: null,
  current_period_end: new Date("2026-12-27T00:00:00.000Z"),
  cancel_at_period_end: false,
  ended_at: null,
  synced_at: new Date(syncedAt),
  ...(sale ?? { client_id: null, variant: null, analytics_consent: false }),
});

describe.each(testDatabases)("a subscription's record on $name", ({ open }) => {
  let database: DatabaseAccess;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, stop } = await open());
  }, 60_000);
  afterAll(() => stop());

  it("keeps the sale a read brings that began before the stored one (an invoice's sync beat the checkout's)", async () => {
    await database.use(async (db) => {
      // The invoice's read began last, without the sale; the checkout's began first and carries it.
      await storeSubscription(db, read("sub_stale", "2026-11-27T10:00:02.000Z", null));
      await storeSubscription(
        db,
        read("sub_stale", "2026-11-27T10:00:01.000Z", {
          client_id: "Cl1entId9",
          variant: "B",
          analytics_consent: true,
        }),
      );
      expect(await storedSubscription(db, "sub_stale")).toMatchObject({
        client_id: "Cl1entId9",
        variant: "B",
        analytics_consent: true,
        synced_at: new Date("2026-11-27T10:00:02.000Z"),
      });
    });
  });

  it("never grants a withdrawn consent again, nor replaces a buyer's client id", async () => {
    await database.use(async (db) => {
      await storeSubscription(
        db,
        read("sub_kept", "2026-11-27T10:00:01.000Z", {
          client_id: "Cl1entId8",
          variant: "A",
          analytics_consent: false,
        }),
      );
      await storeSubscription(
        db,
        read("sub_kept", "2026-11-27T10:00:00.000Z", { client_id: "Other0000", variant: "C", analytics_consent: true }),
      );
      expect(await storedSubscription(db, "sub_kept")).toMatchObject({
        client_id: "Cl1entId8",
        variant: "A",
        analytics_consent: false,
      });
    });
  });
});
