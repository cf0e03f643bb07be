// What the server checks (server*.spec.ts) share: the routes to ask for, the song sample and
// helpers. Where the deploy targets differ: server-targets.ts.
import type { APIResponse } from "@playwright/test";
import { defaultLocale, localeOfPath, unlocalizedPath } from "../app/contracts/locales";
import { paths } from "../app/contracts/paths";
import { prerenderPaths } from "../app/contracts/page-lists";
import { isPageRoute } from "../server/build-output";
import { hashedAssetsIn } from "../server/cache-policy";

/**
 * Every prerendered page the site links to, in every language (robots.txt, the sitemap and the
 * pages unknown paths answer with have checks of their own).
 */
export const ROUTES = prerenderPaths.filter(
  (path) => isPageRoute(path) && ![paths.notFound, paths.unknownTicker].includes(unlocalizedPath(path)),
);
/**
 * The pages a browser opens in the checks that load each one until hydrated: every English page,
 * and in the other languages one of each kind (the same route modules, other words).
 */
export const BROWSER_ROUTES = ROUTES.filter(
  (path) =>
    localeOfPath(path) === defaultLocale ||
    [paths.landing, paths.pricing, paths.paywall("tsla"), paths.glow].includes(unlocalizedPath(path)),
);
export const SONG_SAMPLE = "/assets/audio/song-sample.mp3";
/** HTML is revalidated on every use: `no-cache`, or Cloudflare's equivalent default. */
export const REVALIDATES = /^no-cache$|^public, max-age=0, must-revalidate$/;

/** The first hashed script the landing page loads, or its route data file (scripts/postbuild/route-data-files.ts). */
export async function hashedAsset(
  request: { get(url: string): Promise<APIResponse> },
  kind: ".js" | ".json" = ".js",
): Promise<string> {
  const html = await (await request.get("/")).text();
  return hashedAssetsIn(html).find((path) => path.endsWith(kind))!;
}

export const portOf = (baseURL: string | undefined) => Number(new URL(baseURL!).port);

/**
 * Runs `check` on every item, a few at a time: the answers of one page's worth of requests, without
 * waiting for each before sending the next. Each check still asserts on its own item.
 */
export async function eachConcurrently<T>(items: readonly T[], check: (item: T) => Promise<void>, limit = 8) {
  const queue = [...items];
  const lane = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await check(item);
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, lane));
}
