// The preflight's look at the API's database, and `npm run migrate`: a real PostgreSQL before and
// after its migrations, one that does not answer, and PGlite's folder, held by its server or not.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pgliteDatabase } from "../../api/database/pglite.ts";
import { migrations } from "../../api/database/migrations.ts";
import { startPostgres, type TestPostgres } from "../../testing/database/throwaway-postgres.ts";
import { reviewDatabase } from "./database-review.ts";
import { migrateDatabase } from "./migrate-database.ts";
import type { GoLiveSettings } from "./settings.ts";

const withDatabase = (database: GoLiveSettings["server"]["database"]) =>
  ({ server: { database } }) as unknown as GoLiveSettings;

describe("the preflight's database check", () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(() => postgres.stop());

  it("names the migrations not applied yet and `npm run migrate`, which applies them once; then passes", async () => {
    const [before] = await reviewDatabase(withDatabase({ url: postgres.url }));
    expect(before).toMatchObject({
      subject: "Database",
      problem: expect.stringMatching(/^reachable, but 0001_\w+, .* not applied yet$/),
      detail: expect.stringContaining("npm run migrate"),
    });
    const applied = await migrateDatabase(withDatabase({ url: postgres.url }));
    expect(applied).toEqual(Object.keys(migrations).map((name) => `applied ${name}`));
    expect(await migrateDatabase(withDatabase({ url: postgres.url }))).toEqual([
      `Nothing to apply: all ${Object.keys(migrations).length} migrations are there.`,
    ]);
    const [after] = await reviewDatabase(withDatabase({ url: postgres.url }));
    expect(after).toMatchObject({
      problem: null,
      detail: expect.stringMatching(/^reachable, \d+ migrations applied$/),
    });
  });

  it("says a database that does not answer is not reachable", async () => {
    const [found] = await reviewDatabase(withDatabase({ url: "postgres://nobody@127.0.0.1:1/none" }));
    expect(found).toMatchObject({
      problem: expect.stringMatching(/^not reachable/),
      detail: expect.stringMatching(/DATABASE_URL/),
    });
  });

  it("names PGlite's folder without opening it (its server holds it)", async () => {
    const [found] = await reviewDatabase(withDatabase({ directory: "/var/lib/site" }));
    expect(found).toMatchObject({ problem: null, detail: expect.stringMatching(/^PGlite in \/var\/lib\/site/) });
  });

  it("migrates PGlite's folder while no server holds it, and fails saying nothing was applied when one does", async () => {
    const folder = mkdtempSync(join(tmpdir(), "snapsong-migrate-"));
    try {
      const settings = withDatabase({ directory: folder });
      expect(await migrateDatabase(settings)).toEqual([
        `PGlite in ${folder}: at the latest of its ${Object.keys(migrations).length} migrations.`,
      ]);
      const server = pgliteDatabase(folder);
      await server.use(async () => {});
      try {
        await expect(migrateDatabase(settings)).rejects.toThrow(/held by a running server, so nothing was applied/);
      } finally {
        await server.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);
});
