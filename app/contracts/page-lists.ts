// The lists of pages made from the paths (contracts/paths.ts): what the build prerenders and what
// the sitemap lists. Apart from paths.ts, which the app's code imports everywhere, so these lists
// stay in the build's and the tests' code and out of the browser's bundles.
import { locales, localizedPath } from "./locales.ts";
import { legalDocuments, paths } from "./paths.ts";
import { tickerIds } from "./ticker-ids.ts";

/** Pages search engines should list (sitemap.xml), as English paths; each language has its own. */
export const indexablePaths: string[] = [
  paths.landing,
  paths.pricing,
  ...tickerIds.map(paths.paywall),
  ...legalDocuments.map(paths.legal),
];

/** The pages every language has, as English paths. */
const pagesInEveryLanguage: string[] = [
  paths.landing,
  paths.pricing,
  ...tickerIds.map(paths.paywall),
  paths.signUp,
  paths.account,
  paths.success,
  paths.failure,
  paths.glow,
  paths.ownerExperiment,
  // Kept out of the sitemap (and noindex) like /signup: a person's own step, never a search result.
  paths.cancel,
  paths.cancelConfirm,
  ...legalDocuments.map(paths.legal),
  paths.notFound,
  paths.unknownTicker,
];

export const prerenderPaths: string[] = [
  paths.robots,
  paths.sitemap,
  paths.home,
  ...locales.flatMap((locale) => pagesInEveryLanguage.map((path) => localizedPath(path, locale))),
];
