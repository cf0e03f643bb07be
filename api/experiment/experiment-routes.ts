// The headline experiment's routes (api/handler.ts):
//   POST /api/exposures    a landing visit's beacon (exposures.ts), written in batches (exposure-batch.ts); no sign-in, bots dropped;
//                          a withdrawal of consent is written before its answer
//   GET  /api/experiment   the owner's readout (readout.ts), `?since=YYYY-MM-DD&until=YYYY-MM-DD` (`readoutPeriod`, zod)
//                          and the lifts worth having, `&trialLift=20&paidLift=20&revenueLift=20` (`plannedLifts`)
import { z } from "zod";
import type { ExposureBeacon } from "../../app/contracts/experiment-api.ts";
import { liftParameters, liftPercent, type ExperimentMetric } from "../../app/contracts/experiment-plan.ts";
import type { DatabaseAccess } from "../database/database.ts";
import { exposureBatcher } from "./exposure-batch.ts";
import { recordWithdrawal } from "../subscribers/consent-withdrawals.ts";
import { forgetExpired, forgetFirstExposure, recordExposures } from "./exposures.ts";
import { experimentCounts } from "./experiment-counts.ts";
import { readout } from "./readout.ts";

/** A whole day; empty or absent: from the beginning, or until now. */
const day = z
  .string()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/)
  .optional();
/** Before the site had any visitor. */
const BEGINNING = new Date("2026-01-01T00:00:00.000Z");

/** The readout's period from its query: whole days, `until` included; refused when either is not a day, or since is after until. */
export const readoutPeriod = z
  .object({ since: day, until: day })
  .transform(({ since, until }) => ({
    since: since ? new Date(`${since}T00:00:00.000Z`) : BEGINNING,
    until: until ? new Date(`${until}T23:59:59.999Z`) : new Date(),
  }))
  .refine(({ since, until }) => since.getTime() <= until.getTime());

/** A percentage in the range (the contract's `liftPercent`); empty or absent: the default. */
const lift = z
  .string()
  .optional()
  .transform(liftPercent)
  .refine((percent) => percent !== null);

/** The smallest lifts worth having from the query, as fractions; refused when one is not a percentage in the range. */
export const plannedLifts = z
  .object({
    [liftParameters.trialRate]: lift,
    [liftParameters.paidRate]: lift,
    [liftParameters.revenuePerVisitor]: lift,
  })
  .transform(
    (query) =>
      Object.fromEntries(
        Object.entries(liftParameters).map(([metric, name]) => [metric, query[name]! / 100]),
      ) as Record<ExperimentMetric, number>,
  );

/** How long a visitor's first headline is kept (the privacy policy says so), and how often the expired are deleted. */
const KEPT_MONTHS = 13;
const PURGE_EVERY_MS = 60 * 60 * 1000;

/** `batchBeacons` false: each beacon is written before its answer (a Worker: exposure-batch.ts). */
export function experimentRoutes(database: DatabaseAccess, { batchBeacons = true } = {}) {
  let purged = 0;
  const batcher = exposureBatcher(
    (batch) =>
      database.use(async (db) => {
        await recordExposures(db, batch);
        if (Date.now() - purged < PURGE_EVERY_MS) return;
        purged = Date.now();
        // The batch is written: a purge that fails now is tried again next time, never the batch.
        await forgetExpired(db, KEPT_MONTHS).catch(() => (purged = 0));
      }),
    batchBeacons ? undefined : 0,
  );
  return {
    async record(beacon: ExposureBeacon) {
      if (!("withdraw" in beacon))
        return batcher.add({ visit: "variant" in beacon ? beacon.variant : undefined, first: beacon.first });
      // Kept before the answer and before anything else, so no sale of theirs is reported whatever
      // fails after (the page sends it again until it has a 2xx).
      await database.use((db) => recordWithdrawal(db, beacon.withdraw));
      // Nothing of theirs may be written after the deletion: forgotten if waiting, written first if on its way.
      batcher.forget(beacon.withdraw);
      await batcher.flush();
      await database.use((db) => forgetFirstExposure(db, beacon.withdraw));
    },
    async readout({ since, until }: { since: Date; until: Date }, lifts?: Record<ExperimentMetric, number>) {
      await batcher.flush();
      return database.use(async (db) => readout(await experimentCounts(db, since, until), since, until, lifts));
    },
    /** A beacon refused by the per-source limit: counted for the readout, written with the next batch. */
    refused: () => batcher.refuse(),
    /** Writes the beacons that wait (a server's shutdown). */
    flush: () => batcher.flush(),
  };
}

export type ExperimentRoutes = ReturnType<typeof experimentRoutes>;
