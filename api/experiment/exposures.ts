// The landing page's beacon of each visit (app/contracts/experiment-api.ts, `ExposureBeacon`),
// read strictly (zod) and stored in batches (exposure-batch.ts): one count added to the day's visits of
// the headline shown (no identifier: no consent needed), and, for a visitor who agreed to
// analytics, the first headline they were ever shown, kept once. No address, no user agent, nothing else is stored. A
// withdrawal deletes the visitor's record and is kept by their client id, so that none of their
// sales, stored before or after, is told to analytics (api/subscribers/consent-withdrawals.ts).
import { sql } from "kysely";
import { z } from "zod";
import { isClientId } from "../../app/contracts/client-reference.ts";
import { headlines, type ExposureBeacon, type FirstExposure } from "../../app/contracts/experiment-api.ts";
import type { Db } from "../database/database.ts";
import type { ExposureBatch } from "./exposure-batch.ts";

/** A beacon is a few dozen bytes: anything larger is not one. */
export const MAX_BEACON_BYTES = 512;
/** A first headline may be weeks old (the visitor agreed later), never from the future. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const OLDEST_FIRST_MS = 400 * 24 * 60 * 60 * 1000;

const clientId = z.string().refine(isClientId);

/** The first headline a consenting visitor was shown, and when: weeks ago at most 400 days, never ahead of the clock. */
const firstExposure = z.strictObject({
  clientId,
  variant: z.enum(headlines),
  at: z
    .string()
    .max(30)
    .transform((at) => Date.parse(at))
    .refine((at) => at <= Date.now() + CLOCK_SKEW_MS && at >= Date.now() - OLDEST_FIRST_MS)
    .transform((at) => new Date(at).toISOString()),
}) satisfies z.ZodType<FirstExposure>;

const beacon = z.union([
  z.strictObject({ withdraw: clientId }),
  z
    .strictObject({
      variant: z.enum(headlines).optional(),
      // A first headline it cannot take (too old, a fast clock) does not cost the visit its count.
      first: firstExposure.optional().catch(undefined),
    })
    .transform(({ variant, first }) => ({ ...(variant && { variant }), ...(first && { first }) }))
    .refine((visit): visit is Exclude<ExposureBeacon, { withdraw: string }> => "variant" in visit || "first" in visit),
]) satisfies z.ZodType<ExposureBeacon>;

/** The beacon as sent (untrusted), or null when anything in it is not what a page sends. */
export function exposureBeacon(body: unknown): ExposureBeacon | null {
  const read = beacon.safeParse(body);
  return read.success ? read.data : null;
}

/** Deletes a withdrawn visitor's first headline (their sales: api/subscribers/consent-withdrawals.ts). */
export async function forgetFirstExposure(db: Db, clientId: string): Promise<void> {
  await db.deleteFrom("first_exposures").where("client_id", "=", clientId).execute();
}

/** Rows per statement: well under PostgreSQL's 65,535 parameters. */
const ROWS_PER_WRITE = 1000;

/**
 * Writes a batch of beacons (exposure-batch.ts): the visits and refused beacons added to each day's
 * counts, each first headline once; whole or not at all, as a batch cut partway is put back and
 * written again.
 */
export async function recordExposures(db: Db, batch: ExposureBatch): Promise<void> {
  await db.transaction().execute((trx) => writeBatch(trx, batch));
}

async function writeBatch(db: Db, batch: ExposureBatch): Promise<void> {
  if (batch.visits.length > 0) {
    await db
      .insertInto("exposure_counts")
      .values(batch.visits)
      .onConflict((c) =>
        c.columns(["day", "variant"]).doUpdateSet({ visits: sql`exposure_counts.visits + excluded.visits` }),
      )
      .execute();
  }
  for (let start = 0; start < batch.firsts.length; start += ROWS_PER_WRITE) {
    await db
      .insertInto("first_exposures")
      .values(
        batch.firsts
          .slice(start, start + ROWS_PER_WRITE)
          .map((first) => ({ client_id: first.clientId, variant: first.variant, first_seen: first.at })),
      )
      .onConflict((c) => c.column("client_id").doNothing())
      .execute();
  }
  if (batch.refused.length > 0) {
    await db
      .insertInto("refused_beacons")
      .values(batch.refused)
      .onConflict((c) => c.column("day").doUpdateSet({ beacons: sql`refused_beacons.beacons + excluded.beacons` }))
      .execute();
  }
}

/** Deletes the first headlines recorded more than `months` ago (the privacy policy's retention). */
export async function forgetExpired(db: Db, months: number): Promise<void> {
  const before = new Date();
  before.setUTCMonth(before.getUTCMonth() - months);
  await db.deleteFrom("first_exposures").where("recorded_at", "<", before).execute();
}
