// Self-hosting entry (`npm run serve`): serves an existing build at PORT (default 3000) on every
// interface, or on HOST only (127.0.0.1 behind a local proxy). SITE_DIR points at another build's
// client directory; TRUST_PROXY=1 trusts X-Forwarded-Proto from a TLS-terminating proxy (for
// HSTS). The site's API (/api/) takes its secrets from the environment (README, Configuration):
// without them the pages are served and the API answers 503, as the start-up message says. It
// does not start on a PGlite folder another server holds. SIGTERM or SIGINT stops it gracefully.
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import type { Api } from "../api/api.ts";
import { sitePort } from "../app/contracts/ports.ts";
import { onStopSignal } from "./graceful-shutdown.ts";
import { startNodeApi } from "./node-api.ts";
import { createSiteServer, type SiteServer } from "./site-server.ts";

function fail(message: unknown): never {
  console.error(message instanceof Error ? message.message : message);
  process.exit(1);
}

let port: number;
try {
  port = sitePort(process.env);
} catch (error) {
  fail(error);
}
const root = resolve(process.env.SITE_DIR || join(import.meta.dirname, "..", "build", "client"));

// Its database: the Postgres of DATABASE_URL, or PGlite in DATABASE_DIR (.data/database by default).
let api: Api;
try {
  api = await startNodeApi(process.env);
} catch (error) {
  fail(error);
}

let site: SiteServer;
try {
  site = createSiteServer({ root, api: api.handle });
} catch (error) {
  fail(error);
}

site.on("error", (error: NodeJS.ErrnoException) =>
  fail(error.code === "EADDRINUSE" ? `Port ${port} is in use; set PORT to another one.` : error),
);
site.listen(port, process.env.HOST || undefined, () =>
  console.log(`Site: http://localhost:${(site.address() as AddressInfo).port}`),
);

onStopSignal((signal) => {
  console.log(`${signal}: finishing open requests, then stopping.`);
  site
    .shutdown()
    .then(() => api.close())
    .then(() => process.exit(0), fail);
});
