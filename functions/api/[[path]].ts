// Cloudflare Pages Functions: every request under /api/ goes to the site's API, the same Hono app
// the Node server runs (api/handler.ts), called with the request's source as its binding. The app
// is made from the environment, which Pages hands to each request, not to the module: so once per
// isolate, on its first request, rather than by `hono/cloudflare-pages`' module-level `handle(app)`.
// Its settings are the Pages project's environment variables and secrets (docs/operations.md,
// "Where the secrets go"); `wrangler pages dev` passes them with --binding. Its database is a Postgres: through a Hyperdrive binding named DATABASE (production)
// or DATABASE_URL. A Worker may not share a connection between requests, so each request that
// needs the database opens one and ends it (api/database/database.ts, `databasePerUse`), and a
// landing beacon is written before its answer, not batched (api/experiment/exposure-batch.ts). With
// no timer on Pages, the mails a request wrote are sent after its answer (waitUntil), and the
// retries of mails that failed after any request, at most once a minute (api/mail/subscriber-mailing.ts).
// The per-source limits key on CF-Connecting-IP; each isolate keeps its own counts, so they are
// best-effort here and the project's Rate Limiting rules hold floods back (docs/operations.md).
import { createApi, type Api } from "../../api/api.ts";
import { databasePerUse, postgresDialect } from "../../api/database/database.ts";
import { cloudflareRequestSource } from "../../api/request-source.ts";

interface PagesContext {
  request: Request;
  env: Record<string, unknown>;
  /** Keeps the isolate alive for work after the answer: the mails written by this request, and those due. */
  waitUntil(work: Promise<unknown>): void;
}

/** One API per isolate, made from its environment on the first request. */
let api: Api | undefined;

/** Hyperdrive's binding carries the connection string of its pooled, nearby connection. */
const hyperdriveUrl = (binding: unknown) =>
  typeof binding === "object" && binding && "connectionString" in binding
    ? String((binding as { connectionString: unknown }).connectionString)
    : undefined;

export function onRequest({ request, env, waitUntil }: PagesContext): Promise<Response> {
  if (!api) {
    const settings = Object.fromEntries(
      Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    const hyperdrive = hyperdriveUrl(env.DATABASE);
    api = createApi(hyperdrive ? { ...settings, DATABASE_URL: hyperdrive } : settings, {
      database: ({ url }) => (url ? databasePerUse(() => postgresDialect(url, 1)) : null),
      batchBeacons: false,
    });
  }
  return api.handle(request, cloudflareRequestSource(request.headers), (work) => waitUntil(work));
}
