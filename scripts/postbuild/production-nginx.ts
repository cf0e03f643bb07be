// The nginx configuration the build leaves in build/nginx/site.conf, for the server the build is
// on: ports 80 and 443, the site's host name, and a certificate at fixed paths (docs/operations.md, "nginx").
import { resolve } from "node:path";
import { brotliModuleEnabled } from "./nginx-brotli.ts";
import { nginxSiteConfig } from "./nginx-config.ts";
import { installedHttp2Syntax } from "./nginx-http2.ts";

export const TLS_CERTIFICATE = "/etc/nginx/tls/site.crt";
export const TLS_CERTIFICATE_KEY = "/etc/nginx/tls/site.key";
/** Debian's access log, here in a format without queries (nginx-config.ts). */
export const ACCESS_LOG = "/var/log/nginx/access.log";

export function productionNginxConfig(clientDir: string, siteUrl: string, security: Record<string, string>): string {
  return nginxSiteConfig({
    root: resolve(clientDir),
    security,
    serverName: new URL(siteUrl).hostname,
    httpListen: "80",
    // Built on the server it runs on (the root path is absolute): its nginx says how to ask for HTTP/2,
    tls: {
      listen: "443",
      certificate: TLS_CERTIFICATE,
      certificateKey: TLS_CERTIFICATE_KEY,
      http2: installedHttp2Syntax(),
    },
    // and it loads the brotli module or not.
    brotli: brotliModuleEnabled(),
    // The Node server that runs the site's API; NGINX_API_UPSTREAM at build time names another.
    apiUpstream: process.env.NGINX_API_UPSTREAM?.trim() || undefined,
    accessLog: ACCESS_LOG,
  });
}
