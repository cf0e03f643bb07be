// How the API reaches its database on every deploy target: `use(work)` runs `work` with a migrated
// Kysely; unreachable is `DatabaseUnavailable` (a 503). Why: docs/decisions/006-kysely-on-pglite-or-postgres.md
import { Kysely, Migrator, PostgresDialect, type Dialect } from "kysely";
import pg from "pg";
import { migrations } from "./migrations.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

export interface DatabaseAccess {
  use<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export class DatabaseUnavailable extends Error {
  override name = "DatabaseUnavailable";
}

/** Applies every migration not yet applied; Kysely's lock table keeps two starting servers apart. */
export async function migrate(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === "Error")?.migrationName;
    throw new DatabaseUnavailable(`The database could not be migrated${failed ? ` (${failed})` : ""}.`, {
      cause: error,
    });
  }
}

/** A Postgres server by URL, through node-postgres. */
export function postgresDialect(url: string, max = 10): Dialect {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle connection the server ends (a restart, a failover) is dropped from the pool; the next
  // query opens another. Without a listener node-postgres would end the process. Once we end the
  // pool ourselves, errors are the teardown's: on Workers each use ends its pool, and closing a
  // socket of workerd's (pg-cloudflare) fails its pending read with "Stream was cancelled".
  pool.on("error", (error) => {
    if (!pool.ending) console.error("A database connection ended:", error.message);
  });
  return new PostgresDialect({ pool });
}

/**
 * Connection errors and the like (not a bug in a query): the database is down or unreachable. Node's
 * sockets give a code (ECONNREFUSED); workerd's (`cloudflare:sockets`, under node-postgres on Workers)
 * only a message: "proxy request failed, cannot connect to the specified address".
 */
function unavailable(error: unknown): error is Error {
  if (error instanceof DatabaseUnavailable) return true;
  // The payment provider's SDK errors name their type (StripeConnectionError, …), and a fetch that
  // timed out or was aborted (GA's collector) is a TimeoutError or AbortError: not the database's.
  if (typeof (error as { type?: unknown } | null)?.type === "string") return false;
  if (error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError")) return false;
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : "";
  return (
    (typeof code === "string" && (/^(08|53|57P)/.test(code) || /^E[A-Z]+$/.test(code))) ||
    /timeout|terminated|Connection|cannot connect|closed|ECONNREFUSED/i.test(message)
  );
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (unavailable(error) && !(error instanceof DatabaseUnavailable)) {
      throw new DatabaseUnavailable("The database could not be reached.", { cause: error });
    }
    throw error;
  }
}

/**
 * One Kysely for the process (Node), migrated once, on first use, then `opened` (work of the
 * database's kind); a failed start is tried again next use.
 */
export function sharedDatabase(
  dialect: () => Dialect | Promise<Dialect>,
  opened?: (db: Db) => Promise<void>,
): DatabaseAccess {
  let ready: Promise<Db> | undefined;
  const open = async () => {
    const db = new Kysely<Database>({ dialect: await dialect() });
    try {
      await migrate(db as Kysely<unknown>);
      await opened?.(db);
      return db;
    } catch (error) {
      await db.destroy().catch(() => {});
      throw error;
    }
  };
  return {
    use: (work) =>
      guarded(async () => {
        ready ??= open().catch((error) => {
          ready = undefined;
          throw error;
        });
        return work(await ready);
      }),
    async close() {
      const db = await ready?.catch(() => undefined);
      ready = undefined;
      await db?.destroy();
    },
  };
}

/** A Kysely per use, ended after it (Workers); migrations checked once per isolate. */
export function databasePerUse(dialect: () => Dialect): DatabaseAccess {
  let migrated = false;
  return {
    use: (work) =>
      guarded(async () => {
        const db = new Kysely<Database>({ dialect: dialect() });
        try {
          if (!migrated) {
            await migrate(db as Kysely<unknown>);
            migrated = true;
          }
          return await work(db);
        } finally {
          await db.destroy();
        }
      }),
    close: async () => {},
  };
}
