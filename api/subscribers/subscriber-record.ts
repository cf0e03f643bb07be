// All that `GET /api/subscription` needs of the database, in one query: what the identity provider
// last said of the person's email, their subscriptions (newest first) and whether they have had a
// trial. One query, not three: on PGlite each is a round of the WebAssembly engine, queued behind
// every other request's (docs/decisions/014-api-per-request-work.md).
import { sql } from "kysely";
import type { Db } from "../database/database.ts";
import type { StoredSubscription } from "../database/schema.ts";
import type { PersonEmail } from "./people.ts";

export interface SubscriberRecord {
  email: PersonEmail | null;
  subscriptions: StoredSubscription[];
  hadTrial: boolean;
}

/** The person's columns beside each subscription's. */
const PERSON_COLUMNS: string[] = ["person_email", "person_email_verified", "person_checked_at", "had_trial"];

export async function subscriberRecord(db: Db, person: string): Promise<SubscriberRecord> {
  // One row per subscription of each of the person's customers, or one row of nulls: the person's
  // own columns ride along on each.
  const rows = await db
    .selectFrom(db.selectNoFrom(sql<string>`${person}::text`.as("person")).as("asked"))
    .leftJoin("people", "people.person", "asked.person")
    .leftJoin("customers", "customers.person", "asked.person")
    .leftJoin("subscriptions", "subscriptions.customer_id", "customers.customer_id")
    .selectAll("subscriptions")
    .select([
      "people.email as person_email",
      "people.email_verified as person_email_verified",
      "people.checked_at as person_checked_at",
    ])
    .select((eb) =>
      eb
        .exists(eb.selectFrom("trials").select("trials.person").whereRef("trials.person", "=", "asked.person"))
        .as("had_trial"),
    )
    .orderBy("subscriptions.created_at", "desc")
    .execute();
  const [first] = rows;
  const subscriptions = rows.flatMap((row) =>
    row.id === null
      ? []
      : [Object.fromEntries(Object.entries(row).filter(([column]) => !PERSON_COLUMNS.includes(column)))],
  ) as StoredSubscription[];
  const checked = first?.person_checked_at;
  return {
    email: checked
      ? { email: first.person_email, email_verified: first.person_email_verified!, checked_at: checked }
      : null,
    subscriptions,
    hadTrial: !!first?.had_trial,
  };
}
