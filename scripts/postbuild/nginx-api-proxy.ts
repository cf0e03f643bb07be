// The `/api/` location of the site's nginx configuration (nginx-config.ts): a proxy to the Node
// server that runs the site's API.
import { API_HEADERS } from "../../api/responses.ts";
import { MAX_EVENT_BYTES } from "../../api/read-body.ts";
import { apiPaths } from "../../app/contracts/checkout-api.ts";
import { DEFAULT_PORT } from "../../app/contracts/ports.ts";
import type { NginxSiteOptions } from "./nginx-site-options.ts";
import { headers } from "./nginx-directives.ts";

/** Where a Node server runs beside nginx on the same machine (docs/operations.md, "nginx"): its default port. */
const DEFAULT_API_UPSTREAM = `http://127.0.0.1:${DEFAULT_PORT}`;

/** The largest body the API takes, a payment event's; the API holds each route to its own limit (413). */
const API_MAX_BODY = `${MAX_EVENT_BYTES / 1024}k`;

/** The API's location, with `extra` headers (HSTS over TLS) on every response. */
export function apiLocation(options: NginxSiteOptions, extra: Record<string, string>): string {
  const apiHeaders = { ...options.security, ...extra, ...API_HEADERS };
  return `  # The site's API runs in the Node server (docs/operations.md, "Where the secrets go"). Its answers carry the headers
  # the API gives itself on every deploy target (api/responses.ts), and this server's others; set here,
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
  }`;
}
