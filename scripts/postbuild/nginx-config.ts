// The nginx server configuration for a build: the same security headers and cache rules as the
// Node server and `_headers` (server/security-headers.ts, server/cache-policy.ts), precompressed
// copies, the designed 404 pages with status 404 and, with TLS, HSTS and an http→https redirect.
// It holds only server blocks, for an `include` inside `http {}` (Debian: /etc/nginx/conf.d/).
import { API_HEADERS } from "../../api/handler.ts";
import { MAX_BODY_BYTES } from "../../api/read-body.ts";
import { apiPaths } from "../../app/config/checkout-api.ts";
import { DEFAULT_PORT, PAYWALL_PREFIX } from "../../app/config/settings.ts";
import { defaultLocale, locales, localizedPath } from "../../app/config/locales.ts";
import { NOT_FOUND_PAGE, NOT_FOUND_PAGES, SPA_SHELL, UNKNOWN_TICKER_PAGES } from "../../server/build-output.ts";

import {
  CACHE_A_DAY,
  CACHE_FOREVER,
  DO_NOT_STORE,
  HASHED_ASSET_SOURCE,
  PAGE_FILE_SOURCE,
  REVALIDATE,
} from "../../server/cache-policy.ts";
import { ALLOWED_METHODS } from "../../server/request-screen.ts";
import { STRICT_TRANSPORT_SECURITY } from "../../server/security-headers.ts";

/** The languages with a prefix of their own (config/locales.ts). */
const otherLocales = locales.filter((locale) => locale !== defaultLocale);
/** The pages unknown paths answer with, never pages of their own. */
const notFoundPages = [...Object.values(NOT_FOUND_PAGES), ...Object.values(UNKNOWN_TICKER_PAGES)];

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
}

/** Where a Node server runs beside nginx on the same machine (docs/operations.md, "nginx"): its default port. */
const DEFAULT_API_UPSTREAM = `http://127.0.0.1:${DEFAULT_PORT}`;

/** The API's requests may use other methods than GET and HEAD; its bodies are small (api/read-body.ts). */
const API_MAX_BODY = `${MAX_BODY_BYTES / 1024}k`;

const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/**
 * add_header lines. nginx drops the server's add_header in any location with its own, so every
 * location repeats them all; `always` puts them on errors and 304s too.
 */
function headers(values: Record<string, string>, indent: string): string {
  return Object.entries(values)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join("\n");
}

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
`;
}

/** The locations that serve the site, with `extra` headers (HSTS over TLS) on every response. */
function siteBody(options: NginxSiteOptions, extra: Record<string, string>): string {
  const all = (cacheControl: string, more: Record<string, string> = {}) =>
    headers({ ...options.security, ...extra, "Cache-Control": cacheControl, ...more }, "    ");
  const apiHeaders = { ...options.security, ...extra, ...API_HEADERS };
  const helperPage = (file: string) => file.replace(/\.html$/, "").replace(/[.]/g, "\\.");
  return `  root ${quote(options.root)};
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

  # The site's API runs in the Node server (docs/operations.md, "Where the secrets go"). Its answers carry the headers
  # the API gives itself on every deploy target (api/handler.ts), and this server's others; set here,
  # they are on nginx's own answers too (the Node server down: 502).
  location ${apiPaths.prefix} {
${headers(apiHeaders, "    ")}
${Object.keys(apiHeaders)
  .map((name) => `    proxy_hide_header ${name};`)
  .join("\n")}
    proxy_pass ${options.apiUpstream ?? DEFAULT_API_UPSTREAM};
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    client_max_body_size ${API_MAX_BODY};
    proxy_read_timeout 30s;
  }

  error_page 404 /${NOT_FOUND_PAGE};
${notFoundPages.map((page) => `  location = /${page} {\n    internal;\n${all(REVALIDATE)}\n  }`).join("\n")}
  # The build's helper files and precompressed copies are no pages of their own.
  location ~ ^/(?:_headers|_redirects|${[...notFoundPages, SPA_SHELL].map((page) => `${helperPage(page)}(?:\\.html)?`).join("|")})$ {
    return 404;
  }
  location ~ \\.(?:br|gz)$ {
    return 404;
  }
  # Pages are x.html, answering on /x; /x/ is the same page's twin.
  location ~ ^(?<page>/.+)/$ {
${all(REVALIDATE)}
    return 308 $page$is_args$args;
  }
${locales
  .map((locale) => {
    const paywall = `${localizedPath("", locale)}${PAYWALL_PREFIX}`;
    return `  # A ticker without a page: the language's empty paywall, with status 404.
  location ~ ^${paywall}/[^/]+$ {
    error_page 404 /${UNKNOWN_TICKER_PAGES[locale]};
${all(REVALIDATE)}
    try_files $uri.html =404;
  }`;
  })
  .join("\n")}
  location = / {
${all(REVALIDATE)}
    try_files /index.html =404;
  }
${otherLocales
  .map(
    (locale) => `  # ${locale}: its pages, and its not-found page for the rest.
  location /${locale}/ {
    error_page 404 /${NOT_FOUND_PAGES[locale]};
${all("$site_cache_control")}
    try_files $uri.html $uri =404;
  }`,
  )
  .join("\n")}
  location / {
${all("$site_cache_control")}
    try_files $uri.html $uri =404;
  }`;
}

/** A map and server blocks for the build in `options.root`. */
export function nginxSiteConfig(options: NginxSiteOptions): string {
  const header = "# Generated by scripts/postbuild.ts from the built pages and build/site-config.json. Do not edit.\n";
  if (!options.tls) {
    return `${header}${cacheMap()}
server {\n  listen ${options.httpListen};\n  server_name ${options.serverName};\n${siteBody(options, {})}\n}\n`;
  }
  const { tls } = options;
  const httpsPort = /:(\d+)$/.exec(tls.listen)?.[1];
  const portSuffix = httpsPort && httpsPort !== "443" ? `:${httpsPort}` : "";
  const refuse = headers({ ...options.security, "Cache-Control": DO_NOT_STORE }, "    ");
  return `${header}${cacheMap()}
server {
  listen ${options.httpListen};
  server_name ${options.serverName};
  server_tokens off;
${refuse.replace(/^ {2}/gm, "")}
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
