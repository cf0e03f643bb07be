// What the nginx site configuration is made from (nginx-config.ts, nginx-api-proxy.ts).
import type { Http2Syntax } from "./nginx-http2.ts";

export interface NginxSiteOptions {
  /** Absolute path of build/client. */
  root: string;
  /** The headers of every response (securityHeaders()). */
  security: Record<string, string>;
  serverName: string;
  /** `listen` of the plain-http server: it redirects to https when `tls` is given, else serves. */
  httpListen: string;
  tls?: { listen: string; certificate: string; certificateKey: string; http2: Http2Syntax };
  /** brotli_static, only where nginx loads the module (nginx-brotli.ts); gzip_static always. */
  brotli?: boolean;
  /** The Node server that runs the site's API (api/), to which `/api/` is proxied. */
  apiUpstream?: string;
  /** The file requests are logged to, without their queries (`site_redacted`); none when not given. */
  accessLog?: string;
}
