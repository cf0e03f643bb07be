// The site server with its API as in production, for `npm run bench:load`: `GET /api/subscription`
// and the landing beacon's `POST /api/exposures`, once on each database the API runs on: PGlite in a
// fresh folder, and a real PostgreSQL server started as the API's tests start one
// (testing/database/throwaway-postgres.ts, Debian's `postgresql`). The subscriber routes are on: an identity
// provider of the bench's own (a key pair, its JWKS on a tiny server) signs the access tokens, and
// one person has a customer and a live Max subscription among a thousand other subscribers, stored
// with the API's own record functions before the server starts (PGlite's folder is then the server
// process's alone). The owner's token reads the experiment's readout, to check that the beacons
// were stored. The payment settings are the offline ones of local/api-env.ts, pointing at a port
// nothing listens on: neither route calls the provider.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { postgresDialect, sharedDatabase, type DatabaseAccess } from "../../api/database/database.ts";
import { pgliteDatabase } from "../../api/database/pglite.ts";
import { startPostgres } from "../../testing/database/throwaway-postgres.ts";
import { linkCustomer, rememberPersonEmail } from "../../api/subscribers/people.ts";
import { grantTrial, storeSubscription } from "../../api/subscribers/stored-subscriptions.ts";
import { chargeColumns } from "../../api/subscribers/subscription-record.ts";
import { experimentPaths, OWNER_PERMISSION, type ExperimentReadout } from "../../app/contracts/experiment-api.ts";
import type { OfferId } from "../../app/contracts/offer-ids.ts";
import { priceList } from "../../app/contracts/price-list.ts";
import { subscriberPaths, type SubscriptionAnswer } from "../../app/contracts/subscription-api.ts";
import { localApiEnv } from "../../local/api-env.ts";
import type { RunningServer } from "../nginx/start-nginx.ts";
import { freeLoopbackPort, startSite } from "./site-process.ts";

const SITE_URL = "https://snapsong.test";
const AUDIENCE = "https://api.snapsong.test/";
const PERSON = "auth0|bench-subscriber";
const OWNER = "auth0|bench-owner";
const OTHER_SUBSCRIBERS = 1000;
const DAY = 24 * 60 * 60 * 1000;

/** An identity provider reduced to what the API asks of it: its keys, at Auth0's JWKS path. */
async function startIdentity() {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: "bench", alg: "RS256", use: "sig" }] });
  const server = createServer((req, res) => {
    if (req.url === "/.well-known/jwks.json") res.writeHead(200, { "Content-Type": "application/json" }).end(jwks);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** An access token for the API, as Auth0 issues one (24 h, its default lifetime). */
    token: (person: string, permissions: string[] = []) =>
      new SignJWT({ scope: "openid profile email", permissions })
        .setProtectedHeader({ alg: "RS256", kid: "bench" })
        .setIssuer(`${origin}/`)
        .setAudience(AUDIENCE)
        .setSubject(person)
        .setIssuedAt()
        .setExpirationTime("24h")
        .sign(privateKey),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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
          const person = i === 0 ? PERSON : `auth0|subscriber-${i}`;
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
        await rememberPersonEmail(trx, PERSON, {
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
interface BenchDatabase {
  env: Record<string, string>;
  stop(): Promise<void>;
}

async function pgliteFolder(): Promise<BenchDatabase> {
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

async function postgresServer(): Promise<BenchDatabase> {
  const postgres = await startPostgres();
  try {
    await seed(sharedDatabase(() => postgresDialect(postgres.url)));
  } catch (error) {
    await postgres.stop();
    throw error;
  }
  return { env: { DATABASE_URL: postgres.url }, stop: () => postgres.stop() };
}

/** Fails loudly unless the API answers the token's person with their Max plan, and a request without a token with 401. */
async function expectMaxPlan(name: string, origin: string, token: string): Promise<void> {
  const url = `${origin}${subscriberPaths.subscription}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${name}: GET ${url} answered ${response.status}, not 200: ${body}`);
  const answer = JSON.parse(body) as SubscriptionAnswer;
  if (answer.plan !== "max" || answer.status !== "active") {
    throw new Error(`${name}: GET ${url} answered ${body}, not the seeded person's active Max plan.`);
  }
  const anonymous = await fetch(url);
  if (anonymous.status !== 401)
    throw new Error(`${name}: GET ${url} without a token answered ${anonymous.status}, not 401.`);
}

/** The landing visits and first headlines the owner's readout counts, every day's. */
async function storedExposures(name: string, origin: string, ownerToken: string) {
  const url = `${origin}${experimentPaths.readout}`;
  const response = await fetch(url, { headers: { Authorization: `Bearer ${ownerToken}` } });
  const body = await response.text();
  if (response.status !== 200) throw new Error(`${name}: GET ${url} answered ${response.status}, not 200: ${body}`);
  const { arms } = JSON.parse(body) as ExperimentReadout;
  return {
    visits: arms.reduce((sum, arm) => sum + arm.visits, 0),
    visitors: arms.reduce((sum, arm) => sum + arm.visitors, 0),
  };
}

export interface ApiServers {
  /** `api-pglite` and `api-postgres`: the site server on each database, checked to answer 200 with `plan: "max"`. */
  servers: Map<string, RunningServer>;
  /** The request headers of the seeded person: their access token. */
  headers: Record<string, string>;
  /**
   * Checks each server again after the loads: the person's Max plan, and more landing visits and
   * first headlines than at the start (the beacons were stored, not dropped as a bot's). Its
   * queries queue behind those of the requests the load generator gave up on at the end, so
   * `stop()` seldom closes the database under one of them: the server's shutdown waits for answers
   * owed, not for work whose client has gone, and logs "driver has already been destroyed" for it
   * (harmless; nobody is waiting).
   */
  check(): Promise<void>;
  stop(): Promise<void>;
}

export async function startApiServers(clientDir: string): Promise<ApiServers> {
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const identity = await startIdentity();
    cleanups.push(identity.stop);
    const token = await identity.token(PERSON);
    const ownerToken = await identity.token(OWNER, [OWNER_PERMISSION]);
    const nothingListens = `http://127.0.0.1:${await freeLoopbackPort()}`;
    const apiEnv = localApiEnv(
      nothingListens,
      {},
      { url: SITE_URL, auth: { origin: identity.origin, audience: AUDIENCE } },
    );
    const servers = new Map<string, RunningServer>();
    const exposuresAtStart = new Map<string, Awaited<ReturnType<typeof storedExposures>>>();
    const databases: [string, () => Promise<BenchDatabase>][] = [
      ["api-pglite", pgliteFolder],
      ["api-postgres", postgresServer],
    ];
    for (const [name, open] of databases) {
      const database = await open();
      cleanups.push(database.stop);
      const server = await startSite(clientDir, { ...apiEnv, ...database.env });
      cleanups.push(server.stop);
      await expectMaxPlan(name, server.origin, token);
      exposuresAtStart.set(name, await storedExposures(name, server.origin, ownerToken));
      servers.set(name, server);
    }
    const check = async () => {
      for (const [name, server] of servers) {
        await expectMaxPlan(name, server.origin, token);
        const before = exposuresAtStart.get(name)!;
        const after = await storedExposures(name, server.origin, ownerToken);
        if (after.visits <= before.visits || after.visitors <= before.visitors) {
          throw new Error(
            `${name}: the readout counts ${JSON.stringify(after)}, no more than ${JSON.stringify(before)}.`,
          );
        }
      }
    };
    return { servers, headers: { authorization: `Bearer ${token}` }, check, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
