// Serves the static build: the prerendered page for each route, hashed assets, the designed
// not-found page with status 404, and the security headers on every response. The files, their
// compressed copies, ETags and headers are held in memory (site-files.ts) and read again when a
// new build finishes in place. Why ours, not a static-file library: docs/decisions/026-api-on-hono.md
import { unwatchFile, watchFile } from "node:fs";
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import type { TLSSocket } from "node:tls";
import { join } from "node:path";
import { API_PREFIX, type ApiHandler } from "../api/handler.ts";
import { serveApi } from "./api-bridge.ts";
import { buildDirOf, readBuildPolicy, SCRIPT_HASHES_FILE } from "./build-output.ts";
import { DO_NOT_STORE, REVALIDATE } from "./cache-policy.ts";
import { gracefulShutdown, type GracefulShutdown } from "./graceful-shutdown.ts";
import { ALLOWED_METHODS, screenRequest } from "./request-screen.ts";
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from "./security-headers.ts";
import { sendFile } from "./send-file.ts";
import { loadSiteFiles, type SiteFiles } from "./site-files.ts";

export interface SiteServerOptions {
  /** The build's client directory (build/client); its settings and script hashes sit beside it. */
  root: string;
  /**
   * Believe X-Forwarded-Proto and X-Real-IP from a reverse proxy that terminates TLS (TRUST_PROXY=1).
   * Only when the proxy is the sole way in, or any client could claim https or another address.
   */
  trustProxy?: boolean;
  /** How long a shutdown waits for slow clients before dropping them. */
  drainTimeoutMs?: number;
  /** How often to look for a newly finished build in place. */
  reloadIntervalMs?: number;
  /** The site's API (api/api.ts), answering under /api/; without it /api/ paths are not found. */
  api?: ApiHandler;
}

export type SiteServer = Server & GracefulShutdown;

function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  const forwarded = req.headers["x-forwarded-proto"];
  const proto = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim().toLowerCase();
  return trustProxy && proto === "https";
}

interface Site {
  files: SiteFiles;
  security: [string, string][];
}

function loadSite(root: string): Site {
  const security = securityHeaders(readBuildPolicy(root));
  return { files: loadSiteFiles(root, security), security: Object.entries(security) };
}

export function createSiteServer({
  root,
  trustProxy = process.env.TRUST_PROXY === "1",
  drainTimeoutMs,
  reloadIntervalMs = 1000,
  api,
}: SiteServerOptions): SiteServer {
  let site = loadSite(root);
  // A new build in place: its last file is written last, so read everything again after it changes.
  const finished = join(buildDirOf(root), SCRIPT_HASHES_FILE);
  watchFile(finished, { persistent: false, interval: reloadIntervalMs }, (now, before) => {
    if (now.mtimeMs === before.mtimeMs || now.mtimeMs === 0) return;
    try {
      site = loadSite(root);
    } catch (error) {
      console.error("Keeping the previous build: the new one could not be read.", error);
    }
  });

  const sendText = (res: ServerResponse, status: number, extra: Record<string, string> = {}) => {
    const body = `${STATUS_CODES[status]}\n`;
    for (const [name, value] of site.security) res.setHeader(name, value);
    res.writeHead(status, {
      ...extra,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Length": Buffer.byteLength(body),
      "Cache-Control": DO_NOT_STORE,
    });
    res.end(body);
  };

  const sendRedirect = (res: ServerResponse, location: string) => {
    for (const [name, value] of site.security) res.setHeader(name, value);
    res.writeHead(308, { Location: location, "Content-Length": 0, "Cache-Control": REVALIDATE });
    res.end();
  };

  const sendNotFound = (req: IncomingMessage, res: ServerResponse, pathname: string | undefined) =>
    sendFile(req, res, site.files.notFoundFor(pathname ?? "/"), 404);

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (isHttps(req, trustProxy)) res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);

    const screening = screenRequest(req, api && API_PREFIX);
    if (screening.verdict === "api") {
      // Screened as the API's only when this server runs one.
      return void serveApi(api!, req, res, site.security, trustProxy).catch((error: unknown) => {
        console.error(error);
        if (res.headersSent) res.destroy();
        else sendText(res, 500);
      });
    }
    if (screening.verdict === "refuse") {
      return sendText(res, screening.status, screening.status === 405 ? { Allow: ALLOWED_METHODS.join(", ") } : {});
    }
    if (screening.verdict === "not-found") return sendNotFound(req, res, screening.pathname);
    const page = site.files.redirects.get(screening.pathname);
    if (page) return sendRedirect(res, page + (req.url!.match(/\?.*/)?.[0] ?? ""));
    const file = site.files.byPath.get(screening.pathname);
    if (!file) return sendNotFound(req, res, screening.pathname);
    sendFile(req, res, file);
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
      ...site.security,
      ["Content-Type", "text/plain; charset=utf-8"],
      ["Content-Length", String(Buffer.byteLength(body))],
      ["Cache-Control", DO_NOT_STORE],
      ["Connection", "close"],
    ];
    const head = headers.map(([name, value]) => `${name}: ${value}\r\n`).join("");
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n${body}`);
  });

  server.once("close", () => unwatchFile(finished));
  return Object.assign(server, gracefulShutdown(server, { drainTimeoutMs }));
}
