// What `npm run build` leaves in build/ for the server: the static site in build/client, the
// config it was built with and the hashes of its inline scripts beside it (not served).
import { existsSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { localeOfPath, locales, localizedPath, unlocalizedPath, type Locale } from "../app/contracts/locales.ts";
import { SITE_CONFIG_STAMP } from "../app/contracts/build-stamp.ts";
import { PAYWALL_PREFIX, paths } from "../app/contracts/paths.ts";
import type { PolicyInput, PolicyConfig } from "./security-headers.ts";

/** Written last by scripts/postbuild.ts: a build without it is unfinished. */
export const SCRIPT_HASHES_FILE = "inline-script-hashes.json";

/**
 * The file of a prerendered page: `x.html`, never `x/index.html`, so that every host (Cloudflare
 * Pages above all, which redirects `/x` to `/x/` when it finds a folder) answers `/x` itself.
 */
export const pageFileOf = (path: string) => (path === "/" ? "index.html" : `${path.replace(/^\/|\/$/g, "")}.html`);

/**
 * The designed not-found page of each language, prerendered at paths.notFound: at
 * the top for English, under its prefix for the others (de/404.html), where Cloudflare Pages looks
 * for the nearest one too.
 */
export const NOT_FOUND_PAGES = Object.fromEntries(
  locales.map((locale) => [locale, pageFileOf(localizedPath(paths.notFound, locale))]),
) as Record<Locale, string>;
export const NOT_FOUND_PAGE = NOT_FOUND_PAGES.en;

/**
 * Each language's page for a ticker the paywall has no page for: the paywall, empty
 * (docs/product.md), prerendered at <prefix>/play/404 (paths.unknownTicker) — where Cloudflare Pages
 * looks for the nearest not-found page under /play too.
 */
export const UNKNOWN_TICKER_PAGES = Object.fromEntries(
  locales.map((locale) => [locale, pageFileOf(localizedPath(paths.unknownTicker, locale))]),
) as Record<Locale, string>;

/** A ticker's address, with or without a trailing slash, in any language. */
const PAYWALL_PATH = new RegExp(`^${PAYWALL_PREFIX}/[^/]+/?$`);

/** The page an unknown path answers with, in its language: an unknown ticker's, or the not-found page. */
export function notFoundPageOf(pathname: string): string {
  const locale = localeOfPath(pathname);
  return PAYWALL_PATH.test(unlocalizedPath(pathname)) ? UNKNOWN_TICKER_PAGES[locale] : NOT_FOUND_PAGES[locale];
}
/** React Router's shell for pages rendered only in the browser; every page of this site is prerendered. */
export const SPA_SHELL = "__spa-fallback.html";

/** Files in build/client that are for static hosts or the server, never pages of their own. */
export const STATIC_HOST_FILES = [
  "_headers",
  "_redirects",
  ...Object.values(NOT_FOUND_PAGES),
  ...Object.values(UNKNOWN_TICKER_PAGES),
  SPA_SHELL,
];

/** A prerendered path that is a page (robots.txt and sitemap.xml are files of their own). */
export const isPageRoute = (path: string) => !/\.\w+$/.test(path);

/** The nginx server configuration the build writes, relative to build/ (never served). */
export const NGINX_CONFIG_FILE = "nginx/site.conf";

export interface ScriptHashesFile {
  scriptHashes: string[];
}

/** The build directory (build/) of a client directory (build/client). */
export const buildDirOf = (clientDir: string) => dirname(clientDir);

function readJson<T>(path: string): T {
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first.`);
  return JSON.parse(readFileSync(path, "utf8")) as T;
}

/** The config a build was made with (written by vite.config.ts). */
export function readBuildConfig(buildDir: string): PolicyConfig {
  return readJson<PolicyConfig>(join(buildDir, basename(SITE_CONFIG_STAMP)));
}

/** The config and inline-script hashes of the build served from `clientDir`. */
export function readBuildPolicy(clientDir: string): PolicyInput {
  const buildDir = buildDirOf(clientDir);
  const { scriptHashes } = readJson<ScriptHashesFile>(join(buildDir, SCRIPT_HASHES_FILE));
  return { config: readBuildConfig(buildDir), scriptHashes };
}
