// How long browsers and CDNs may keep each kind of file.
import { createHash } from "node:crypto";

/** The pages' route data (scripts/postbuild/route-data-files.ts): files named by their content too. */
export const ROUTE_DATA_FOLDER = "/assets/route-data";

/**
 * Vite's output and the route data: a content hash in the name, so a changed file gets a new URL.
 * Written once, as regular-expression source that JavaScript and nginx (PCRE) read alike.
 */
export const HASHED_ASSET_NAME = String.raw`(?:/assets/[^/"'\s]+-[\w-]{8}\.(?:js|css)|${ROUTE_DATA_FOLDER}/[^/"'\s]+-[\w-]{8}\.json)`;
/** The hash a file the build names itself carries in its name: eight characters, as Vite's. */
export const contentHashOf = (content: string) => createHash("sha256").update(content).digest("base64url").slice(0, 8);
/** The URL path of a hashed asset, anchored (for nginx's `location ~`, too). */
export const HASHED_ASSET_SOURCE = `^${HASHED_ASSET_NAME}$`;
const HASHED_ASSET = new RegExp(HASHED_ASSET_SOURCE);

/** The hashed asset URLs a page links to, in order (bench and tests pick theirs from a page). */
export const hashedAssetsIn = (html: string): string[] => html.match(new RegExp(HASHED_ASSET_NAME, "g")) ?? [];

export const CACHE_FOREVER = "public, max-age=31536000, immutable";
/** Pages keep their URL across deploys: always ask whether they changed (cheap with ETags). */
export const REVALIDATE = "no-cache";
/** Images, audio and the icon keep their names across deploys, but rarely change: a day. */
export const CACHE_A_DAY = "public, max-age=86400";
/** Errors about the request itself are not worth keeping. */
export const DO_NOT_STORE = "no-store";

export const isHashedAsset = (pathname: string) => HASHED_ASSET.test(pathname);

/**
 * A page's file — its HTML, or the data React Router fetches for it on a client-side navigation
 * (.data) — which keeps its URL across deploys. Regular-expression source for nginx too.
 */
export const PAGE_FILE_SOURCE = String.raw`\.(?:html|data)$`;
const PAGE_FILE = new RegExp(PAGE_FILE_SOURCE);

/** A page path: no file extension, or one of a page's files. */
export const isPagePath = (pathname: string) => PAGE_FILE.test(pathname) || !/\.\w+$/.test(pathname);

/** Cache-Control for a file of the build, by its URL path. */
export function cacheControlFor(pathname: string): string {
  if (isHashedAsset(pathname)) return CACHE_FOREVER;
  if (isPagePath(pathname)) return REVALIDATE;
  return CACHE_A_DAY;
}
