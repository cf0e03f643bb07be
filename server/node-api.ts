// The site's API in a Node process (the production server and `npm start`): its database is the
// PostgreSQL of DATABASE_URL or PGlite in DATABASE_DIR, opened before the server listens. One that
// cannot be opened is said in the log while the routes that need it answer 503; a PGlite folder
// another process holds is refused (FolderInUse), and the server does not start.
import { createApi, type Api } from "../api/api.ts";
import { FolderInUse } from "../api/database/folder-lock.ts";
import { nodeDatabase } from "../api/database/node-database.ts";

/** How often the server sends the mails due (the retries of those that failed); new ones go at once. */
const MAIL_EVERY_MS = 30_000;

export async function startNodeApi(env: Record<string, string | undefined>): Promise<Api> {
  const api = createApi(env, { database: nodeDatabase, mailEveryMs: MAIL_EVERY_MS });
  try {
    await api.ready();
  } catch (error) {
    if (error instanceof FolderInUse) throw error;
    console.error(
      "The API's database could not be opened; the subscriber and experiment routes answer 503 until it can:",
      error,
    );
  }
  return api;
}
