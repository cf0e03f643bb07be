// `npm run bench`: builds the site, serves it with the local stand-ins, runs Lighthouse (mobile
// defaults: simulated slow 4G, 4× CPU) three times on each page in Debian's Chromium, and prints
// the medians beside the budgets; then, on the phone profile, when each page is hydrated and
// whether each control's first press works (bench/phone.ts). Also writes them as JSON
// (bench-results/) to compare commits. BENCH_ONLY=phone skips Lighthouse.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { loadEnv } from "vite";
import { parseSiteConfig } from "../app/config/schema.ts";
import { localServicesPort } from "../app/contracts/ports.ts";
import { createSiteServer } from "../server/site-server.ts";
import { startLocalServices } from "../local/services.ts";
import { budgets } from "./budgets.ts";
import { printLighthouse } from "./lighthouse-table.ts";
import { firstLoadJs } from "./first-load-js.ts";
import { startFloorServer } from "./host-floor.ts";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.ts";
import { measurePhone, type PhoneResults } from "./phone.ts";
import { median } from "./table.ts";

const root = join(import.meta.dirname, "..");
const clientDir = join(root, "build", "client");
const RUNS = Number(process.env.BENCH_RUNS) || 3;
const pages = [
  { path: "/", html: "index.html" },
  { path: "/pricing", html: "pricing.html" },
  // The same route modules in other words: German (long words) and Japanese (another script).
  { path: "/de", html: "de.html" },
  { path: "/ja", html: "ja.html" },
  { path: "/play/tsla", html: "play/tsla.html" },
];

if (!process.env.BENCH_SKIP_BUILD) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

const siteConfig = parseSiteConfig({ ...loadEnv("production", root, ""), ...process.env });
const site = createSiteServer({ root: clientDir });
await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
const origin = `http://localhost:${(site.address() as AddressInfo).port}`;
const servicesPort = localServicesPort(process.env);
const services = await startLocalServices({
  port: servicesPort,
  siteOrigins: [origin],
  clientId: siteConfig.auth.clientId,
  productName: siteConfig.productName,
}).catch((error: NodeJS.ErrnoException) => {
  console.warn(`Local stand-ins not started (${error.code ?? error.message}); the measured pages do not call them.`);
  return undefined;
});

type Row = Record<string, number>;
const results: Record<string, Row> = {};
/** Every run's total blocking time, beside the medians: it varies a lot on a busy machine. */
const tbtRunsMs: Record<string, number[]> = {};
/** The same for a page with nothing on it (bench/host-floor.ts): what this host costs before the site adds anything. */
const floorTbtMs: number[] = [];
let phone: PhoneResults | undefined;
const onlyPhone = process.env.BENCH_ONLY === "phone";
const chrome = onlyPhone
  ? undefined
  : await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ["--headless=new", "--disable-dev-shm-usage", ...chromiumFlags],
    });
/** One Lighthouse run of `url` in the shared Chrome. */
async function audit(url: string): Promise<Row> {
  const result = await lighthouse(url, {
    port: chrome!.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
  });
  const lhr = result!.lhr;
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] })
      ?.items ?? [];
  // Main-thread tasks as Lighthouse models them on its phone (4× the observed time), over 50 ms.
  const longTasks = (lhr.audits["long-tasks"]?.details as { items?: { duration?: number }[] })?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: metric("first-contentful-paint"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    longestTaskMs: Math.max(0, ...longTasks.map((task) => task.duration ?? 0)),
    // Lighthouse's measure of this machine's speed: TBT scales with it, so compare runs on like hosts.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cls: metric("cumulative-layout-shift"),
    speedIndexMs: metric("speed-index"),
    transferBytes: metric("total-byte-weight"),
    jsTransferBytes: requests
      .filter((r) => r.resourceType === "Script")
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requests: requests.length,
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
    seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
  };
}

try {
  for (const page of chrome ? pages : []) {
    const runs: Row[] = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(`${origin}${page.path}`));
    const row: Row = {};
    for (const key of Object.keys(runs[0]!)) row[key] = median(runs.map((r) => r[key]!));
    tbtRunsMs[page.path] = runs.map((r) => r.tbtMs!);
    const js = firstLoadJs(clientDir, page.html);
    row.firstLoadJsBrotliBytes = js.brotliBytes;
    row.firstLoadJsGzipBytes = js.gzipBytes;
    results[page.path] = row;
  }
  if (chrome) {
    const floor = await startFloorServer(clientDir);
    try {
      for (let run = 0; run < RUNS; run++) floorTbtMs.push((await audit(`${floor.origin}/`)).tbtMs!);
    } finally {
      floor.server.close();
    }
  }
  phone = await measurePhone(
    origin,
    `http://localhost:${servicesPort}`,
    pages.map((page) => page.path),
    RUNS,
  );
} finally {
  await chrome?.kill();
  site.close();
  services?.close();
}

const failures = [
  ...(phone?.failures ?? []),
  ...printLighthouse(
    results,
    pages.map((page) => page.path),
    RUNS,
  ),
];
for (const [path, values] of Object.entries(tbtRunsMs)) {
  console.log(`tbtMs of each run on ${path}: ${values.map((value) => Math.round(value)).join(", ")}`);
}
if (floorTbtMs.length) {
  console.log(
    `tbtMs of each run on a page with nothing on it, served with the same headers (this host's floor): ` +
      `${floorTbtMs.map((value) => Math.round(value)).join(", ")}; median ${Math.round(median(floorTbtMs))}`,
  );
}

mkdirSync(join(root, "bench-results"), { recursive: true });
const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();
const out = join(root, "bench-results", `lighthouse-${commit}.json`);
writeFileSync(
  out,
  JSON.stringify(
    { commit, date: new Date().toISOString(), runs: RUNS, budgets, results, tbtRunsMs, floorTbtMs, phone },
    null,
    2,
  ),
);
console.log(`Wrote ${out}`);
if (failures.length) {
  console.log(`Over budget:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
}
