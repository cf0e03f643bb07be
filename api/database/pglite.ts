// The embedded database: PGlite, Postgres in WebAssembly, in this process — `npm start` and a single
// Node server need no database server. Its files live in `directory` (kept across restarts), or in
// memory when none is given (tests, which start it from a copy of a fresh cluster's files:
// testing/database/fresh-pglite.ts). Node only: Workers reach a Postgres by URL (database.ts). The
// folder is this process's from the first open until `close()` (folder-lock.ts): another process
// opening it gets `FolderInUse`.
import { PGlite } from "@electric-sql/pglite";
import { mkdirSync } from "node:fs";
import { sharedDatabase, type DatabaseAccess } from "./database.ts";
import { lockFolder, type FolderLock } from "./folder-lock.ts";
import { pgliteDialect } from "./pglite-dialect.ts";
import { analyzeGrownTables } from "./planner-statistics.ts";

/** How often the tables are looked at for growth (planner-statistics.ts), as autovacuum would. */
const ANALYZE_EVERY_MS = 10 * 60 * 1000;

/** `start` makes the PGlite: by default a new cluster in `directory`, or in memory. */
export function pgliteDatabase(
  directory?: string,
  start: () => Promise<PGlite> = () => PGlite.create(directory),
): DatabaseAccess {
  let timer: ReturnType<typeof setInterval> | undefined;
  let lock: FolderLock | undefined;
  const analyze = () =>
    database.use(analyzeGrownTables).catch((error: unknown) => console.error("Could not analyze the tables:", error));
  const database = sharedDatabase(
    async () => {
      if (directory) {
        mkdirSync(directory, { recursive: true });
        // Kept through a failed open, which the next use tries again.
        lock ??= lockFolder(directory);
      }
      return pgliteDialect(await start());
    },
    async (db) => {
      await analyzeGrownTables(db);
      timer ??= setInterval(analyze, ANALYZE_EVERY_MS).unref();
    },
  );
  return {
    use: database.use,
    async close() {
      clearInterval(timer);
      timer = undefined;
      await database.close();
      lock?.release();
      lock = undefined;
    },
  };
}
