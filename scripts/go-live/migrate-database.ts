// The API's database brought to the code's latest migration before a server starts — the mend the
// preflight names, so a deployment can migrate first and switch traffic after. The same migrations
// a server applies at start (api/database/migrations.ts), under Kysely's lock, so a server starting
// meanwhile waits. PGlite's folder is one server's: migrated here only while no server holds it.
import { Kysely, Migrator } from "kysely";
import { migrate, postgresDialect } from "../../api/database/database.ts";
import { FolderInUse } from "../../api/database/folder-lock.ts";
import { migrations } from "../../api/database/migrations.ts";
import { DEFAULT_DATABASE_DIR } from "../../api/database/node-database.ts";
import { pgliteDatabase } from "../../api/database/pglite.ts";
import type { GoLiveSettings } from "./settings.ts";

/**
 * Migrates the server's database; answers what it did, a line each. Throws when it cannot — also
 * when a running server holds PGlite's folder (that server may be the release before this one).
 */
export async function migrateDatabase({ server }: Pick<GoLiveSettings, "server">): Promise<string[]> {
  const { url, directory } = server.database;
  if (!url) {
    const folder = directory ?? DEFAULT_DATABASE_DIR;
    const database = pgliteDatabase(folder);
    try {
      await database.use(async () => {}); // its first use migrates
      return [`PGlite in ${folder}: at the latest of its ${Object.keys(migrations).length} migrations.`];
    } catch (error) {
      if (error instanceof FolderInUse) {
        throw new Error(
          `PGlite in ${folder} is held by a running server, so nothing was applied here: the new server applies its migrations when it starts`,
          { cause: error },
        );
      }
      throw error;
    } finally {
      await database.close();
    }
  }
  const db = new Kysely<unknown>({ dialect: postgresDialect(url, 1) });
  try {
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const pending = (await migrator.getMigrations()).filter((entry) => !entry.executedAt).map((entry) => entry.name);
    await migrate(db);
    return pending.length
      ? pending.map((name) => `applied ${name}`)
      : [`Nothing to apply: all ${Object.keys(migrations).length} migrations are there.`];
  } finally {
    await db.destroy();
  }
}
