// The `/api/` location of the site's nginx configuration (nginx-config.ts): a proxy to the Node
// server that runs the site's API, which it tells the client's address (X-Real-IP). In front of the
// API's own per-source limits (api/source-limits.ts), nginx refuses gross floods of the beacon and
// the checkout lookup itself, so they never reach the Node server.
import { API_HEADERS } from "../../api/responses.ts";
import { MAX_EVENT_BYTES } from "../../api/read-body.ts";
import { SOURCE_LIMITS, type SourceLimit } from "../../api/source-limits.ts";
import { apiPaths } from "../../app/contracts/checkout-api.ts";
import { experimentPaths } from "../../app/contracts/experiment-api.ts";
import { DEFAULT_PORT } from "../../app/contracts/ports.ts";
import type { NginxSiteOptions } from "./nginx-site-options.ts";
import { headers, quote } from "./nginx-directives.ts";

/** Where a Node server runs beside nginx on the same machine (docs/operations.md, "nginx"): its default port. */
const DEFAULT_API_UPSTREAM = `http://127.0.0.1:${DEFAULT_PORT}`;

/** The largest body the API takes, a payment event's; the API holds each route to its own limit (413). */
const API_MAX_BODY = `${MAX_EVENT_BYTES / 1024}k`;

/**
 * nginx's limits per address, twice the API's: the API's own answer is what a crowd behind one
 * address meets first, and nginx holds back only what is far beyond it.
 */
const LIMITED: { zone: string; location: string; limit: SourceLimit }[] = [
  { zone: "site_beacons", location: `= ${experimentPaths.exposures}`, limit: SOURCE_LIMITS.beacons },
  { zone: "site_lookups", location: apiPaths.checkoutSession(""), limit: SOURCE_LIMITS.lookups },
];
const TOO_MANY = "@api-too-many";

/** The zones of nginx's limits, for the `http` level (10 MB: about 160,000 addresses each). */
export const apiLimitZones = () =>
  LIMITED.map(
    ({ zone, limit }) => `limit_req_zone $binary_remote_addr zone=${zone}:10m rate=${limit.perMinute * 2}r/m;\n`,
  ).join("");

/** The API's locations, with `extra` headers (HSTS over TLS) on every response. */
export function apiLocation(options: NginxSiteOptions, extra: Record<string, string>): string {
  const apiHeaders = { ...options.security, ...extra, ...API_HEADERS };
  const proxy = `${headers(apiHeaders, "    ")}
${Object.keys(apiHeaders)
  .map((name) => `    proxy_hide_header ${name};`)
  .join("\n")}
    proxy_pass ${options.apiUpstream ?? DEFAULT_API_UPSTREAM};
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Real-IP $remote_addr;
    client_max_body_size ${API_MAX_BODY};
    proxy_read_timeout 30s;`;
  const tooMany = JSON.stringify({ error: "Too many requests from this address. Try again in a moment." });
  return `  # The site's API runs in the Node server (docs/operations.md, "Where the secrets go"). Its answers carry the headers
  # the API gives itself on every deploy target (api/responses.ts), and this server's others; set here,
  # they are on nginx's own answers too (the Node server down: 502).
  location ${apiPaths.prefix} {
${proxy}
  }
  # A flood of beacons or checkout lookups from one address: refused here, before the Node server.
${LIMITED.map(
  ({ zone, location, limit }) => `  location ${location} {
    limit_req zone=${zone} burst=${limit.burst * 2} nodelay;
    limit_req_status 429;
    error_page 429 ${TOO_MANY};
${proxy}
  }`,
).join("\n")}
  location ${TOO_MANY} {
${headers({ ...apiHeaders, "Retry-After": "1" }, "    ")}
    default_type application/json;
    return 429 ${quote(tooMany)};
  }`;
}
