// `npm run bench`: builds the site, serves it with the local stand-ins, runs Lighthouse (mobile
// defaults: simulated slow 4G, 4× CPU) in Debian's Chromium on every kind of page in every
// language (bench/pages.ts) and on the comparison pages (bench/comparison-server.ts), interleaved,
// three rounds, and prints the medians judged against the budgets (bench/budgets.ts); then, on the
// phone profile, when pages are hydrated, whether each control's first press works and how long a
// payer's return takes (bench/phone.ts). Also writes them as JSON (bench-results/) to compare commits.
// BENCH_ONLY=phone or BENCH_ONLY=lighthouse runs one part; BENCH_KINDS and BENCH_LANGS narrow the pages;
// BENCH_BEFORE=<another build's build/client> audits its pages too, in the same rounds ("before /x");
// BENCH_BUILD=<a build/client> measures that build instead of building this tree (a copy keeps a
// build that someone else's `npm run build` replaces midway);
// BENCH_PROTOCOL=h2 serves every page over HTTP/2 with TLS, as production does (bench/tls-front.ts).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import { parseSiteConfig } from "../app/config/schema.ts";
import { localServicesPort } from "../app/contracts/ports.ts";
import { createSiteServer } from "../server/site-server.ts";
import { readBuildPolicy } from "../server/build-output.ts";
import { securityHeaders } from "../server/security-headers.ts";
import { createApi, type Api } from "../api/api.ts";
import { pgliteDatabase } from "../api/database/pglite.ts";
import { localApiEnv } from "../local/api-env.ts";
import { startLocalServices } from "../local/services.ts";
import { DEFERRED_MODULES_ID } from "../app/boot/module-downloads.ts";
import { auditPages, type LighthouseResults } from "./lighthouse-audit.ts";
import { printLighthouse } from "./lighthouse-table.ts";
import { comparisonPages, ONE_LINE_PAGE, startComparisonServer, TEMPLATE_LANDING } from "./comparison-server.ts";
import { firstLoadJs } from "./first-load-js.ts";
import { sitePages } from "./pages.ts";
import { buildEnv } from "../scripts/build-env.ts";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.ts";
import { measurePhone, type PhoneResults } from "./phone.ts";
import { currentCommit, saveResults } from "./save-results.ts";
import { benchProtocol, startTlsFronts, TLS_FRONT_CHROMIUM_FLAGS } from "./tls-front.ts";

const root = join(import.meta.dirname, "..");
const clientDir = process.env.BENCH_BUILD ?? join(root, "build", "client");
const RUNS = Number(process.env.BENCH_RUNS) || 3;
const pages = sitePages();
// The phone profile's pages: the first presses are on them; German (long words) and Japanese (another script).
const phonePaths = ["/", "/pricing", "/de", "/ja", "/play/tsla"];

if (!process.env.BENCH_SKIP_BUILD && !process.env.BENCH_BUILD)
  execFileSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });

const settings = buildEnv(root);
const siteConfig = parseSiteConfig(settings);
// The site with its API, as `npm start` serves it (the landing page tells it each visit), its
// database a PGlite of its own in a temporary folder.
const servicesPort = localServicesPort(settings);
const made: { api?: Api } = {};
async function serve(dir: string) {
  const server = createSiteServer({ root: dir, api: (request) => made.api!.handle(request) });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}
const { server: site, origin: plainOrigin } = await serve(clientDir);
const beforeDir = process.env.BENCH_BEFORE;
const before = beforeDir ? await serve(beforeDir) : undefined;
const comparison = await startComparisonServer(securityHeaders(readBuildPolicy(clientDir)));
const plainOrigins = [plainOrigin, comparison.origin, ...(before ? [before.origin] : [])];
const protocol = benchProtocol();
const h2 = protocol === "h2";
const fronts = h2 ? await startTlsFronts(plainOrigins) : undefined;
// The origins the browsers load: the servers' own, or their fronts'.
const [origin = plainOrigin, comparisonOrigin = comparison.origin, beforeOrigin] = fronts?.origins ?? plainOrigins;
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
  siteOrigins: [origin, ...(beforeOrigin ? [beforeOrigin] : [])],
  clientId: siteConfig.auth.clientId,
  apiAudience: siteConfig.auth.audience,
  productName: siteConfig.productName,
}).catch((error: NodeJS.ErrnoException) => {
  console.warn(`Local stand-ins not started (${error.code ?? error.message}); the measured pages barely call them.`);
  return undefined;
});

let lighthouseResults: LighthouseResults = { results: {}, runs: {}, scripts: {} };
let phone: PhoneResults | undefined;
/** Why the phone's part could not measure (its browser died, say): the Lighthouse rounds are kept all the same. */
let phoneFailure: string | undefined;
const onlyPhone = process.env.BENCH_ONLY === "phone";
const chrome = onlyPhone
  ? undefined
  : await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: [
        "--headless=new",
        "--disable-dev-shm-usage",
        ...chromiumFlags,
        ...(h2 ? TLS_FRONT_CHROMIUM_FLAGS : []),
      ],
    });

try {
  if (chrome) {
    lighthouseResults = await auditPages(
      chrome.port,
      [
        ...comparisonPages.map(({ name, path }) => ({
          name,
          url: `${comparisonOrigin}${path}`,
          allCategories: false,
        })),
        ...pages.flatMap(({ path }) => [
          ...(beforeOrigin ? [{ name: `before ${path}`, url: `${beforeOrigin}${path}`, allCategories: false }] : []),
          { name: path, url: `${origin}${path}`, allCategories: true },
        ]),
      ],
      RUNS,
    );
    for (const [dir, prefix] of [[clientDir, ""], ...(beforeDir ? [[beforeDir, "before "]] : [])] as const) {
      for (const page of pages) {
        // A page the app never runs on loads only its own inline script.
        if (!readFileSync(join(dir, page.html), "utf8").includes(`id="${DEFERRED_MODULES_ID}"`)) continue;
        lighthouseResults.results[`${prefix}${page.path}`]!.firstLoadJsBrotliBytes = firstLoadJs(
          dir,
          page.html,
        ).brotliBytes;
      }
    }
  }
  if (process.env.BENCH_ONLY !== "lighthouse")
    phone = await measurePhone(origin, `http://localhost:${servicesPort}`, phonePaths, RUNS, {
      plainOrigin,
      browserArgs: h2 ? TLS_FRONT_CHROMIUM_FLAGS : [],
    }).catch((error: unknown) => {
      phoneFailure = `the phone profile could not measure: ${error instanceof Error ? error.message : String(error)}`;
      return undefined;
    });
} finally {
  await chrome?.kill();
  await fronts?.stop();
  comparison.server.close();
  site.close();
  before?.server.close();
  services?.close();
  await api.close();
  rmSync(databaseDir, { recursive: true, force: true });
}

const failures = [
  ...(phoneFailure ? [phoneFailure] : []),
  ...(phone?.failures ?? []),
  ...(chrome
    ? printLighthouse(
        lighthouseResults.results,
        comparisonPages.map((page) => page.name),
        { oneLine: ONE_LINE_PAGE, template: TEMPLATE_LANDING },
        pages,
        RUNS,
      )
    : []),
];
saveResults(
  { root, commit: currentCommit(root), rounds: RUNS, protocol },
  { lighthouse: chrome ? lighthouseResults : undefined, phone },
);
if (failures.length) {
  console.log(`Over budget:\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
}
