// The whole build in memory, each file with its headers worked out once: the site is small (about
// a megabyte), and answering from a table instead of the file system is what lets one Node process
// keep up with nginx. Every response's headers are made here, by the same rules as `_headers` and
// the nginx config (security-headers.ts, cache-policy.ts).
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import {
  NOT_FOUND_PAGE,
  NOT_FOUND_PAGES,
  notFoundPageOf,
  STATIC_HOST_FILES,
  UNKNOWN_TICKER_PAGES,
} from "./build-output.ts";
import { cacheControlFor, REVALIDATE } from "./cache-policy.ts";
import { contentTypeOf } from "./content-types.ts";

export type Encoding = "br" | "gzip" | "identity";

export interface SiteFile {
  /** Headers of a 200 answer with each available encoding; the body is `bodies[encoding]`. */
  headers: Partial<Record<Encoding, Record<string, string>>>;
  bodies: Partial<Record<Encoding, Buffer>>;
  /** The headers without a body's length and encoding: for 304, 206 and 416 answers. */
  bodiless: Record<string, string>;
  etag: string;
}

export interface SiteFiles {
  /** By URL path; a page answers on `/x` and `/x/`. */
  byPath: Map<string, SiteFile>;
  /**
   * A page's file name as a URL (`/x.html`, `/index.html`) → the page's own address, where it is
   * sent (308), as Cloudflare Pages does: served under its file name, the page would not be the
   * page the browser's router finds at that address, and would hydrate as the not-found page.
   */
  redirects: Map<string, string>;
  /**
   * What an unknown path answers with, in its language (English's not-found page where a build has
   * no other): an unknown ticker's empty paywall, or the not-found page.
   */
  notFoundFor(pathname: string): SiteFile;
}

const SUFFIX: Record<Exclude<Encoding, "identity">, string> = { br: ".br", gzip: ".gz" };

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/"));
}

/** A weak validator: the same for every encoding of the file, as the bytes they stand for are. */
const etagOf = (body: Buffer) =>
  `W/"${body.length.toString(16)}-${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`;

function loadFile(
  root: string,
  file: string,
  security: Record<string, string>,
  cacheControl = cacheControlFor(`/${file}`),
): SiteFile {
  const identity = readFileSync(join(root, file));
  const etag = etagOf(identity);
  const base = {
    ...security,
    "Content-Type": contentTypeOf(extname(file)),
    "Cache-Control": cacheControl,
    ETag: etag,
    Vary: "Accept-Encoding",
    "Accept-Ranges": "bytes",
  };
  const result: SiteFile = {
    etag,
    bodiless: base,
    bodies: { identity },
    headers: { identity: { ...base, "Content-Length": String(identity.length) } },
  };
  for (const [encoding, suffix] of Object.entries(SUFFIX) as [Exclude<Encoding, "identity">, string][]) {
    const path = join(root, file + suffix);
    if (!existsSync(path)) continue;
    const body = readFileSync(path);
    result.bodies[encoding] = body;
    result.headers[encoding] = { ...base, "Content-Encoding": encoding, "Content-Length": String(body.length) };
  }
  return result;
}

/** The page address of an .html file ('pricing.html' → '/pricing', 'index.html' → '/'). */
const pageOf = (file: string) => (file === "index.html" ? "/" : `/${file.slice(0, -".html".length)}`);

/** The URL paths a file answers on. */
function pathsOf(file: string): string[] {
  if (!file.endsWith(".html")) return [`/${file}`];
  const page = pageOf(file);
  return page === "/" ? [page] : [page, `${page}/`];
}

/** Reads every file of the build in `root` (build/client) with its precompressed copies. */
export function loadSiteFiles(root: string, security: Record<string, string>): SiteFiles {
  const hidden = new Set(STATIC_HOST_FILES);
  const byPath = new Map<string, SiteFile>();
  const redirects = new Map<string, string>();
  for (const file of filesUnder(root)) {
    // Precompressed copies are sent by negotiation, never by name; helper files are no pages.
    if (/\.(?:br|gz)$/.test(file) || hidden.has(file)) continue;
    const loaded = loadFile(root, file, security);
    for (const path of pathsOf(file)) byPath.set(path, loaded);
    if (file.endsWith(".html")) redirects.set(`/${file}`, pageOf(file));
  }
  const notFound = new Map(
    [...Object.values(NOT_FOUND_PAGES), ...Object.values(UNKNOWN_TICKER_PAGES)]
      .filter((file) => existsSync(join(root, file)))
      .map((file) => [file, loadFile(root, file, security, REVALIDATE)]),
  );
  const englishNotFound = notFound.get(NOT_FOUND_PAGE) ?? loadFile(root, NOT_FOUND_PAGE, security, REVALIDATE);
  return {
    byPath,
    redirects,
    notFoundFor: (pathname) => notFound.get(notFoundPageOf(pathname)) ?? englishNotFound,
  };
}

/** The encoding to send: brotli, then gzip, when the client accepts it and a copy exists. */
export function chooseEncoding(acceptEncoding: string | undefined, file: SiteFile): Encoding {
  if (!acceptEncoding) return "identity";
  for (const encoding of ["br", "gzip"] as const) {
    if (file.bodies[encoding] && accepts(acceptEncoding, encoding)) return encoding;
  }
  return "identity";
}

/** Whether an Accept-Encoding list names `coding` (or `*`) without q=0. */
function accepts(header: string, coding: string): boolean {
  for (const part of header.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (name !== coding && name !== "*") continue;
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    return q === undefined || Number(q) > 0;
  }
  return false;
}

/** If-None-Match against the file's ETag (weak comparison, as RFC 9110 asks for GET). */
export function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === opaque;
  });
}
