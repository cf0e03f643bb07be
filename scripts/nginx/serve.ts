// Serves the build with Debian's nginx and the build's own server blocks over plain http on PORT,
// until SIGTERM or Ctrl-C: the end-to-end checks run against it (playwright.config.ts). Production
// nginx uses build/nginx/site.conf as it is (docs/operations.md, "nginx"). NGINX_API_UPSTREAM is the Node server
// that answers /api/ (the end-to-end checks' own).
import { join } from "node:path";
import { sitePort } from "../../app/contracts/ports.ts";
import { readBuildPolicy } from "../../server/build-output.ts";
import { securityHeaders } from "../../server/security-headers.ts";
import { startNginx } from "./start-nginx.ts";

const clientDir = join(import.meta.dirname, "..", "..", "build", "client");
const port = sitePort(process.env);
const nginx = await startNginx({
  root: clientDir,
  security: securityHeaders(readBuildPolicy(clientDir)),
  httpListen: `127.0.0.1:${port}`,
  port,
  apiUpstream: process.env.NGINX_API_UPSTREAM?.trim() || undefined,
});
console.log(`Site: ${nginx.origin} (nginx)`);
const stop = () => void nginx.stop().then(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
