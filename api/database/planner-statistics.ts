// PGlite runs Postgres without its autovacuum, so nothing gathers the planner's statistics, and a
// planner without them may scan a whole table for one person's rows
// (docs/decisions/016-api-per-request-work.md). This analyzes the tables the planner has
// never seen or that have doubled since it last did: cheap when nothing grew, rare as tables grow.
import { sql } from "kysely";
import type { Db } from "./database.ts";

export async function analyzeGrownTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind = 'r' and pg_relation_size(c.oid) > 0
      and (c.reltuples < 0
        or pg_relation_size(c.oid) >= 2 * greatest(c.relpages, 1) * current_setting('block_size')::int)
    order by 1`.execute(db);
  const names = rows.map((row) => row.name);
  if (names.length) await sql`analyze ${sql.join(names.map((name) => sql.id(name)))}`.execute(db);
  return names;
}
