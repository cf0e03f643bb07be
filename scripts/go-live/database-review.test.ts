// The preflight's look at the API's database: a real PostgreSQL, before and after the server's
// migrations, and one that does not answer.
import { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrate, postgresDialect } from "../../api/database/database.ts";
import { startPostgres, type TestPostgres } from "../../testing/database/throwaway-postgres.ts";
import { reviewDatabase } from "./database-review.ts";
import type { GoLiveSettings } from "./settings.ts";

const withDatabase = (database: GoLiveSettings["server"]["database"]) =>
  ({ server: { database } }) as unknown as GoLiveSettings;

describe("the preflight's database check", () => {
  let postgres: TestPostgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  }, 60_000);
  afterAll(() => postgres.stop());

  it("names the migrations a server has not applied yet, then passes once they are", async () => {
    const [before] = await reviewDatabase(withDatabase({ url: postgres.url }));
    expect(before).toMatchObject({
      subject: "Database",
      problem: expect.stringMatching(/^reachable, but 0001_\w+, .* not applied yet$/),
    });
    const db = new Kysely<unknown>({ dialect: postgresDialect(postgres.url, 1) });
    await migrate(db);
    await db.destroy();
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
});
