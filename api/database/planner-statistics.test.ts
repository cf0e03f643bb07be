// PGlite's planner statistics (planner-statistics.ts): gathered for the tables it has never seen
// and again once they have doubled, so a person's rows are found by index, not by reading all.
import { sql } from "kysely";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { DatabaseAccess, Db } from "./database";
import { analyzeGrownTables } from "./planner-statistics";
import { freshPGliteDatabase } from "../../testing/database/fresh-pglite";

let database: DatabaseAccess;
beforeAll(async () => {
  database = freshPGliteDatabase();
  await database.use(async () => {});
}, 60_000);
afterAll(() => database.close());

let people = 0;
/** `count` more people, each with a customer and a subscription. */
async function subscribers(db: Db, count: number) {
  const numbers = Array.from({ length: count }, () => ++people);
  await db
    .insertInto("customers")
    .values(numbers.map((n) => ({ person: `auth0|p${n}`, customer_id: `cus_${n}` })))
    .execute();
  await db
    .insertInto("subscriptions")
    .values(
      numbers.map((n) => ({
        id: `sub_${n}`,
        customer_id: `cus_${n}`,
        offer: "pro-monthly",
        status: "active",
        cancel_at_period_end: false,
        analytics_consent: false,
        created_at: new Date(),
      })),
    )
    .execute();
}

const plan = async (db: Db) =>
  (
    await sql<{ "QUERY PLAN": string }>`explain select subscriptions.* from subscriptions
      join customers on customers.customer_id = subscriptions.customer_id
      where customers.person = 'auth0|p1'`.execute(db)
  ).rows
    .map((row) => row["QUERY PLAN"])
    .join("\n");

it("analyzes the tables the planner has not seen, then only those that have doubled", async () => {
  await database.use(async (db) => {
    expect(await analyzeGrownTables(db)).toEqual([]); // analyzed at the open, all empty
    await subscribers(db, 1000);
    expect(await analyzeGrownTables(db)).toEqual(expect.arrayContaining(["customers", "subscriptions"]));
    expect(await analyzeGrownTables(db)).toEqual([]);
    expect(await plan(db)).not.toMatch(/Seq Scan on subscriptions/);
    await subscribers(db, 1500);
    expect(await analyzeGrownTables(db)).toEqual(expect.arrayContaining(["customers", "subscriptions"]));
  });
}, 60_000);
