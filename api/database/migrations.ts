// The database's versions, in order, applied at start by Kysely's Migrator (database.ts, `migrate`). A
// migration once released is never edited: a change is a new entry. Plain SQL, so the tables read
// the same here, in psql and in a managed Postgres' console.
import { sql, type Kysely, type Migration, type RawBuilder } from "kysely";

/** One statement per query: PGlite's extended protocol takes no more. */
const statements = (...queries: RawBuilder<unknown>[]): Migration => ({
  async up(db: Kysely<unknown>) {
    for (const query of queries) await query.execute(db);
  },
});

export const migrations: Record<string, Migration> = {
  "0001_subscribers": statements(
    sql`create table customers (
      person text primary key,
      customer_id text not null unique,
      created_at timestamptz not null default now()
    )`,
    sql`create table subscriptions (
      id text primary key,
      customer_id text not null,
      offer text not null,
      status text not null,
      trial_end timestamptz,
      current_period_end timestamptz,
      cancel_at_period_end boolean not null default false,
      ended_at timestamptz,
      variant text,
      client_id text,
      analytics_consent boolean not null default false,
      created_at timestamptz not null,
      updated_at timestamptz not null default now()
    )`,
    sql`create index subscriptions_by_customer on subscriptions (customer_id)`,
    sql`create table trials (
      person text primary key,
      subscription_id text not null,
      granted_at timestamptz not null default now()
    )`,
    sql`create table webhook_events (
      id text primary key,
      type text not null,
      processed_at timestamptz not null default now()
    )`,
    sql`create table analytics_hits (
      key text primary key,
      name text not null,
      subscription_id text,
      params jsonb not null,
      sent_at timestamptz not null default now()
    )`,
  ),
  "0002_synced_at_and_checkouts": statements(
    // When the stored state was read from the provider: a read that began earlier never overwrites it.
    sql`alter table subscriptions add column synced_at timestamptz not null default to_timestamp(0)`,
    // The checkouts made for a person and maybe still open: a new one expires them (one sale at a time).
    sql`create table checkouts (
      id text primary key,
      person text not null,
      created_at timestamptz not null default now()
    )`,
    sql`create index checkouts_by_person on checkouts (person)`,
  ),
};
