// The performance budgets (docs/architecture.md, Performance), checked by `npm run bench` (never by timed tests).
export const budgets = {
  performance: { max: undefined, min: 100, unit: "score" },
  accessibility: { min: 100, max: undefined, unit: "score" },
  bestPractices: { min: 100, max: undefined, unit: "score" },
  seo: { min: 100, max: undefined, unit: "score" },
  lcpMs: { max: 1200, min: undefined, unit: "ms" },
  tbtMs: { max: 50, min: undefined, unit: "ms" },
  cls: { max: 0.01, min: undefined, unit: "" },
  /** First-load JavaScript of the landing page, compressed as served (brotli), in bytes. */
  landingFirstLoadJsBytes: { max: 110 * 1024, min: undefined, unit: "B" },
  /** On the phone profile (bench/phone-profile.ts): the app has hydrated the page. */
  phoneHydratedMs: { max: 3000, min: undefined, unit: "ms" },
  /** On the phone profile: a sign-up press made as soon as it is painted, until the browser leaves for the hosted login. */
  phonePressToHostedLoginMs: { max: 1200, min: undefined, unit: "ms" },
} as const;

export type BudgetName = keyof typeof budgets;

export function withinBudget(name: BudgetName, value: number): boolean {
  const { min, max } = budgets[name];
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}
