// The database's versions, in order, applied at start by Kysely's Migrator (database.ts, `migrate`). A
// migration once released is never edited: a change is a new entry. Plain SQL, so the tables read
// the same here, in psql and in a managed Postgres' console.
import { sql, type Migration } from "kysely";
import { statements } from "./migration-statements.ts";
import { saleMigrations } from "./sale-migrations.ts";

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
  "0003_money_and_people": statements(
    // What a period costs, as the provider charges it (minor units), in which currency and how often.
    sql`alter table subscriptions add column amount integer`,
    sql`alter table subscriptions add column currency text`,
    sql`alter table subscriptions add column billing_interval text`,
    // A person may have more than one customer: theirs, and one a payment link made for them before
    // they had an account (linked once the identity provider says their email is verified).
    sql`alter table customers drop constraint customers_pkey`,
    sql`create index customers_by_person on customers (person)`,
    // What the identity provider last said of a person's email, and when it was asked.
    sql`create table people (
      person text primary key,
      email text,
      email_verified boolean not null default false,
      checked_at timestamptz not null
    )`,
    sql`create index people_by_verified_email on people (lower(email)) where email_verified`,
  ),
  "0004_experiment": statements(
    // Landing visits per headline and day: a count, no identifier (no consent needed).
    sql`create table exposure_counts (
      day date not null,
      variant text not null,
      visits integer not null default 0,
      primary key (day, variant)
    )`,
    // The first headline of a visitor who agreed to analytics, by their analytics client id.
    sql`create table first_exposures (
      client_id text primary key,
      variant text not null,
      first_seen timestamptz not null,
      recorded_at timestamptz not null default now()
    )`,
    // Every paid invoice: the money, when it came (once per invoice, in whatever order events arrive).
    sql`create table payments (
      invoice_id text primary key,
      subscription_id text not null,
      amount integer not null,
      currency text not null,
      paid_at timestamptz not null
    )`,
    sql`create index payments_by_subscription on payments (subscription_id)`,
  ),
  "0005_safe_links": statements(
    // A customer found only by the email typed at a payment link's checkout (verified by the person
    // since): theirs, but it never uses their trial, and they may say it is not theirs.
    sql`alter table customers add column found_by_email boolean not null default false`,
    // A customer a person said is not theirs: never linked to them again.
    sql`create table disowned_customers (
      person text not null,
      customer_id text not null,
      disowned_at timestamptz not null default now(),
      primary key (person, customer_id)
    )`,
  ),
  "0006_consent_withdrawals": statements(
    // A visitor's withdrawn analytics consent by their client id, for their sales stored later too;
    // kept as long as subscriptions are (api/subscribers/consent-withdrawals.ts).
    sql`create table consent_withdrawals (
      client_id text primary key,
      withdrawn_at timestamptz not null default now()
    )`,
  ),
  "0007_flood_limits": statements(
    // Landing beacons refused by the per-source limit (api/source-limits.ts), per day: the readout says how many.
    sql`create table refused_beacons (
      day date primary key,
      beacons integer not null default 0
    )`,
    // A withdrawal of consent finds the visitor's subscriptions by their client id.
    sql`create index subscriptions_by_client_id on subscriptions (client_id)`,
  ),
  "0008_mail": statements(
    // Who bought a subscription, from its checkout: where its mails go and in which language.
    sql`create table buyers (
      subscription_id text primary key,
      email text not null,
      locale text not null,
      recorded_at timestamptz not null default now()
    )`,
    // Each mail to send, written in the transaction of the change that causes it, by a key that
    // names the fact once (api/mail/outbox.ts); drained after the answer, retried with backoff.
    sql`create table mail_outbox (
      key text primary key,
      kind text not null,
      subscription_id text,
      recipient text,
      locale text,
      facts jsonb not null,
      status text not null default 'pending',
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      message_id text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`,
    sql`create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'pending'`,
    // A mailed link's token, kept only as its SHA-256: what it may do, until when, and once.
    sql`create table mail_links (
      token_hash text primary key,
      purpose text not null,
      subscription_id text not null,
      locale text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`,
  ),
  // What a sale keeps beyond its payment: tax, discount, terms accepted, a withdrawal.
  ...saleMigrations,
};
