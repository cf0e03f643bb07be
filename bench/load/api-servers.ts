// The site server with its API as in production, for `npm run bench:load`: `GET /api/subscription`
// and the landing beacon's `POST /api/exposures`, once on each database the API runs on, seeded
// (api-databases.ts). The subscriber routes are on: an identity provider of the bench's own
// (testing/api/test-identity.ts) signs the access tokens. The owner's token reads the experiment's readout,
// to check that the beacons were stored. The payment settings are the offline ones of
// local/api-env.ts, pointing at a port nothing listens on: neither route calls the provider.
import { OWNER_PERMISSION, experimentPaths, type ExperimentReadout } from "../../app/contracts/experiment-api.ts";
import { subscriberPaths, type SubscriptionAnswer } from "../../app/contracts/subscription-api.ts";
import { startTestIdentity, TEST_CLIENT_ID } from "../../testing/api/test-identity.ts";
import { localApiEnv } from "../../local/api-env.ts";
import type { RunningServer } from "../../scripts/nginx/start-nginx.ts";
import { BENCH_PERSON, pgliteFolder, postgresServer, type BenchDatabase } from "./api-databases.ts";
import { freeLoopbackPort, startSite } from "../../scripts/site-process.ts";

const SITE_URL = "https://snapsong.test";
const AUDIENCE = "https://api.snapsong.test/";
const OWNER = "auth0|bench-owner";

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
    const identity = await startTestIdentity();
    cleanups.push(identity.stop);
    const token = await identity.token(BENCH_PERSON, { audience: AUDIENCE });
    const ownerToken = await identity.token(OWNER, { audience: AUDIENCE, permissions: [OWNER_PERMISSION] });
    const nothingListens = `http://127.0.0.1:${await freeLoopbackPort()}`;
    const apiEnv = localApiEnv(
      nothingListens,
      {},
      { url: SITE_URL, auth: { origin: identity.issuer, audience: AUDIENCE, clientId: TEST_CLIENT_ID } },
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
      // As behind nginx, which names each visitor's address (the beacons' X-Real-IP, exposure-beacons.ts).
      const server = await startSite(clientDir, { ...apiEnv, ...database.env, TRUST_PROXY: "1" });
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
