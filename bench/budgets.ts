// The performance budgets (docs/decisions/014-half-the-main-thread-work.md), checked by `npm run
// bench` (never by timed tests). Lighthouse's times scale with the machine's CPU, so the main-thread
// budgets are ratios to pages measured in the same run (bench/comparison-server.ts).
import type { Locale } from "../app/contracts/locales.ts";
import type { PageKind } from "./pages.ts";

export const budgets = {
  performance: { max: undefined, min: 100, unit: "score" },
  accessibility: { min: 100, max: undefined, unit: "score" },
  bestPractices: { min: 100, max: undefined, unit: "score" },
  seo: { min: 100, max: undefined, unit: "score" },
  lcpMs: { max: 1200, min: undefined, unit: "ms" },
  cls: { max: 0.01, min: undefined, unit: "" },
  /** First-load JavaScript of every page the app runs on, compressed as served (brotli), in bytes. */
  firstLoadJsBytes: { max: 100 * 1024, min: undefined, unit: "B" },
  /** On the phone profile (bench/phone-profile.ts): the app has hydrated the page. */
  phoneHydratedMs: { max: 3000, min: undefined, unit: "ms" },
  /** On the phone profile: a sign-up press made as soon as it is painted, until the browser leaves for the hosted login. */
  phonePressToHostedLoginMs: { max: 1200, min: undefined, unit: "ms" },
} as const;

/** Budgets judged against the template's landing page and the baseline below, in the same run. */
export const ratios = {
  /** A page's total blocking time may exceed the template landing page's by this much (ms). */
  tbtOverTemplateMs: 50,
  /** A page's LCP at most this share of the template landing page's. */
  lcpOfTemplate: 0.6,
  /** A page's script evaluation at most this share of its baseline. */
  scriptEvaluationOfBaseline: 0.5,
};

/**
 * Lighthouse's main-thread script evaluation (`mainthread-work-breakdown`, its scriptEvaluation
 * group; ms on its simulated phone, median of 3) of each page, measured with `npm run bench` on
 * the site as it was on `measured`, in one run beside the template: the figure the budget halves.
 */
export const scriptEvaluationBaseline: {
  measured: string;
  how: string;
  ms: Partial<Record<PageKind, Partial<Record<Locale, number>>>>;
} = {
  measured: "",
  how: "",
  ms: {},
};

export type BudgetName = keyof typeof budgets;

export function withinBudget(name: BudgetName, value: number): boolean {
  const { min, max } = budgets[name];
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}
