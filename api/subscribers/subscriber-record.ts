// All that `GET /api/subscription` needs of the database, in one query: what the identity provider
// last said of the person's email, their subscriptions (newest first) and whether they have had a
// trial. One query, not three, compiled once, not on every request: on PGlite each query is a round
// of the WebAssembly engine, queued behind every other request's
// (docs/decisions/016-api-per-request-work.md).
import { sql, type CompiledQuery } from "kysely";
import type { Db } from "../database/database.ts";
import type { PersonEmail } from "./people.ts";
import type { HeldSubscription } from "./stored-subscriptions.ts";

export interface SubscriberRecord {
  email: PersonEmail | null;
  subscriptions: HeldSubscription[];
  hadTrial: boolean;
}

/**
 * One row per subscription of each of the person's customers, or one row of nulls: the person's
 * own columns ride along on each. The person is the query's only parameter.
 */
const recordQuery = (db: Db, person: string) =>
  db
    .selectFrom(db.selectNoFrom(sql<string>`${person}::text`.as("person")).as("asked"))
    .leftJoin("people", "people.person", "asked.person")
    .leftJoin("customers", "customers.person", "asked.person")
    .leftJoin("subscriptions", "subscriptions.customer_id", "customers.customer_id")
    .selectAll("subscriptions")
    .select([
      "customers.found_by_email",
      "people.email as person_email",
      "people.email_verified as person_email_verified",
      "people.checked_at as person_checked_at",
    ])
    .select((eb) =>
      eb
        .exists(eb.selectFrom("trials").select("trials.person").whereRef("trials.person", "=", "asked.person"))
        .as("had_trial"),
    )
    .orderBy("subscriptions.created_at", "desc");

type RecordRow = Awaited<ReturnType<ReturnType<typeof recordQuery>["execute"]>>[number];

/** The person's columns beside each subscription's. */
const PERSON_COLUMNS: string[] = ["person_email", "person_email_verified", "person_checked_at", "had_trial"];

const compiled = new WeakMap<Db, CompiledQuery<RecordRow>>();

export async function subscriberRecord(db: Db, person: string): Promise<SubscriberRecord> {
  let query = compiled.get(db);
  if (!query) compiled.set(db, (query = recordQuery(db, "").compile()));
  const { rows } = await db.executeQuery<RecordRow>({ ...query, parameters: [person] });
  const [first] = rows;
  const subscriptions = rows.flatMap((row) =>
    row.id === null
      ? []
      : [Object.fromEntries(Object.entries(row).filter(([column]) => !PERSON_COLUMNS.includes(column)))],
  ) as HeldSubscription[];
  const checked = first?.person_checked_at;
  return {
    email: checked
      ? { email: first.person_email, email_verified: first.person_email_verified!, checked_at: checked }
      : null,
    subscriptions,
    hadTrial: !!first?.had_trial,
  };
}
