// The databases `npm run bench:load` measures the API on (api-servers.ts), seeded with the API's
// own record functions before its server starts: PGlite in a fresh folder (then the server
// process's alone), and a real PostgreSQL server started as the API's tests start one
// (testing/database/throwaway-postgres.ts, Debian's `postgresql`). One person has a customer and a live Max
// subscription among a thousand other subscribers.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postgresDialect, sharedDatabase, type DatabaseAccess } from "../../api/database/database.ts";
import { pgliteDatabase } from "../../api/database/pglite.ts";
import { startPostgres } from "../../testing/database/throwaway-postgres.ts";
import { linkCustomer, rememberPersonEmail } from "../../api/subscribers/people.ts";
import { grantTrial, storeSubscription } from "../../api/subscribers/stored-subscriptions.ts";
import { chargeColumns } from "../../api/subscribers/subscription-record.ts";
import type { OfferId } from "../../app/contracts/offer-ids.ts";
import { priceList } from "../../app/contracts/price-list.ts";

/** The person whose requests the bench sends. */
export const BENCH_PERSON = "auth0|bench-subscriber";
const OTHER_SUBSCRIBERS = 1000;
const DAY = 24 * 60 * 60 * 1000;
const OFFERS: OfferId[] = ["pro-monthly", "pro-annual", "max-monthly", "max-annual"];

/** A period's charge in dollars, as the provider's Price says and the API stores it. */
function chargeOf(offer: OfferId) {
  const annual = offer.endsWith("-annual");
  const amount = Math.round(priceList.USD[offer] * (annual ? 12 : 1) * 100);
  return chargeColumns({ amount, currency: "USD", interval: annual ? "year" : "month" });
}

/**
 * Migrates the database (on first use) and stores the subscribers: each a customer and a
 * subscription with its charge, after a week's trial, 30 days ago; the bench's person on Max
 * monthly, live, their email checked with the identity provider just now; every tenth other
 * person's subscription has ended. Then lets the database go. Without the charge the API would read
 * the subscription again from the provider (nothing listens: 502), and without the check it would
 * ask the identity provider's /userinfo on every request.
 */
async function seed(database: DatabaseAccess): Promise<void> {
  const started = Date.now() - 30 * DAY;
  try {
    await database.use((db) =>
      db.transaction().execute(async (trx) => {
        for (let i = 0; i <= OTHER_SUBSCRIBERS; i++) {
          const person = i === 0 ? BENCH_PERSON : `auth0|subscriber-${i}`;
          const ended = i > 0 && i % 10 === 0;
          const offer = i === 0 ? "max-monthly" : OFFERS[i % OFFERS.length]!;
          await linkCustomer(trx, person, `cus_bench${i}`);
          await storeSubscription(trx, {
            id: `sub_bench${i}`,
            customer_id: `cus_bench${i}`,
            offer,
            status: ended ? "canceled" : "active",
            trial_end: new Date(started + 7 * DAY),
            current_period_end: new Date(started + 37 * DAY),
            cancel_at_period_end: false,
            ended_at: ended ? new Date(started + 7 * DAY) : null,
            variant: "B",
            client_id: "Ab3dE6gH9",
            analytics_consent: true,
            created_at: new Date(started),
            synced_at: new Date(),
            ...chargeOf(offer),
          });
          await grantTrial(trx, person, `sub_bench${i}`);
        }
        await rememberPersonEmail(trx, BENCH_PERSON, {
          email: "bench-subscriber@example.com",
          email_verified: true,
          checked_at: new Date(),
        });
      }),
    );
  } finally {
    await database.close();
  }
}

/** A seeded database and the server settings that point at it. */
export interface BenchDatabase {
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function pgliteFolder(): Promise<BenchDatabase> {
  const directory = await mkdtemp(join(tmpdir(), "bench-pglite-"));
  const stop = () => rm(directory, { recursive: true, force: true });
  try {
    await seed(pgliteDatabase(directory));
  } catch (error) {
    await stop();
    throw error;
  }
  // An empty DATABASE_URL is unset: a DATABASE_URL in the bench's environment must not win here.
  return { env: { DATABASE_DIR: directory, DATABASE_URL: "" }, stop };
}

export async function postgresServer(): Promise<BenchDatabase> {
  const postgres = await startPostgres();
  try {
    await seed(sharedDatabase(() => postgresDialect(postgres.url)));
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  return { env: { DATABASE_URL: postgres.url }, stop: () => postgres.stop() };
}
