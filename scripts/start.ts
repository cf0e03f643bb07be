// `npm start`: builds the site when needed, then serves it at http://localhost:3000 (PORT) beside
// the local stand-ins for the hosted services at http://localhost:3001 (LOCAL_SERVICES_PORT), with
// the site's API (/api/) pointed at them.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { parseSiteConfig } from "../app/config/schema.ts";
import { SITE_CONFIG_STAMP } from "../app/contracts/build-stamp.ts";
import { localServicesOrigin, localServicesPort, sitePort } from "../app/contracts/ports.ts";
import { SCRIPT_HASHES_FILE } from "../server/build-output.ts";
import { onStopSignal } from "../server/graceful-shutdown.ts";
import { startNodeApi } from "../server/node-api.ts";
import { createSiteServer } from "../server/site-server.ts";
import { localApiEnv } from "../local/api-env.ts";
import { buildEnv } from "./build-env.ts";
import { startLocalServices } from "../local/services.ts";

const projectRoot = join(import.meta.dirname, "..");
const clientDir = join(projectRoot, "build", "client");
const configStamp = join(projectRoot, SITE_CONFIG_STAMP);
// Written last by the build (scripts/postbuild.ts), so an interrupted build counts as none.
const buildMarker = join(projectRoot, "build", SCRIPT_HASHES_FILE);
const sources = ["app", "public", "scripts", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** Builds when there is no build, the sources changed, or the settings differ from the build's. */
function buildIfNeeded(configJson: string): void {
  const builtAt = existsSync(buildMarker) ? statSync(buildMarker).mtimeMs : 0;
  const sameConfig = existsSync(configStamp) && readFileSync(configStamp, "utf8") === configJson;
  const changedAt = Math.max(...sources.map((source) => newestChange(join(projectRoot, source))));
  if (builtAt > changedAt && sameConfig) return;
  console.log(builtAt ? "The sources or settings changed since the last build; rebuilding…" : "Building the site…");
  execFileSync("npm", ["run", "build"], { cwd: projectRoot, stdio: "inherit" });
}

const settings = buildEnv(projectRoot);
let config, port: number, servicesPort: number;
try {
  config = parseSiteConfig(settings);
  port = sitePort(settings);
  servicesPort = localServicesPort(settings);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
buildIfNeeded(JSON.stringify(config));

const siteOrigin = `http://localhost:${port}`;

// The site's API talks to the stand-ins below, unless the environment points it elsewhere; its
// database is PGlite in .data/database (DATABASE_DIR), or the Postgres of DATABASE_URL: a folder
// another server holds (a second `npm start`) ends this one.
const api = await startNodeApi(
  localApiEnv(localServicesOrigin(settings), process.env, { url: siteOrigin, auth: config.auth }),
).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const site = createSiteServer({ root: clientDir, api: api.handle });
const exitOnListenError = (name: string, listenPort: number) => (error: NodeJS.ErrnoException) => {
  const hint = name === "site" ? "PORT" : "LOCAL_SERVICES_PORT";
  console.error(error.code === "EADDRINUSE" ? `Port ${listenPort} is in use; set ${hint} to another one.` : error);
  process.exit(1);
};
site.on("error", exitOnListenError("site", port));

const services = await startLocalServices({
  port: servicesPort,
  siteOrigins: [siteOrigin],
  clientId: config.auth.clientId,
  apiAudience: config.auth.audience,
  productName: config.productName,
}).catch(exitOnListenError("services", servicesPort));

site.listen(port, () => {
  console.log(`Site:           ${siteOrigin}`);
  console.log(
    `Local services: http://localhost:${servicesPort} (identity provider, checkout with its API and webhooks, Measurement Protocol)`,
  );
});

onStopSignal(() => {
  services.close();
  void site
    .shutdown()
    .then(() => api.close())
    .then(() => process.exit(0));
});
