// `npm run bench`: builds the site, serves it with the local stand-ins, runs Lighthouse (mobile
// defaults: simulated slow 4G, 4× CPU) three times on each page in Debian's Chromium, and prints
// the medians beside the budgets; then, on the phone profile, when each page is hydrated and
// whether each control's first press works (bench/phone.ts). Also writes them as JSON
// (bench-results/) to compare commits. BENCH_ONLY=phone skips Lighthouse.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { loadEnv } from "vite";
import { parseSiteConfig } from "../app/config/schema.ts";
import { localServicesPort } from "../app/contracts/ports.ts";
import { pageFileOf } from "../server/build-output.ts";
import { createSiteServer } from "../server/site-server.ts";
import { createApi, type Api } from "../api/api.ts";
import { pgliteDatabase } from "../api/database/pglite.ts";
import { localApiEnv } from "../local/api-env.ts";
import { startLocalServices } from "../local/services.ts";
import { auditPages, type LighthouseResults } from "./lighthouse-audit.ts";
import { printLighthouse } from "./lighthouse-table.ts";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.ts";
import { measurePhone, type PhoneResults } from "./phone.ts";
import { printTbtRuns, saveResults } from "./save-results.ts";

const root = join(import.meta.dirname, "..");
const clientDir = join(root, "build", "client");
const RUNS = Number(process.env.BENCH_RUNS) || 3;
// The same route modules in other words too: German (long words) and Japanese (another script).
const pages = ["/", "/pricing", "/de", "/ja", "/play/tsla"].map((path) => ({ path, html: pageFileOf(path) }));

if (!process.env.BENCH_SKIP_BUILD) execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

const siteConfig = parseSiteConfig({ ...loadEnv("production", root, ""), ...process.env });
// The site with its API, as `npm start` serves it (the landing page tells it each visit), its
// database a PGlite of its own in a temporary folder.
const servicesPort = localServicesPort(process.env);
const made: { api?: Api } = {};
const site = createSiteServer({ root: clientDir, api: (request) => made.api!.handle(request) });
await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
const origin = `http://localhost:${(site.address() as AddressInfo).port}`;
const databaseDir = mkdtempSync(join(tmpdir(), "bench-database-"));
const api = (made.api = createApi(
  localApiEnv(`http://localhost:${servicesPort}`, {}, { url: origin, auth: siteConfig.auth }),
  {
    database: () => pgliteDatabase(databaseDir),
    log: () => {},
  },
));
const services = await startLocalServices({
  port: servicesPort,
  siteOrigins: [origin],
  clientId: siteConfig.auth.clientId,
  apiAudience: siteConfig.auth.audience,
  productName: siteConfig.productName,
}).catch((error: NodeJS.ErrnoException) => {
  console.warn(`Local stand-ins not started (${error.code ?? error.message}); the measured pages barely call them.`);
  return undefined;
});

let lighthouseResults: LighthouseResults = { results: {}, tbtRunsMs: {}, floorTbtMs: [] };
let phone: PhoneResults | undefined;
const onlyPhone = process.env.BENCH_ONLY === "phone";
const chrome = onlyPhone
  ? undefined
  : await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ["--headless=new", "--disable-dev-shm-usage", ...chromiumFlags],
    });

try {
  if (chrome) lighthouseResults = await auditPages(chrome.port, origin, clientDir, pages, RUNS);
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
  await api.close();
  rmSync(databaseDir, { recursive: true, force: true });
}

const failures = [
  ...(phone?.failures ?? []),
  ...printLighthouse(
    lighthouseResults.results,
    pages.map((page) => page.path),
    RUNS,
  ),
];
printTbtRuns(lighthouseResults);
saveResults(root, RUNS, lighthouseResults, phone);
if (failures.length) {
  console.log(`Over budget:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
}
