// The two databases the API's tests run on: PGlite in memory (from the run's fresh cluster), and a throwaway PostgreSQL server.
import { postgresDialect, sharedDatabase, type DatabaseAccess } from "../../api/database/database.ts";
import { freshPGliteDatabase } from "./fresh-pglite.ts";
import { startPostgres } from "./throwaway-postgres.ts";

/** Each kind of database the tests run on, opened fresh. */
export const testDatabases: { name: string; open(): Promise<{ database: DatabaseAccess; stop(): Promise<void> }> }[] = [
  {
    name: "PGlite",
    async open() {
      const database = freshPGliteDatabase();
      return { database, stop: () => database.close() };
    },
  },
  {
    name: "PostgreSQL",
    async open() {
      const server = await startPostgres();
      const database = sharedDatabase(() => postgresDialect(server.url));
      return {
        database,
        async stop() {
          await database.close();
          await server.stop();
        },
      };
    },
  },
];
