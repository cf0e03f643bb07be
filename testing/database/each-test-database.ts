// Tests that run once on each database the API runs on (test-databases.ts: PGlite and a real PostgreSQL
// server): the database is opened, started and migrated before them, not in the first test's time,
// and stopped after them.
import { afterAll, beforeAll, describe } from "vitest";
import type { DatabaseAccess } from "../../api/database/database.ts";
import { testDatabases } from "./test-databases.ts";

/**
 * `tests` get the database as a function: it is open once their hooks and tests run. `databases`:
 * fewer of them, for tests of what lies beyond the database (the providers' faults).
 */
export function onEachTestDatabase(
  title: string,
  tests: (database: () => DatabaseAccess) => void,
  databases = testDatabases,
): void {
  describe.each(databases)(`${title} on $name`, ({ open }) => {
    let opened: { database: DatabaseAccess; stop(): Promise<void> } | undefined;
    beforeAll(async () => {
      opened = await open();
      await opened.database.use(async () => {});
    }, 60_000);
    afterAll(() => opened?.stop());
    tests(() => opened!.database);
  });
}
