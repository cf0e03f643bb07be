// Who is whose, in the API's database (api/database/schema.ts): a person's customers at the payment
// provider, what the identity provider last said of their email, and the checkouts made for them
// that may still be open.
import { sql } from "kysely";
import type { Db } from "../database/database.ts";

/** The person's own customer: the first linked (the one made for them, or their first purchase's). */
export async function customerOf(db: Db, person: string): Promise<string | null> {
  const row = await db
    .selectFrom("customers")
    .select("customer_id")
    .where("person", "=", person)
    .orderBy("created_at")
    .orderBy("customer_id")
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

export async function personOf(db: Db, customer: string): Promise<string | null> {
  const row = await db.selectFrom("customers").select("person").where("customer_id", "=", customer).executeTakeFirst();
  return row?.person ?? null;
}

/** Links the customer to the person, unless it is somebody's already. */
export async function linkCustomer(db: Db, person: string, customer: string): Promise<void> {
  await db
    .insertInto("customers")
    .values({ person, customer_id: customer })
    .onConflict((c) => c.column("customer_id").doNothing())
    .execute();
}

export interface PersonEmail {
  email: string | null;
  email_verified: boolean;
  checked_at: Date;
}

export async function rememberPersonEmail(db: Db, person: string, value: PersonEmail): Promise<void> {
  await db
    .insertInto("people")
    .values({ person, ...value })
    .onConflict((c) => c.column("person").doUpdateSet(value))
    .execute();
}

/** The people whose identity provider said this email is theirs and verified. */
export async function peopleWithVerifiedEmail(db: Db, email: string): Promise<string[]> {
  const rows = await db
    .selectFrom("people")
    .select("person")
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .where("email_verified", "=", true)
    .execute();
  return rows.map((row) => row.person);
}

/** The checkouts made for the person that may still be open. */
export async function checkoutsOf(db: Db, person: string): Promise<string[]> {
  return (await db.selectFrom("checkouts").select("id").where("person", "=", person).execute()).map((row) => row.id);
}

export async function forgetCheckouts(db: Db, ids: string[]): Promise<void> {
  if (ids.length) await db.deleteFrom("checkouts").where("id", "in", ids).execute();
}

export async function rememberCheckout(db: Db, person: string, id: string): Promise<void> {
  await db
    .insertInto("checkouts")
    .values({ id, person })
    .onConflict((c) => c.doNothing())
    .execute();
}
