// The nginx server configuration for a build: the same security headers and cache rules as the
// Node server and `_headers` (server/security-headers.ts, server/cache-policy.ts), precompressed
// copies, the designed 404 pages with status 404 and, with TLS, HSTS and an http→https redirect.
// It holds only server blocks, for an `include` inside `http {}` (Debian: /etc/nginx/conf.d/).
import { apiPaths } from "../../app/contracts/checkout-api.ts";
import {
  CACHE_A_DAY,
  CACHE_FOREVER,
  DO_NOT_STORE,
  HASHED_ASSET_SOURCE,
  PAGE_FILE_SOURCE,
  REVALIDATE,
} from "../../server/cache-policy.ts";
import { NO_VARY_SEARCH, QUERY_FREE_PAGES } from "../../server/build-output.ts";
import { ALLOWED_METHODS } from "../../server/request-screen.ts";
import { STRICT_TRANSPORT_SECURITY } from "../../server/security-headers.ts";
import { apiLocation } from "./nginx-api-proxy.ts";
import { headers, quote } from "./nginx-directives.ts";
import { pageLocations } from "./nginx-locations.ts";

export interface NginxSiteOptions {
  /** Absolute path of build/client. */
  root: string;
  /** The headers of every response (securityHeaders()). */
  security: Record<string, string>;
  serverName: string;
  /** `listen` of the plain-http server: it redirects to https when `tls` is given, else serves. */
  httpListen: string;
  tls?: { listen: string; certificate: string; certificateKey: string };
  /** brotli_static, only where nginx loads the module (nginx-brotli.ts); gzip_static always. */
  brotli?: boolean;
  /** The Node server that runs the site's API (api/), to which `/api/` is proxied. */
  apiUpstream?: string;
  /** The file requests are logged to, without their queries (`site_redacted`); none when not given. */
  accessLog?: string;
}

/** The access log's format: nginx's `combined`, with the path and the Referer cut at their query. */
export const LOG_FORMAT = "site_redacted";

/**
 * The login callback brings its code, state and iss in the query of /pricing, and a page's address,
 * query and all, is the Referer of its own files and API calls: a log keeps neither query
 * (docs/operations.md, "Logs"). nginx's error log names the request of an error it logs;
 * log_not_found keeps a missing file from being one.
 */
function logFormat(): string {
  return `map $request_uri $site_logged_path {
  "~^(?<site_path>[^?]*)" $site_path;
}
map $http_referer $site_logged_referer {
  default $http_referer;
  "~^(?<site_referer>[^?#]*)[?#]" $site_referer;
}
log_format ${LOG_FORMAT} '$remote_addr - $remote_user [$time_local] "$request_method $site_logged_path $server_protocol" '
  '$status $body_bytes_sent "$site_logged_referer" "$http_user_agent"';
`;
}

const accessLog = (options: NginxSiteOptions) =>
  `  access_log ${options.accessLog ? `${quote(options.accessLog)} ${LOG_FORMAT}` : "off"};
  log_not_found off;
`;

/**
 * The maps the locations read: which requests are refused a method (files answer GET and HEAD, the
 * API any), and Cache-Control by the path of the file sent (after try_files), as
 * server/cache-policy.ts decides.
 */
function cacheMap(): string {
  return `map "$request_method $uri" $site_method_refused {
  default 1;
  ${quote(`~^(?:${ALLOWED_METHODS.join("|")}) `)} 0;
  "~^[A-Z]+ ${apiPaths.prefix}" 0;
}
map $uri $site_cache_control {
  default ${quote(CACHE_A_DAY)};
  ${quote(`~${HASHED_ASSET_SOURCE}`)} ${quote(CACHE_FOREVER)};
  ${quote(`~${PAGE_FILE_SOURCE}`)} ${quote(REVALIDATE)};
  "~^[^.]*$" ${quote(REVALIDATE)};
}
map $uri $site_no_vary_search {
  default "";
${QUERY_FREE_PAGES.map((page) => `  ${quote(`/${page}`)} ${quote(NO_VARY_SEARCH["No-Vary-Search"])};`).join("\n")}
}
`;
}

/** The locations that serve the site, with `extra` headers (HSTS over TLS) on every response. */
function siteBody(options: NginxSiteOptions, extra: Record<string, string>): string {
  const all = (cacheControl: string, more: Record<string, string> = {}) =>
    headers(
      // An empty value (every file but the sign-up pages, after try_files) adds no header.
      {
        ...options.security,
        ...extra,
        "Cache-Control": cacheControl,
        "No-Vary-Search": "$site_no_vary_search",
        ...more,
      },
      "    ",
    );
  return `${accessLog(options)}  root ${quote(options.root)};
  charset utf-8;
  charset_types text/css text/plain text/xml application/javascript application/json image/svg+xml;
  server_tokens off;
  gzip_static on;
  gzip_vary on;
${options.brotli ? "  brotli_static on;\n" : ""}  # nginx's own answers (bad requests, long URLs) carry the headers too.
${headers({ ...options.security, ...extra, "Cache-Control": DO_NOT_STORE }, "  ")}

  # Files answer only ${ALLOWED_METHODS.join(" and ")}; the API answers for itself.
  if ($site_method_refused) { return 405; }
  error_page 405 @method-not-allowed;
  location @method-not-allowed {
${all(DO_NOT_STORE, { Allow: ALLOWED_METHODS.join(", ") })}
    return 405;
  }

${apiLocation(options, extra)}

${pageLocations(all)}`;
}

/** A map and server blocks for the build in `options.root`. */
export function nginxSiteConfig(options: NginxSiteOptions): string {
  const header = "# Generated by scripts/postbuild.ts from the built pages and build/site-config.json. Do not edit.\n";
  if (!options.tls) {
    return `${header}${cacheMap()}${logFormat()}
server {\n  listen ${options.httpListen};\n  server_name ${options.serverName};\n${siteBody(options, {})}\n}\n`;
  }
  const { tls } = options;
  const httpsPort = /:(\d+)$/.exec(tls.listen)?.[1];
  const portSuffix = httpsPort && httpsPort !== "443" ? `:${httpsPort}` : "";
  const refuse = headers({ ...options.security, "Cache-Control": DO_NOT_STORE }, "    ");
  return `${header}${cacheMap()}${logFormat()}
server {
  listen ${options.httpListen};
  server_name ${options.serverName};
  server_tokens off;
${accessLog(options)}${refuse.replace(/^ {2}/gm, "")}
  # Every plain-http request goes to the same URL over https.
  location / {
${refuse}
    return 301 https://$host${portSuffix}$request_uri;
  }
}

server {
  listen ${tls.listen} ssl;
  server_name ${options.serverName};
  ssl_certificate ${quote(tls.certificate)};
  ssl_certificate_key ${quote(tls.certificateKey)};
  ssl_protocols TLSv1.2 TLSv1.3;
${siteBody(options, { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY })}
}
`;
}
