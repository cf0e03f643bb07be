// The pages `npm run bench` measures the site against, in the same Lighthouse run: a page with one
// line on it (whatever it shows is this machine and browser, not a site: the yardstick of blocking
// time) and a well-known static template's built landing and pricing pages, the landing page the
// yardstick of LCP (bench/fixtures/astrowind/README.md). Served like the
// site: the site's security headers (their Cross-Origin-Opener-Policy moves a page into a fresh
// renderer process, which Lighthouse counts) but its Content-Security-Policy, which would block
// the template's inline scripts, and compressed with brotli.
import { readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { extname, join, normalize } from "node:path";
import { brotliCompressSync } from "node:zlib";

const FIXTURES = join(import.meta.dirname, "fixtures");

/** The one-line page: a page's blocking time is judged against its. */
export const ONE_LINE_PAGE = "one-line page";
/** The template's landing page: a page's LCP is judged against its. */
export const TEMPLATE_LANDING = "AstroWind /";

export const comparisonPages = [
  { name: ONE_LINE_PAGE, path: "/one-line.html" },
  { name: TEMPLATE_LANDING, path: "/" },
  { name: "AstroWind /pricing/", path: "/pricing/" },
] as const;

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css",
  ".js": "text/javascript",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
};
const COMPRESSED = new Set([".html", ".css", ".js", ".svg", ".ico"]);

/** The file a path names: the one-line page, or the template's (folders have an index.html). */
function fileOf(path: string): string | undefined {
  if (path === "/one-line.html") return join(FIXTURES, "one-line.html");
  const file = normalize(join(FIXTURES, "astrowind", decodeURIComponent(path)));
  if (!file.startsWith(join(FIXTURES, "astrowind"))) return undefined;
  try {
    return statSync(file).isDirectory() ? join(file, "index.html") : file;
  } catch {
    return undefined;
  }
}

/** Serves the comparison pages with `siteHeaders` but their Content-Security-Policy; close the server when done. */
export async function startComparisonServer(
  siteHeaders: Record<string, string>,
): Promise<{ origin: string; server: Server }> {
  const headers = { ...siteHeaders };
  delete headers["Content-Security-Policy"];
  const compressed = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const file = fileOf(new URL(request.url ?? "/", "http://bench").pathname);
    let body: Buffer;
    try {
      body = readFileSync(file ?? "");
    } catch {
      response.writeHead(404).end();
      return;
    }
    const type = extname(file!);
    const brotli = COMPRESSED.has(type) && /\bbr\b/.test(String(request.headers["accept-encoding"]));
    if (brotli) {
      if (!compressed.has(file!)) compressed.set(file!, brotliCompressSync(body));
      body = compressed.get(file!)!;
    }
    response.writeHead(200, {
      ...headers,
      "Content-Type": TYPES[type] ?? "application/octet-stream",
      "Cache-Control": "no-cache",
      ...(brotli ? { "Content-Encoding": "br", Vary: "Accept-Encoding" } : {}),
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server };
}
