// The embedded database: PGlite, Postgres in WebAssembly, in this process — `npm start` and a single
// Node server need no database server. Its files live in `directory` (kept across restarts), or in
// memory when none is given (tests). Node only: Workers reach a Postgres by URL (database.ts).
import { PGlite } from "@electric-sql/pglite";
import { mkdirSync } from "node:fs";
import { sharedDatabase, type DatabaseAccess } from "./database.ts";
import { pgliteDialect } from "./pglite-dialect.ts";

export function pgliteDatabase(directory?: string): DatabaseAccess {
  return sharedDatabase(async () => {
    if (directory) mkdirSync(directory, { recursive: true });
    return pgliteDialect(await PGlite.create(directory));
  });
}
