// Serves the static build: the prerendered page for each route, hashed assets, the designed
// not-found page with status 404, and the security headers on every response. File serving
// itself (precompressed variants, ETags and 304s, ranges) is sirv's job.
import { readFileSync } from "node:fs";
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { TLSSocket } from "node:tls";
import { join } from "node:path";
import sirv from "sirv";
import { NOT_FOUND_PAGE, readBuildPolicy, SPA_SHELL, STATIC_HOST_FILES } from "./build-output.ts";
import { cacheControlFor, DO_NOT_STORE, REVALIDATE } from "./cache-policy.ts";
import { gracefulShutdown, type GracefulShutdown } from "./graceful-shutdown.ts";
import { ALLOWED_METHODS, isSimpleRange, screenRequest } from "./request-screen.ts";
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from "./security-headers.ts";

export interface SiteServerOptions {
  /** The build's client directory (build/client); its settings and script hashes sit beside it. */
  root: string;
  /**
   * Believe X-Forwarded-Proto from a reverse proxy that terminates TLS (TRUST_PROXY=1). Only when
   * the proxy is the sole way in, or any client could claim https.
   */
  trustProxy?: boolean;
  /** How long a shutdown waits for slow clients before dropping them. */
  drainTimeoutMs?: number;
}

export type SiteServer = Server & GracefulShutdown;

/** An unknown ticker's page is rendered in the browser, from the SPA shell. */
const PAYWALL_PATH = /^\/play\/[^/]+\/?$/;

/** Files of the build that are no page of their own, under any of the names sirv would try. */
function hiddenFiles(): (pathname: string) => boolean {
  const hidden = new Set([...STATIC_HOST_FILES, NOT_FOUND_PAGE, SPA_SHELL].map((file) => `/${file}`));
  return (pathname) => {
    if (/\.(?:br|gz)$/.test(pathname)) return true; // precompressed copies are sent by negotiation
    const path = pathname.replace(/\/$/, "");
    return [path, `${path}.html`, `${path}/index.html`].some((candidate) => hidden.has(candidate));
  };
}

function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  const forwarded = req.headers["x-forwarded-proto"];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim().toLowerCase();
  return trustProxy && proto === "https";
}

export function createSiteServer({
  root,
  trustProxy = process.env.TRUST_PROXY === "1",
  drainTimeoutMs,
}: SiteServerOptions): SiteServer {
  const security = Object.entries(securityHeaders(readBuildPolicy(root)));
  const notFoundPage = readFileSync(join(root, NOT_FOUND_PAGE));
  // Pages that exist only in the browser (an unknown ticker) start from the SPA shell.
  const spaShell = readFileSync(join(root, SPA_SHELL));
  const isHidden = hiddenFiles();

  const serveFile = sirv(root, {
    etag: true,
    brotli: true,
    gzip: true,
    dotfiles: false,
    setHeaders(res) {
      // Lets the audio element seek without downloading the whole sample first.
      res.setHeader("Accept-Ranges", "bytes");
    },
  });

  const sendText = (res: ServerResponse, status: number, extra: Record<string, string> = {}) => {
    const body = `${STATUS_CODES[status]}\n`;
    res.writeHead(status, {
      ...extra,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": DO_NOT_STORE,
    });
    res.end(body);
  };

  const sendNotFound = (res: ServerResponse, pathname: string | undefined) => {
    const body = pathname && PAYWALL_PATH.test(pathname) ? spaShell : notFoundPage;
    res.writeHead(404, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": REVALIDATE,
    });
    res.end(body);
  };

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    for (const [name, value] of security) res.setHeader(name, value);
    if (isHttps(req, trustProxy)) res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);

    const screening = screenRequest(req);
    if (screening.verdict === "refuse") {
      return sendText(res, screening.status, screening.status === 405 ? { Allow: ALLOWED_METHODS.join(", ") } : {});
    }
    if (screening.verdict === "not-found") return sendNotFound(res, undefined);
    const { pathname } = screening;
    if (isHidden(pathname)) return sendNotFound(res, pathname);

    // sirv mishandles other forms (a reversed range even throws): answer those with the whole file.
    if (req.headers.range !== undefined && !isSimpleRange(req.headers.range)) delete req.headers.range;
    // Set before sirv so its 304 answers carry them too.
    res.setHeader("Cache-Control", cacheControlFor(pathname));
    res.setHeader("Vary", "Accept-Encoding");
    serveFile(req, res, () => sendNotFound(res, pathname));
  };

  const server = createServer(
    // A static GET has no body: a client that takes longer than this for its headers is stalling.
    { headersTimeout: 10_000, requestTimeout: 30_000 },
    (req, res) => {
      try {
        handle(req, res);
      } catch (error) {
        console.error(error);
        if (res.headersSent) res.destroy();
        else sendText(res, 500);
      }
    },
  );

  // Keep every header, so screenRequest sees the whole head; Node still bounds its size.
  server.maxHeadersCount = 0;

  // Requests Node's parser rejects (oversized heads, malformed request lines) never reach the
  // handler; Node's default answer carries no headers, so answer with the same ones as above.
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    const inProgress = (socket as Duplex & { _httpMessage?: ServerResponse })._httpMessage?.headersSent;
    if (error.code === "ECONNRESET" || !socket.writable || inProgress) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    const body = `${STATUS_CODES[status]}\n`;
    const headers = [
      ...security,
      ["Content-Type", "text/plain; charset=utf-8"],
      ["Content-Length", String(Buffer.byteLength(body))],
      ["Cache-Control", DO_NOT_STORE],
      ["Connection", "close"],
    ];
    const head = headers.map(([name, value]) => `${name}: ${value}\r\n`).join("");
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  });

  return Object.assign(server, gracefulShutdown(server, { drainTimeoutMs }));
}
