// The owner's plan for the headline experiment, between the owner page and the readout's API
// (experiment-api.ts): the smallest lift worth having per figure, as the readout's query and the
// page's address carry it, and the sample and days it takes. No imports: the API loads it at run time.
// Why: docs/decisions/033-planned-sample-and-stopping.md

/** The three things compared between the headlines. */
export type ExperimentMetric = "trialRate" | "paidRate" | "revenuePerVisitor";

/**
 * The smallest lift worth having per metric, relative to A's value, as whole or decimal percentages
 * in the readout's query and the owner page's (`?trialLift=20&paidLift=20&revenueLift=20`); absent:
 * the default. The API refuses a value outside the range (400).
 */
export const liftParameters: Record<ExperimentMetric, string> = {
  trialRate: "trialLift",
  paidRate: "paidLift",
  revenuePerVisitor: "revenueLift",
};
export const LIFT_PERCENT = { default: 20, min: 1, max: 500 } as const;

/** A lift parameter's percentage (up to two decimals): absent or empty, the default; null when it is not one in the range. */
export function liftPercent(value: string | null | undefined): number | null {
  if (!value) return LIFT_PERCENT.default;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value)) return null;
  const percent = Number(value);
  return percent >= LIFT_PERCENT.min && percent <= LIFT_PERCENT.max ? percent : null;
}

/**
 * One metric's plan: how many visitors each headline needs for an 80 % chance that the always-valid
 * interval the verdicts read leaves zero when the headline differs from A by the lift worth having;
 * counted for the paid rate and the money per visitor in matured visitors.
 */
export interface MetricPlan {
  /** A's value the plan starts from: its rate (or money per visitor), observed, or assumed while A has too little data. */
  baseline: number;
  assumed: boolean;
  /** The smallest difference worth having, in the metric's own unit (a rate's share, or US dollars): lift × baseline. */
  margin: number;
  /** Null: the lift cannot be had (a rate above 100 %). */
  neededPerHeadline: number | null;
  /** What the headline with the fewest has so far (matured visitors for the paid rate and the money). */
  countedPerHeadline: number;
  /** Days until every headline has its sample, at its own traffic in the period (0: reached); null: no traffic yet, or no sample. */
  daysLeft: number | null;
}

export interface ExperimentPlanning {
  /** The smallest relative lift worth having per metric, a fraction (0.2: +20 %). */
  lifts: Record<ExperimentMetric, number>;
  /** The chance of a verdict at the planned sample when the lift is true. */
  power: number;
  /** Consenting visitors first seen per headline and day in the period, on average; null before the first. */
  visitorsPerHeadlinePerDay: number | null;
  metrics: Record<ExperimentMetric, MetricPlan>;
}
