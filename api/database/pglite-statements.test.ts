// Queries on PGlite as prepared statements (pglite-statements.ts): the same answers as PGlite's own
// `query`, each SQL text prepared once, few kept, and a failed run leaves the next one working.
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { preparedStatements, type Run } from "./pglite-statements";
import { freshPGlite } from "../../testing/database/fresh-pglite";

let pglite: PGlite;
let run: Run;

beforeAll(async () => {
  pglite = await freshPGlite();
  run = preparedStatements(pglite);
  await pglite.exec(
    `create table facts (id text primary key, said_at timestamptz, sure boolean, body jsonb, n integer)`,
  );
}, 60_000);
afterAll(() => pglite.close());

const prepared = async () =>
  (await pglite.query<{ statement: string }>("select statement from pg_prepared_statements")).rows.map(
    (row) => row.statement,
  );

describe("a query on PGlite, prepared", () => {
  it("writes and reads each kind of value as PGlite's own query does", async () => {
    const at = new Date("2026-11-27T10:00:00.123Z");
    const values = ["fact-1", at, true, JSON.stringify({ a: [1, "b"] }), 7];
    const insert = "insert into facts values ($1, $2, $3, $4, $5)";
    expect((await run(insert, values)).affectedRows).toBe(1);
    await pglite.query(insert, ["fact-2", at, false, JSON.stringify({ a: [1, "b"] }), null]);
    const ours = await run("select * from facts order by id", []);
    const theirs = await pglite.query("select * from facts order by id");
    expect(ours.rows).toEqual(theirs.rows);
    expect(ours.rows[0]).toEqual({ id: "fact-1", said_at: at, sure: true, body: { a: [1, "b"] }, n: 7 });
    expect((await run("select count(*)::int as n from facts where sure = $1 and n is null", [false])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it("is parsed once and run again by name, however often it is asked", async () => {
    const text = "select id from facts where id = $1";
    for (const id of ["fact-1", "fact-2", "fact-3"]) await run(text, [id]);
    expect((await prepared()).filter((statement) => statement.includes(text))).toHaveLength(1);
  });

  it("keeps at most 200 statements prepared, and still runs any", async () => {
    for (let i = 0; i < 250; i++) expect((await run(`select ${i}::int as n`, [])).rows).toEqual([{ n: i }]);
    expect((await run("select 0::int as n", [])).rows).toEqual([{ n: 0 }]);
    await run("select 1", []); // the evicted are closed with a later run outside a transaction
    expect((await prepared()).length).toBeLessThanOrEqual(200);
  });

  it("fails as the database says, and the next run works", async () => {
    await expect(run("insert into facts (id) values ($1)", ["fact-1"])).rejects.toMatchObject({ code: "23505" });
    await expect(run("select nothing from nowhere", [])).rejects.toMatchObject({ code: "42P01" });
    expect((await run("select id from facts where id = $1", ["fact-2"])).rows).toEqual([{ id: "fact-2" }]);
  });

  it("is rolled back with its transaction", async () => {
    await run("begin", []);
    await run("insert into facts (id) values ($1)", ["fact-undone"]);
    await expect(run("insert into facts (id) values ($1)", ["fact-1"])).rejects.toMatchObject({ code: "23505" });
    await run("rollback", []);
    expect((await run("select id from facts where id = $1", ["fact-undone"])).rows).toEqual([]);
  });

  it("is prepared afresh once its table has changed", async () => {
    await run("insert into facts (id) values ($1) on conflict do nothing", ["fact-changed"]);
    const text = "select * from facts where id = $1";
    expect(Object.keys((await run(text, ["fact-changed"])).rows[0]!)).not.toContain("extra");
    await run("alter table facts add column extra text", []);
    expect(Object.keys((await run(text, ["fact-changed"])).rows[0]!)).toContain("extra");
  });

  it("is shared by every driver over the same PGlite", () => {
    expect(preparedStatements(pglite)).toBe(run);
  });
});
