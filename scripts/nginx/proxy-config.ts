// nginx as the TLS-terminating proxy in front of the Node server (docs/operations.md, "Node server"):
// it speaks HTTP/2 to browsers, redirects http to https and passes requests on with
// X-Forwarded-Proto, so the server (TRUST_PROXY=1) adds HSTS itself, and X-Real-IP, the client's
// address for the API's per-source limits (api/request-source.ts). Every other header comes from
// the server unchanged.
import { httpsListen, type Http2Syntax } from "../postbuild/nginx-http2.ts";

export interface ProxyOptions {
  serverName: string;
  httpListen: string;
  httpsListen: string;
  certificate: string;
  certificateKey: string;
  /** Where the Node server listens, like 127.0.0.1:3000. */
  upstream: string;
  /** How this nginx asks for HTTP/2 (scripts/postbuild/nginx-http2.ts). */
  http2: Http2Syntax;
  /** Port in the redirect's Location when https is not on 443. */
  httpsPort?: number;
}

export function nginxProxyConfig(options: ProxyOptions): string {
  const port = options.httpsPort && options.httpsPort !== 443 ? `:${options.httpsPort}` : "";
  return `server {
  listen ${options.httpListen};
  server_name ${options.serverName};
  server_tokens off;
  return 301 https://$host${port}$request_uri;
}

server {
${httpsListen(options.httpsListen, options.http2)}
  server_name ${options.serverName};
  server_tokens off;
  ssl_certificate ${options.certificate};
  ssl_certificate_key ${options.certificateKey};
  ssl_protocols TLSv1.2 TLSv1.3;
  location / {
    proxy_pass http://${options.upstream};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header X-Real-IP $remote_addr;
  }
}
`;
}
