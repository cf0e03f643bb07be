// The database's versions, in order, applied at start by Kysely's Migrator (open-database.ts). A
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
};
