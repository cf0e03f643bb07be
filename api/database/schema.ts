// The API's tables as Kysely sees them (the migrations in migrations.ts make them). What is stored:
// who is whose payment customer, each subscription as the provider last said, the trials given, the
// webhook events already handled and the analytics hits already sent (each once).
import type { ColumnType, Insertable, Selectable } from "kysely";

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface Database {
  /**
   * A person (the identity provider's `sub`) and their customers at the payment provider: the one
   * made for them (the first), and any a payment link made for their verified email
   * (`found_by_email`: it never uses their trial, and they may disown it).
   */
  customers: {
    person: string;
    customer_id: string;
    found_by_email: ColumnType<boolean, boolean | undefined, boolean>;
    created_at: CreatedAt;
  };
  /** A customer a person said is not theirs (found by their email): never linked to them again. */
  disowned_customers: { person: string; customer_id: string; disowned_at: CreatedAt };
  /** What the identity provider last said of a person's email (asked now and then, not on every request). */
  people: { person: string; email: string | null; email_verified: boolean; checked_at: Timestamp };
  subscriptions: SubscriptionTable;
  /** A person who has had their free trial (the provider's subscription that had it). */
  trials: { person: string; subscription_id: string; granted_at: CreatedAt };
  /** Checkouts made for a person that may still be open; a new one expires them. */
  checkouts: { id: string; person: string; created_at: CreatedAt };
  /** The provider's events already handled: a redelivery is a no-op. */
  webhook_events: { id: string; type: string; processed_at: CreatedAt };
  /** Landing visits per headline and day (api/experiment/). */
  exposure_counts: { day: ColumnType<string, string, string>; variant: string; visits: number };
  /** A consenting visitor's first headline, by their analytics client id. */
  first_exposures: { client_id: string; variant: string; first_seen: Timestamp; recorded_at: CreatedAt };
  /** Landing beacons refused by the per-source limit (api/source-limits.ts), per day. */
  refused_beacons: { day: ColumnType<string, string, string>; beacons: number };
  /** A withdrawn analytics consent by client id: no sale under it is reported, whenever it is stored. */
  consent_withdrawals: { client_id: string; withdrawn_at: CreatedAt };
  /** Every paid invoice, in the currency's minor unit: what it brought net of tax, and the tax on it. */
  payments: {
    invoice_id: string;
    subscription_id: string;
    amount: number;
    tax: ColumnType<number, number | undefined, number>;
    /** What a campaign code took off, in minor units, and the code (null: none). */
    discount: ColumnType<number, number | undefined, number>;
    code: ColumnType<string | null, string | null | undefined, string | null>;
    currency: string;
    paid_at: Timestamp;
  };
  /** A refund or a lost dispute of a paid invoice's payment (reversals.ts): what went back, tax included. */
  payment_reversals: {
    id: string;
    invoice_id: string;
    kind: "refund" | "dispute";
    amount: number;
    currency: string;
    reversed_at: Timestamp;
  };
  /** The terms accepted at a subscription's checkout, and the words of its box (null: the provider's own). */
  accepted_terms: {
    subscription_id: string;
    checkout_session_id: string;
    words: string | null;
    accepted_at: CreatedAt;
  };
  /** A withdrawal within 14 days: received, then settled with what was refunded and kept. */
  withdrawals: {
    subscription_id: string;
    requested_at: CreatedAt;
    refunded: number | null;
    kept: number | null;
    currency: string | null;
    settled_at: Timestamp | null;
  };
  /** Who bought a subscription at its checkout: the email given there and the checkout's language. */
  buyers: { subscription_id: string; email: string; locale: string; recorded_at: CreatedAt };
  mail_outbox: MailOutboxTable;
  /** A mailed link's token (its SHA-256 only): what it may do to which subscription, until when, once. */
  mail_links: {
    token_hash: string;
    purpose: "cancel" | "update-card";
    subscription_id: string;
    locale: string;
    expires_at: Timestamp;
    used_at: Timestamp | null;
    created_at: CreatedAt;
  };
  /** Measurement Protocol hits already sent, by a key that names the fact (`purchase:in_…`). */
  analytics_hits: {
    key: string;
    name: string;
    subscription_id: string | null;
    params: ColumnType<Record<string, unknown>, string, string>;
    sent_at: CreatedAt;
  };
}

/** A mail to send (api/mail/outbox.ts), by the key that names its fact (`confirmation:sub_…`). */
interface MailOutboxTable {
  key: string;
  kind: string;
  subscription_id: string | null;
  /** Set for a mail to a typed address (a cancel link); else the subscription's buyer, found when sent. */
  recipient: string | null;
  locale: string | null;
  /** What the mail says, frozen when written (api/mail/subscriber-mails.ts). */
  facts: ColumnType<Record<string, unknown>, string, string>;
  status: ColumnType<
    "pending" | "sent" | "skipped" | "failed",
    "pending" | undefined,
    "sent" | "skipped" | "failed" | "pending"
  >;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  /** The mail service's id of the sent mail. */
  message_id: string | null;
  created_at: CreatedAt;
  sent_at: Timestamp | null;
}

interface SubscriptionTable {
  /** The provider's id, `sub_…`. */
  id: string;
  customer_id: string;
  /** The Price's lookup key: one of the site's offers. */
  offer: string;
  status: string;
  trial_end: Timestamp | null;
  current_period_end: Timestamp | null;
  cancel_at_period_end: boolean;
  ended_at: Timestamp | null;
  /** What each period costs, in the currency's minor unit; null for a row stored before it was kept. */
  amount: ColumnType<number | null, number | null | undefined, number | null>;
  /** ISO 4217, upper case. */
  currency: string | null;
  billing_interval: "month" | "year" | null;
  /**
   * The next payment as the provider previewed it (api/subscribers/next-charge.ts): what will be
   * paid, with its discount taken off and its tax in it, in the currency's minor unit, and the day
   * it was previewed for; null until previewed, or once the subscription changed since.
   */
  next_charge_total: ColumnType<number | null, number | null | undefined, number | null>;
  next_charge_tax: ColumnType<number | null, number | null | undefined, number | null>;
  next_charge_on: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** The campaign code whose discount that payment carries, and the last day it applies (null: for good). */
  next_charge_code: ColumnType<string | null, string | null | undefined, string | null>;
  next_charge_discount_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
  /** What it was sold under: the landing headline the buyer saw, their analytics client id and consent. */
  variant: string | null;
  client_id: string | null;
  analytics_consent: boolean;
  created_at: Timestamp;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
  /** When this state was read from the provider (the read's start). */
  synced_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export type StoredSubscription = Selectable<SubscriptionTable>;
export type NewSubscription = Insertable<SubscriptionTable>;
export type StoredPayment = Selectable<Database["payments"]>;
