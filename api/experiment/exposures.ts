// The landing page's beacon of each visit (app/contracts/experiment-api.ts, `ExposureBeacon`),
// read strictly and stored with bounded work: one count added to the day's visits of the headline
// shown (no identifier: no consent needed), and, for a visitor who agreed to analytics, the first
// headline they were ever shown, kept once. No address, no user agent, nothing else is stored. A
// withdrawal deletes the visitor's record, and their subscriptions' sales are told to analytics no
// more.
import { sql } from "kysely";
import { isClientId } from "../../app/contracts/client-reference.ts";
import {
  headlines,
  type ExposureBeacon,
  type FirstExposure,
  type Headline,
} from "../../app/contracts/experiment-api.ts";
import type { Db } from "../database/database.ts";

/** A beacon is a few dozen bytes: anything larger is not one. */
export const MAX_BEACON_BYTES = 512;
/** A first headline may be weeks old (the visitor agreed later), never from the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const OLDEST_FIRST_MS = 400 * 24 * 60 * 60 * 1000;

const isHeadline = (value: unknown): value is Headline => headlines.includes(value as Headline);

/** The beacon as sent (untrusted), or null when anything in it is not what a page sends. */
export function exposureBeacon(body: unknown, now = Date.now()): ExposureBeacon | null {
  if (!body || typeof body !== "object" || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  const keys = Object.keys(fields);
  if (keys.length === 1 && isClientId(fields.withdraw)) return { withdraw: fields.withdraw };
  if (keys.length === 0 || keys.some((key) => key !== "variant" && key !== "first")) return null;
  if (fields.variant !== undefined && !isHeadline(fields.variant)) return null;
  const first = fields.first === undefined ? undefined : firstExposure(fields.first, now);
  if (fields.variant === undefined) return first ? { first } : null;
  // A first headline it cannot take (too old, a fast clock) does not cost the visit its count.
  return first ? { variant: fields.variant, first } : { variant: fields.variant };
}

function firstExposure(value: unknown, now: number): FirstExposure | null {
  const first = value as Record<string, unknown> | null;
  if (!first || typeof first !== "object" || Object.keys(first).length !== 3) return null;
  const at = typeof first.at === "string" && first.at.length <= 30 ? Date.parse(first.at) : NaN;
  if (!isClientId(first.clientId) || !isHeadline(first.variant) || Number.isNaN(at)) return null;
  if (at > now + CLOCK_SKEW_MS || at < now - OLDEST_FIRST_MS) return null;
  return { clientId: first.clientId, variant: first.variant, at: new Date(at).toISOString() };
}

/** Stores what a beacon says: at most two small writes, whatever is sent. */
export async function recordExposure(db: Db, beacon: ExposureBeacon, now = new Date()): Promise<void> {
  if ("withdraw" in beacon) {
    await db.deleteFrom("first_exposures").where("client_id", "=", beacon.withdraw).execute();
    await db
      .updateTable("subscriptions")
      .set({ analytics_consent: false })
      .where("client_id", "=", beacon.withdraw)
      .execute();
    return;
  }
  if ("variant" in beacon) await countVisit(db, beacon.variant, now);
  if (beacon.first) {
    await db
      .insertInto("first_exposures")
      .values({ client_id: beacon.first.clientId, variant: beacon.first.variant, first_seen: beacon.first.at })
      .onConflict((c) => c.column("client_id").doNothing())
      .execute();
  }
}

async function countVisit(db: Db, variant: Headline, now: Date): Promise<void> {
  await db
    .insertInto("exposure_counts")
    .values({ day: now.toISOString().slice(0, 10), variant, visits: 1 })
    .onConflict((c) => c.columns(["day", "variant"]).doUpdateSet({ visits: sql`exposure_counts.visits + 1` }))
    .execute();
}

/** Deletes the first headlines recorded more than `months` ago (the privacy policy's retention). */
export async function forgetExpired(db: Db, months: number): Promise<void> {
  const before = new Date();
  before.setUTCMonth(before.getUTCMonth() - months);
  await db.deleteFrom("first_exposures").where("recorded_at", "<", before).execute();
}
