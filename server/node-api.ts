// The site's API in a Node process (the production server and `npm start`): its database is the
// PostgreSQL of DATABASE_URL or PGlite in DATABASE_DIR, and one that cannot be opened is said in
// the log while the routes that need it answer 503.
import { createApi, type Api } from "../api/api.ts";
import { nodeDatabase } from "../api/database/node-database.ts";

export function startNodeApi(env: Record<string, string | undefined>): Api {
  const api = createApi(env, { database: nodeDatabase });
  api
    .ready()
    .catch((error: unknown) =>
      console.error(
        "The API's database could not be opened; the subscriber and experiment routes answer 503 until it can:",
        error,
      ),
    );
  return api;
}
