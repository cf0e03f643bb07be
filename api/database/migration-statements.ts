// A migration made of plain SQL statements (migrations.ts, sale-migrations.ts).
import type { Kysely, Migration, RawBuilder } from "kysely";

/** One statement per query: PGlite's extended protocol takes no more. */
export const statements = (...queries: RawBuilder<unknown>[]): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const query of queries) await query.execute(db);
  },
});
