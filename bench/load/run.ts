// `npm run bench:load`: requests per second and p50/p99 latency of the site server for the landing
// page and a hashed asset, and of nginx serving the same build when it is installed; then of the
// site's API on PGlite and on PostgreSQL (bench/load/api-servers.ts): `GET /api/subscription`
// for a signed-in subscriber, the landing beacons' `POST /api/exposures` (a new visitor's each, two
// to an address, bench/load/exposure-beacons.ts: a crowd, none of it refused by the per-source
// limit), and both at once, to see what a flood of beacons does to a person's request. Loopback
// only; each run lasts BENCH_SECONDS (10) after a short warm-up (none for the two side by side: the
// server is warm by then). Needs `npm run build` first, and Debian's `postgresql` for the API's rows.
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { experimentPaths } from "../../app/contracts/experiment-api.ts";
import { ratios } from "../budgets.ts";
import { subscriberPaths } from "../../app/contracts/subscription-api.ts";
import { readBuildPolicy, SCRIPT_HASHES_FILE } from "../../server/build-output.ts";
import { hashedAssetsIn } from "../../server/cache-policy.ts";
import { securityHeaders } from "../../server/security-headers.ts";
import { measure, type LoadOptions, type Measurement } from "./measure.ts";
import { freeLoopbackPort, startSite } from "../../scripts/site-process.ts";
import { startApiServers } from "./api-servers.ts";
import { BEACON_HEADERS, exposureBeacons } from "./exposure-beacons.ts";
import { nginxInstalled, startNginx, type RunningServer } from "../../scripts/nginx/start-nginx.ts";

const projectRoot = join(import.meta.dirname, "..", "..");
const clientDir = join(projectRoot, "build", "client");
const seconds = Number(process.env.BENCH_SECONDS) || 10;
const connections = Number(process.env.BENCH_CONNECTIONS) || 10;
// Both servers send their precompressed .gz copies, so nginx compares alike with or without its
// brotli module.
const load: LoadOptions = { seconds, connections, headers: { "accept-encoding": "gzip" } };

function hashedStylesheet(): string {
  const html = readFileSync(join(clientDir, "index.html"), "utf8");
  const stylesheet = hashedAssetsIn(html).find((path) => path.endsWith(".css"));
  if (!stylesheet) throw new Error("No hashed stylesheet in build/client/index.html");
  return stylesheet;
}

/**
 * Measures each path on each server in turn, so a busy machine weighs on both alike, rather than
 * on whichever happened to run during the busy minute.
 */
async function run(
  servers: Map<string, RunningServer>,
  paths: string[],
  options: LoadOptions = load,
): Promise<Measurement[]> {
  const results: Measurement[] = [];
  for (const path of paths) {
    for (const [name, server] of servers) {
      await measure(name, server.origin, path, { ...options, seconds: 2 }); // warm-up, not reported
      results.push(await measure(name, server.origin, path, options));
    }
  }
  return results;
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

const request = (r: Measurement) =>
  `${r.method === "GET" ? "" : `${r.method} `}${r.path}${r.beside ? ` during ${r.beside}` : ""}`;

function table(results: Measurement[]): string {
  const lines = [
    `${"server".padEnd(12)} ${"path".padEnd(32)} ${pad("req/s", 9)} ${pad("p50 ms", 7)} ${pad("p99 ms", 7)} errors`,
  ];
  for (const r of results) {
    lines.push(
      `${r.server.padEnd(12)} ${request(r).padEnd(32)} ${pad(r.requestsPerSecond.toFixed(0), 9)} ${pad(r.p50Ms, 7)} ${pad(r.p99Ms, 7)} ${r.errors}`,
    );
  }
  return lines.join("\n");
}

if (!existsSync(join(projectRoot, "build", SCRIPT_HASHES_FILE))) {
  console.error("No finished build: run `npm run build` first.");
  process.exit(1);
}

const paths = ["/", hashedStylesheet()];
console.log(`Load: ${connections} connections, ${seconds} s per target, Accept-Encoding: gzip, loopback only.`);
const servers = new Map<string, RunningServer>();
let results: Measurement[];
try {
  servers.set("site", await startSite(clientDir));
  if (nginxInstalled()) {
    const port = await freeLoopbackPort();
    const security = securityHeaders(readBuildPolicy(clientDir));
    servers.set("nginx", await startNginx({ root: clientDir, security, httpListen: `127.0.0.1:${port}`, port }));
  } else {
    console.log(
      "nginx is not installed (apt-get install nginx): measuring the site server only, its budget not judged.",
    );
  }
  results = await run(servers, paths);
} finally {
  await Promise.all([...servers.values()].map((server) => server.stop()));
}
// The API's servers only now, so the pages' runs had the machine to themselves.
const apis = await startApiServers(clientDir);
const subscription: LoadOptions = { ...load, headers: { ...load.headers, ...apis.headers } };
// One crowd for the whole run, so no visitor's first headline is sent twice.
const beacons: LoadOptions = { ...load, headers: { ...load.headers, ...BEACON_HEADERS }, post: exposureBeacons() };
try {
  results.push(...(await run(apis.servers, [subscriberPaths.subscription], subscription)));
  results.push(...(await run(apis.servers, [experimentPaths.exposures], beacons)));
  // A person's request while beacons flood in, each load on connections of its own.
  for (const [name, server] of apis.servers) {
    results.push(
      ...(await Promise.all([
        measure(name, server.origin, subscriberPaths.subscription, { ...subscription, beside: "beacons" }),
        measure(name, server.origin, experimentPaths.exposures, { ...beacons, beside: "GETs" }),
      ])),
    );
  }
  await apis.check();
} finally {
  await apis.stop();
}

console.log(`\n${table(results)}\n`);
/** autocannon measures whole milliseconds: a 0 means under 1 ms, and a ratio to it means nothing. */
const ratio = (site: number, nginx: number) => (nginx > 0 ? `${(site / nginx).toFixed(2)}×` : "n/a (nginx < 1 ms)");
const slowerThanBudget: string[] = [];
for (const path of paths) {
  const site = results.find((r) => r.server === "site" && r.path === path);
  const nginx = results.find((r) => r.server === "nginx" && r.path === path);
  if (site && nginx) {
    console.log(
      `${path}: site/nginx req/s ${ratio(site.requestsPerSecond, nginx.requestsPerSecond)}, ` +
        `p50 ${ratio(site.p50Ms, nginx.p50Ms)}, p99 ${ratio(site.p99Ms, nginx.p99Ms)}`,
    );
    if (site.requestsPerSecond < ratios.siteOfNginxRequests * nginx.requestsPerSecond) slowerThanBudget.push(path);
  }
}

await mkdir(join(projectRoot, "bench-results"), { recursive: true });
await writeFile(join(projectRoot, "bench-results", "load.json"), `${JSON.stringify(results, null, 2)}\n`);

const failed = results.filter((r) => r.errors > 0);
if (failed.length > 0) {
  console.error(`Errors under load: ${failed.map((r) => `${r.server} ${request(r)} (${r.errors})`).join(", ")}`);
}
if (slowerThanBudget.length > 0) {
  console.error(
    `Over budget: the Node server serves under ${ratios.siteOfNginxRequests}× nginx's requests a second on ` +
      slowerThanBudget.join(", "),
  );
}
if (failed.length > 0 || slowerThanBudget.length > 0) process.exit(1);
