// The schema on both databases the API runs on, PGlite (embedded) and PostgreSQL; a database that
// cannot be reached, as each runtime reports it; PGlite in a folder, and its planner's statistics.
import { describe, expect, it } from "vitest";
import { PostgresDialect, sql } from "kysely";
import { databasePerUse, DatabaseUnavailable } from "./database";
import { migrations } from "./migrations";
import { pgliteDialect } from "./pglite-dialect";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pgliteDatabase } from "./pglite";
import { onEachTestDatabase } from "../../testing/database/each-test-database";
import { freshPGlite } from "../../testing/database/fresh-pglite";
import { customerOf, linkCustomer } from "../subscribers/people";

onEachTestDatabase("the database", (database) => {
  it("is migrated to the latest version on first use, once", async () => {
    const tables = await database().use(async (db) =>
      (
        await sql<{
          tablename: string;
        }>`select tablename from pg_tables where schemaname = 'public' order by 1`.execute(db)
      ).rows.map((row) => row.tablename),
    );
    expect(tables).toEqual(
      expect.arrayContaining([
        "analytics_hits",
        "consent_withdrawals",
        "customers",
        "subscriptions",
        "trials",
        "webhook_events",
      ]),
    );
    const applied = await database().use(async (db) =>
      (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((row) => row.name),
    );
    // Every entry, in the order they are written (Kysely applies them by name).
    expect(applied).toEqual(Object.keys(migrations));
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
      const pglite = await freshPGlite();
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
    const pglite = await freshPGlite();
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
