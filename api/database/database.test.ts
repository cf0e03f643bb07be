// @vitest-environment node
// The schema and the records on both databases the API runs on: PGlite (embedded) and PostgreSQL;
// and a database that cannot be reached, as each runtime reports it.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresDialect, sql } from "kysely";
import { databasePerUse, DatabaseUnavailable, type DatabaseAccess } from "./database";
import { pgliteDialect } from "./pglite-dialect";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pgliteDatabase } from "./pglite";
import { testDatabases } from "../../testing/database/test-databases";
import { claimHit } from "../subscribers/event-records";
import { customerOf, linkCustomer } from "../subscribers/people";
import { storeSubscription, storedSubscription } from "../subscribers/stored-subscriptions";

describe.each(testDatabases)("the database on $name", ({ open }) => {
  let database: DatabaseAccess;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    ({ database, stop } = await open());
  }, 60_000);
  afterAll(() => stop());

  it("is migrated to the latest version on first use, once", async () => {
    const tables = await database.use(async (db) =>
      (
        await sql<{
          tablename: string;
        }>`select tablename from pg_tables where schemaname = 'public' order by 1`.execute(db)
      ).rows.map((row) => row.tablename),
    );
    expect(tables).toEqual(
      expect.arrayContaining(["analytics_hits", "customers", "subscriptions", "trials", "webhook_events"]),
    );
    const applied = await database.use(async (db) =>
      (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name),
    );
    expect(applied).toEqual([
      "0001_subscribers",
      "0002_synced_at_and_checkouts",
      "0003_money_and_people",
      "0004_experiment",
    ]);
  }, 60_000); // the first use starts PGlite (seconds on a busy machine)

  it("links a person to one customer, and a customer to one person", async () => {
    await database.use(async (db) => {
      await linkCustomer(db, "auth0|a", "cus_a");
      await linkCustomer(db, "auth0|a", "cus_other");
      expect(await customerOf(db, "auth0|a")).toBe("cus_a");
      await expect(
        db.insertInto("customers").values({ person: "auth0|b", customer_id: "cus_a" }).execute(),
      ).rejects.toThrow();
    });
  });

  it("stores a subscription as the provider last said, whatever order the reads land in, keeping its sale", async () => {
    const row = {
      id: "sub_1",
      customer_id: "cus_a",
      offer: "max-monthly",
      status: "trialing",
      trial_end: new Date("2026-12-01T00:00:00Z"),
      current_period_end: new Date("2026-12-01T00:00:00Z"),
      cancel_at_period_end: false,
      ended_at: null,
      variant: "B",
      client_id: "Ab3dE6gH9",
      analytics_consent: true,
      created_at: new Date("2026-11-24T00:00:00Z"),
      synced_at: new Date("2026-11-24T00:00:00Z"),
    };
    await database.use(async (db) => {
      await storeSubscription(db, row);
      await storeSubscription(db, {
        ...row,
        status: "active",
        trial_end: null,
        synced_at: new Date("2026-11-25T00:00:00Z"),
      });
      // A read that began earlier, arriving late: it changes nothing.
      await storeSubscription(db, { ...row, status: "trialing", synced_at: new Date("2026-11-24T12:00:00Z") });
      // A later read that does not carry the sale keeps what was sold under.
      await storeSubscription(db, {
        ...row,
        status: "active",
        trial_end: null,
        variant: null,
        client_id: null,
        analytics_consent: false,
        synced_at: new Date("2026-11-26T00:00:00Z"),
      });
      const stored = await storedSubscription(db, "sub_1");
      expect(stored).toMatchObject({ status: "active", trial_end: null, variant: "B", analytics_consent: true });
      expect(stored!.current_period_end).toEqual(row.current_period_end);
    });
  });

  it("lets one claim of a hit through when many race", async () => {
    const hit = { key: "purchase:in_1", name: "purchase", subscriptionId: "sub_1", params: { value: 12 } };
    const claims = await Promise.all(Array.from({ length: 10 }, () => database.use((db) => claimHit(db, hit))));
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});

describe("a database out of reach", () => {
  /** A pool whose every connection fails as the runtime's sockets report it. */
  const failing = (error: Error) =>
    new PostgresDialect({ pool: { connect: () => Promise.reject(error), end: async () => {} } });

  it.each([
    ["Node", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["workerd", new Error("proxy request failed, cannot connect to the specified address")],
  ])(
    "is DatabaseUnavailable (a 503) when %s cannot connect",
    async (_runtime, error) => {
      // A Worker's isolate that migrated on an earlier request, then finds the database gone.
      const pglite = await PGlite.create();
      let reachable = true;
      const database = databasePerUse(() => (reachable ? pgliteDialect(pglite) : failing(error)));
      await database.use(async () => {});
      reachable = false;
      await expect(database.use((db) => db.selectFrom("customers").selectAll().execute())).rejects.toBeInstanceOf(
        DatabaseUnavailable,
      );
    },
    30_000,
  );

  it("leaves the payment provider's errors and other services' timeouts as they are, whatever their message", async () => {
    const pglite = await PGlite.create();
    const database = databasePerUse(() => pgliteDialect(pglite));
    const others = [
      Object.assign(new Error("An error occurred with our connection to Stripe."), { type: "StripeConnectionError" }),
      new DOMException("The operation was aborted due to timeout", "TimeoutError"),
    ];
    for (const other of others) {
      const thrown = await database
        .use(async () => {
          throw other;
        })
        .catch((error: unknown) => error);
      expect(thrown).toBe(other);
    }
  }, 30_000);
});

describe("PGlite in a folder", () => {
  it("keeps its data across a restart, and is closed cleanly in between", async () => {
    const directory = mkdtempSync(join(tmpdir(), "snapsong-pglite-"));
    try {
      const first = pgliteDatabase(directory);
      await first.use((db) => linkCustomer(db, "auth0|kept", "cus_kept"));
      await first.close();
      const second = pgliteDatabase(directory);
      expect(await second.use((db) => customerOf(db, "auth0|kept"))).toBe("cus_kept");
      await second.close();
    } finally {
      rmSync(directory, { recursive: true, force: true });
    }
  }, 60_000);
});
