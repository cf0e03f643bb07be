// Kysely on PGlite (Postgres compiled to WebAssembly, in this process): Kysely's own Postgres
// adapter, compiler and introspector over a small driver. PGlite is one connection, so the driver
// hands it to one caller at a time (a transaction holds it until it ends). The `kysely-pglite`
// package does the same but ships a code-generation CLI with ~80 dependencies; this is the part we use.
import type { PGlite } from "@electric-sql/pglite";
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";
import { preparedStatements, type Run } from "./pglite-statements.ts";

class PGliteConnection implements DatabaseConnection {
  readonly #run: Run;

  constructor(pglite: PGlite) {
    this.#run = preparedStatements(pglite);
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#run<R>(query.sql, query.parameters);
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined && { numAffectedRows: BigInt(result.affectedRows) }),
    };
  }

  // eslint-disable-next-line require-yield -- Kysely's interface; PGlite has no cursors to stream from
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("PGlite does not stream query results.");
  }
}

class PGliteDriver implements Driver {
  readonly #connection: PGliteConnection;
  /** Settles when the connection's current holder lets it go; the next caller waits for it. */
  #free: Promise<void> = Promise.resolve();
  #release?: () => void;

  constructor(private readonly pglite: PGlite) {
    this.#connection = new PGliteConnection(pglite);
  }

  async init() {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const free = this.#free;
    let release!: () => void;
    this.#free = new Promise((resolve) => (release = resolve));
    await free;
    this.#release = release;
    return this.#connection;
  }

  async releaseConnection() {
    const release = this.#release;
    this.#release = undefined;
    release?.();
  }

  async beginTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }

  async commitTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }

  async rollbackTransaction(connection: DatabaseConnection) {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }

  async destroy() {
    await this.pglite.close();
  }
}

export function pgliteDialect(pglite: PGlite): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PGliteDriver(pglite),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}
