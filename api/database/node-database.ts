// The database of a Node server: the Postgres of DATABASE_URL, or PGlite in a folder of its own
// (DATABASE_DIR, by default `.data/database` where the server starts), kept across restarts.
import { join } from "node:path";
import type { ApiSettings } from "../settings.ts";
import { postgresDialect, sharedDatabase, type DatabaseAccess } from "./database.ts";
import { pgliteDatabase } from "./pglite.ts";

export const DEFAULT_DATABASE_DIR = join(".data", "database");

export function nodeDatabase({ url, directory }: ApiSettings["database"]): DatabaseAccess {
  if (url) return sharedDatabase(() => postgresDialect(url));
  return pgliteDatabase(directory ?? DEFAULT_DATABASE_DIR);
}
