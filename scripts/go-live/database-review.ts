// The API's database: reachable, and migrated to the code's latest migration (read only: what
// `npm run migrate` or a server at start applies is listed, never applied here). PGlite lives in one server's folder,
// which that server holds: it is named, not opened.
import { Kysely, Migrator } from "kysely";
import { postgresDialect } from "../../api/database/database.ts";
import { migrations } from "../../api/database/migrations.ts";
import { DEFAULT_DATABASE_DIR } from "../../api/database/node-database.ts";
import type { GoLiveSettings } from "./settings.ts";
import { ok, problem, type Finding } from "./findings.ts";

export async function reviewDatabase({ server }: GoLiveSettings): Promise<Finding[]> {
  const { url, directory } = server.database;
  if (!url) {
    return [
      ok(
        "Database",
        `PGlite in ${directory ?? DEFAULT_DATABASE_DIR}, migrated by the server at start (one machine only: set DATABASE_URL for more)`,
      ),
    ];
  }
  const db = new Kysely<unknown>({ dialect: postgresDialect(url, 1) });
  try {
    const known = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).getMigrations();
    const pending = known.filter((migration) => !migration.executedAt).map((migration) => migration.name);
    return [
      pending.length === 0
        ? ok("Database", `reachable, ${known.length} migrations applied`)
        : problem(
            "Database",
            `reachable, but ${pending.join(", ")} not applied yet`,
            "run `npm run migrate` (a server also migrates at start) before sending traffic to it",
          ),
    ];
  } catch (error) {
    return [
      problem(
        "Database",
        `not reachable (${error instanceof Error ? error.message : String(error)})`,
        "check DATABASE_URL and that the database accepts connections from here",
      ),
    ];
  } finally {
    await db.destroy();
  }
}
