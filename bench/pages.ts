// The pages `npm run bench` audits: every kind of page the site has, in every language, beside the
// comparison pages (bench/comparison-server.ts). BENCH_KINDS and BENCH_LANGS (comma-separated)
// narrow the run to some of them, for a quicker look.
import { locales, localizedPath, type Locale } from "../app/contracts/locales.ts";
import { paths } from "../app/contracts/paths.ts";
import { pageFileOf } from "../server/build-output.ts";

/**
 * One page of each kind, as an English path; a kind is what one route module makes of it. Not
 * /signup and /account: they hand the visitor on to the hosted login at once, before a page
 * Lighthouse could measure (docs/decisions/003-press-short-way.md).
 */
export const pageKinds = {
  landing: paths.landing,
  pricing: paths.pricing,
  paywall: paths.paywall("tsla"),
  success: paths.success,
  failure: paths.failure,
  glow: paths.glow,
  owner: paths.ownerExperiment,
  legal: paths.legal("privacy"),
  cancel: paths.cancel,
  cancelConfirm: paths.cancelConfirm,
  notFound: paths.notFound,
} as const;

export type PageKind = keyof typeof pageKinds;

export interface SitePage {
  kind: PageKind;
  locale: Locale;
  path: string;
  /** The page's file in build/client. */
  html: string;
}

const chosen = <T extends string>(all: readonly T[], list: string | undefined): T[] => {
  const wanted = list?.split(",").map((name) => name.trim());
  return wanted?.length ? all.filter((name) => wanted.includes(name)) : [...all];
};

/** The site's pages to audit, narrowed by BENCH_KINDS and BENCH_LANGS. */
export function sitePages(env: NodeJS.ProcessEnv = process.env): SitePage[] {
  const kinds = chosen(Object.keys(pageKinds) as PageKind[], env.BENCH_KINDS);
  return chosen(locales, env.BENCH_LANGS).flatMap((locale) =>
    kinds.map((kind) => {
      const path = localizedPath(pageKinds[kind], locale);
      return { kind, locale, path, html: pageFileOf(path) };
    }),
  );
}
