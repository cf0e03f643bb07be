// The migrations of what a sale keeps beyond its payment (migrations.ts applies them after the
// others, in this order): the tax and the discount in a payment, the terms accepted at its checkout,
// a withdrawal from it, what its next payment will be, the money that went back. Released ones are
// never edited.
import { sql, type Migration } from "kysely";
import { statements } from "./migration-statements.ts";

export const saleMigrations: Record<string, Migration> = {
  "0009_payment_tax": statements(
    // What a paid invoice brought net of tax (`amount`), and the tax the provider collected on it
    // for the tax authority: automatic tax puts it inside or on top of the price (app/catalogue/tax.ts).
    // Earlier payments carried no tax: their amount is already net.
    sql`alter table payments add column tax integer not null default 0`,
  ),
  "0010_payment_discount": statements(
    // What a campaign code took off a paid invoice (`amount` is already what was paid), and the
    // code, so the owner's readout can tell revenue by code (app/catalogue/campaign-codes.ts).
    sql`alter table payments add column discount integer not null default 0`,
    sql`alter table payments add column code text`,
  ),
  "0011_accepted_terms": statements(
    // The terms a buyer accepted at a subscription's checkout (the provider's consent collection)
    // and the words of its box: the express request to start at once, within the withdrawal
    // period, which makes the days of paid service before a withdrawal payable.
    sql`create table accepted_terms (
      subscription_id text primary key,
      checkout_session_id text not null,
      words text,
      accepted_at timestamptz not null default now()
    )`,
  ),
  "0012_withdrawals": statements(
    // A buyer's withdrawal from a subscription within 14 days (api/subscribers/withdrawals.ts):
    // received first, settled once the provider has ended it and refunded `refunded` (keeping
    // `kept` for the days of paid service used), in `currency`'s minor unit.
    sql`create table withdrawals (
      subscription_id text primary key,
      requested_at timestamptz not null default now(),
      refunded integer,
      kept integer,
      currency text,
      settled_at timestamptz
    )`,
  ),
  "0013_next_charge": statements(
    // What a subscription's next payment will be as the provider previews it (its discount taken
    // off, its tax inside or on top, in the currency's minor unit) and the day it was previewed
    // for (the trial's end or the period's): the screens and reminders say it with its tax.
    sql`alter table subscriptions add column next_charge_total integer`,
    sql`alter table subscriptions add column next_charge_tax integer`,
    sql`alter table subscriptions add column next_charge_on timestamptz`,
  ),
  "0014_payment_reversals": statements(
    // Money that went back to a buyer from a paid invoice: a refund (a withdrawal's, or one made in
    // the provider's Dashboard) or a dispute lost, each once by the provider's id, as much as was
    // moved (tax included, in the currency's minor unit); the readout takes its share net of tax
    // off the payment's revenue (api/subscribers/reversals.ts).
    sql`create table payment_reversals (
      id text primary key,
      invoice_id text not null,
      kind text not null check (kind in ('refund', 'dispute')),
      amount integer not null,
      currency text not null,
      reversed_at timestamptz not null
    )`,
    sql`create index payment_reversals_by_invoice on payment_reversals (invoice_id)`,
  ),
  "0015_next_charge_discount": statements(
    // The campaign code whose discount the previewed next payment carries, and the last day that
    // discount applies (null: for good), so the screens say how long the lower price lasts.
    sql`alter table subscriptions add column next_charge_code text`,
    sql`alter table subscriptions add column next_charge_discount_until timestamptz`,
  ),
};
