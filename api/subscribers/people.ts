// Who is whose, in the API's database (api/database/schema.ts): a person's customers at the payment
// provider (made for them, or found by their verified email and theirs until they disown it), what
// the identity provider last said of their email, and the checkouts made for them that may still be open.
import { sql } from "kysely";
import type { Db } from "../database/database.ts";

/**
 * The person's own customer (the one made for them; `own: false`: or else the first found by their
 * email). Never a customer found by email for their own purchases: it may be a stranger's.
 */
export async function customerOf(db: Db, person: string, { own = true } = {}): Promise<string | null> {
  const row = await db
    .selectFrom("customers")
    .select("customer_id")
    .where("person", "=", person)
    .$if(own, (query) => query.where("found_by_email", "=", false))
    .orderBy("found_by_email")
    .orderBy("created_at")
    .orderBy("customer_id")
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

export async function personOf(db: Db, customer: string): Promise<string | null> {
  return (await linkOf(db, customer))?.person ?? null;
}

/** Whose the customer is, and whether only by the email typed at its checkout. */
export async function linkOf(db: Db, customer: string): Promise<{ person: string; found_by_email: boolean } | null> {
  const row = await db
    .selectFrom("customers")
    .select(["person", "found_by_email"])
    .where("customer_id", "=", customer)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * Links the customer to the person, unless it is somebody's already or they said it is not theirs.
 * `foundByEmail`: found only by the email typed at its checkout, not made for them.
 */
export async function linkCustomer(
  db: Db,
  person: string,
  customer: string,
  { foundByEmail = false } = {},
): Promise<void> {
  const disowned = await db
    .selectFrom("disowned_customers")
    .select("customer_id")
    .where("person", "=", person)
    .where("customer_id", "=", customer)
    .executeTakeFirst();
  if (disowned) return;
  await db
    .insertInto("customers")
    .values({ person, customer_id: customer, found_by_email: foundByEmail })
    .onConflict((c) => c.column("customer_id").doNothing())
    .execute();
}

/**
 * A customer linked to the person before links were marked, whose purchases were not made for them
 * (a payment link's, by a claim that named them): found by email from now on, its trial not theirs.
 */
export async function markFoundByEmail(db: Db, person: string, customer: string, subscriptions: string[]) {
  await db
    .updateTable("customers")
    .set({ found_by_email: true })
    .where("person", "=", person)
    .where("customer_id", "=", customer)
    .execute();
  if (subscriptions.length) {
    await db.deleteFrom("trials").where("person", "=", person).where("subscription_id", "in", subscriptions).execute();
  }
}

/**
 * The person says a customer found by their email is not theirs: it is unlinked for good. Answers
 * whether there was such a link (a customer made for them, or one not theirs, is left alone).
 */
export async function disownCustomer(db: Db, person: string, customer: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("customers")
      .where("person", "=", person)
      .where("customer_id", "=", customer)
      .where("found_by_email", "=", true)
      .executeTakeFirst();
    if (!removed.numDeletedRows) return false;
    await trx
      .insertInto("disowned_customers")
      .values({ person, customer_id: customer })
      .onConflict((c) => c.doNothing())
      .execute();
    return true;
  });
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
