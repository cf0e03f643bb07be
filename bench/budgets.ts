// The performance budgets (docs/decisions/015-main-thread-budget-against-a-template.md), checked by `npm run
// bench` and `npm run bench:load` (never by timed tests). Lighthouse's times scale with the machine's CPU, so the main-thread
// budgets are ratios to pages measured in the same run (bench/comparison-server.ts): the one-line page's
// blocking time, the template's landing page's LCP.
import type { PageKind } from "./pages.ts";

export const budgets = {
  performance: { max: undefined, min: 100, unit: "score" },
  accessibility: { min: 100, max: undefined, unit: "score" },
  bestPractices: { min: 100, max: undefined, unit: "score" },
  seo: { min: 100, max: undefined, unit: "score" },
  lcpMs: { max: 1200, min: undefined, unit: "ms" },
  cls: { max: 0.01, min: undefined, unit: "" },
  /**
   * First-load JavaScript of a first visit without a session: the scripts Lighthouse saw the page
   * fetch from the site, in bytes as transferred (docs/decisions/017-app-when-needed.md). Inline
   * scripts are part of the HTML.
   */
  firstVisitJsBytes: { max: 0, min: undefined, unit: "B" },
  /**
   * First-load JavaScript where the app runs (a visitor with a session), React and React Router as
   * they are (docs/decisions/020-react-in-the-browser.md): the page's modules and their static
   * imports, compressed as served (brotli), in bytes.
   */
  appFirstLoadJsBytes: { max: 112 * 1024, min: undefined, unit: "B" },
  /** On the phone profile (bench/phone-profile.ts): the app has hydrated the page. */
  phoneHydratedMs: { max: 3000, min: undefined, unit: "ms" },
  /** On the phone profile: a sign-up press made as soon as it is painted, until the browser leaves for the hosted login. */
  phonePressToHostedLoginMs: { max: 1200, min: undefined, unit: "ms" },
} as const;

/**
 * Kinds a budget does not apply to: SEO's asks for an indexable page (these are `noindex`), and best
 * practices' for a console without errors (the not-found page's own 404 is logged as one).
 */
export const exempt: Partial<Record<BudgetName, readonly PageKind[]>> = {
  seo: ["success", "failure", "glow", "owner", "cancel", "cancelConfirm", "notFound"],
  bestPractices: ["notFound"],
};

/** Budgets judged against the comparison pages of the same run and the baseline below. */
export const ratios = {
  /** A page's total blocking time may exceed the one-line page's by this much (ms). */
  tbtOverOneLineMs: 50,
  /** A page's LCP at most this share of the template landing page's. */
  lcpOfTemplate: 0.6,
  /** A page's script evaluation at most this share of its baseline. */
  scriptEvaluationOfBaseline: 0.5,
  /** `npm run bench:load`: the Node server serves at least this share of nginx's requests a second, same files. */
  siteOfNginxRequests: 0.5,
};

/**
 * Lighthouse's main-thread script evaluation (`mainthread-work-breakdown`, its scriptEvaluation
 * group; ms on its simulated phone) of each page kind on the site as it was on `measured`: the
 * figure the budget halves, for the kind's page in every language. A kind without a figure (the
 * cancellation pages) is not judged on it.
 */
export const scriptEvaluationBaseline: { measured: string; how: string; ms: Partial<Record<PageKind, number>> } = {
  measured: "2026-11-27",
  how:
    "`BENCH_ONLY=lighthouse npm run bench` on main at 16ff464 (this bench added), one run on a shared " +
    "two-core machine (the not-found page in a second run, the same day); each kind's median over its six " +
    "languages' three rounds, runs that lost their trace left out",
  ms: {
    landing: 510,
    pricing: 560,
    paywall: 354,
    success: 365,
    failure: 513,
    glow: 421,
    owner: 430,
    legal: 318,
    notFound: 343,
  },
};

export type BudgetName = keyof typeof budgets;

export function withinBudget(name: BudgetName, value: number): boolean {
  const { min, max } = budgets[name];
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}
