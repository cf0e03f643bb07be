// Serves the static build: the prerendered page for each route, hashed assets, and the designed
// not-found page with status 404. File serving itself is sirv's job.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { join } from "node:path";
import sirv from "sirv";

const HASHED_ASSET = /^\/assets\/.+-[\w-]{8}\.(?:js|css)$/;

export interface SiteServerOptions {
  /** The build's client directory (build/client). */
  root: string;
}

export function createSiteServer({ root }: SiteServerOptions): Server {
  const notFoundPage = readFileSync(join(root, "404", "index.html"));
  // Pages that exist only in the browser (an unknown ticker) start from the SPA shell.
  const spaShell = readFileSync(join(root, "__spa-fallback.html"));

  const sendHtml = (res: ServerResponse, status: number, body: Buffer) => {
    res.writeHead(status, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": "no-cache",
    });
    res.end(body);
  };

  const serveFile = sirv(root, {
    etag: true,
    dotfiles: false,
    setHeaders(res, pathname) {
      const isPage = pathname.endsWith(".html") || !/\.\w+$/.test(pathname);
      const cacheControl = HASHED_ASSET.test(pathname)
        ? "public, max-age=31536000, immutable"
        : isPage
          ? "no-cache"
          : "public, max-age=3600";
      res.setHeader("Cache-Control", cacheControl);
    },
    onNoMatch(req: IncomingMessage, res: ServerResponse) {
      const path = new URL(req.url ?? "/", "http://site").pathname;
      if (/^\/play\/[^/]+\/?$/.test(path)) return sendHtml(res, 404, spaShell);
      sendHtml(res, 404, notFoundPage);
    },
  });

  return createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" });
      res.end("Method Not Allowed\n");
      return;
    }
    // The SPA shell is an implementation detail of the build, not a page of its own.
    if (req.url?.startsWith("/__")) return sendHtml(res, 404, notFoundPage);
    serveFile(req, res);
  });
}
