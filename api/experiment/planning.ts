// The owner's plan: per metric, the visitors each headline needs so that the always-valid interval
// the verdicts read (sequential.ts, at α/m, tuned as readout.ts tunes it) leaves zero in 80 % of
// experiments whose headline truly differs from A by the smallest lift worth having; the days that
// takes at each headline's traffic; and the margin inside which a headline makes no difference
// worth having. Why: docs/decisions/033-planned-sample-and-stopping.md
import jStat from "jstat";
import {
  CONTROL,
  headlines,
  MATURING_DAYS,
  type DailyCounts,
  type Headline,
  VERDICT_MINIMUM,
} from "../../app/contracts/experiment-api.ts";
import {
  LIFT_PERCENT,
  type ExperimentMetric,
  type ExperimentPlanning,
  type MetricPlan,
} from "../../app/contracts/experiment-plan.ts";
import { priceList } from "../../app/contracts/price-list.ts";
import type { ArmCounts, MaturedCounts } from "./experiment-counts.ts";
import { halfWidth, SEQUENTIAL, tuning } from "./sequential.ts";
import { varianceOf } from "./statistics.ts";

export const POWER = 0.8;
const Z_POWER = jStat.normal.inv(POWER, 0, 1);
const DAY_MS = 86_400_000;

export const DEFAULT_LIFTS: Record<ExperimentMetric, number> = {
  trialRate: LIFT_PERCENT.default / 100,
  paidRate: LIFT_PERCENT.default / 100,
  revenuePerVisitor: LIFT_PERCENT.default / 100,
};

/**
 * What the plan assumes of A while A has fewer trials (for the trial rate) or matured payers (for the
 * paid rate and the money) than the verdicts' minimum of trials: the rates the simulation uses
 * (ab-simulation.test.ts): 3 % of visitors start a trial, half the trials pay, and a payer's first
 * payment is Pro's month (three in four) or Pro's year (one in four), at the price list's dollars.
 */
export const ASSUMED = { trialRate: 0.03, payingShare: 0.5, yearlyShare: 0.25 } as const;
const OBSERVED_FROM = VERDICT_MINIMUM.trials;
const firstPayments = [
  { dollars: priceList.USD["pro-monthly"], share: 1 - ASSUMED.yearlyShare },
  { dollars: priceList.USD["pro-annual"] * 12, share: ASSUMED.yearlyShare },
];

/** The smallest whole n for which `reach(n)` (falling as n grows) is at most `margin`; null past 10¹². */
export function smallestSample(reach: (n: number) => number, margin: number): number | null {
  if (!(margin > 0)) return null;
  let high = 2;
  while (reach(high) > margin) if ((high *= 2) > 1e12) return null;
  // reach(low) > margin ≥ reach(high); below 2 there is no sample.
  let low = high === 2 ? 1 : high / 2;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (reach(middle) > margin) low = middle;
    else high = middle;
  }
  return high;
}

/**
 * Visitors per headline for `POWER` at a true difference of `margin`: the smallest n with margin ≥
 * h(n) + z₀.₈ · √(V/n), where h is the confidence sequence's half-width with both headlines' 2n
 * observations (tuned for 2 · `nStar`) and V the sum of one visitor's variance under each headline.
 */
export function neededPerHeadline(margin: number, variance: number, alpha: number, nStar: number): number | null {
  if (!(variance > 0)) return null;
  const rho = tuning(alpha, 2 * nStar);
  return smallestSample((n) => halfWidth(2 * variance, 2 * n, rho, alpha) + Z_POWER * Math.sqrt(variance / n), margin);
}

/** A's value and one visitor's variance under A and under a headline `lift` better (null: no such rate). */
interface Baseline {
  value: number;
  assumed: boolean;
  /** The sum of the two variances at the lift; null when the lift cannot be had. */
  variance: (lift: number) => number | null;
}

const rateBaseline = (value: number, assumed: boolean): Baseline => ({
  value,
  assumed,
  variance: (lift) => {
    const better = value * (1 + lift);
    return better < 1 ? value * (1 - value) + better * (1 - better) : null;
  },
});

/** Money per visitor: both headlines with A's variance. */
const meanBaseline = ({ mean, variance }: { mean: number; variance: number }, assumed: boolean): Baseline => ({
  value: mean,
  assumed,
  variance: () => 2 * variance,
});

function baselines(control: ArmCounts, matured: MaturedCounts): Record<ExperimentMetric, Baseline> {
  const trialsKnown = control.trials >= OBSERVED_FROM;
  const trialRate = trialsKnown ? control.trials / control.visitors : ASSUMED.trialRate;
  const paidKnown = matured.paid >= OBSERVED_FROM;
  const paidRate = paidKnown ? matured.paid / matured.visitors : trialRate * ASSUMED.payingShare;
  const money = paidKnown
    ? { mean: matured.revenue.sum / matured.revenue.n, variance: varianceOf(matured.revenue) }
    : assumedMoney(paidRate);
  return {
    trialRate: rateBaseline(trialRate, !trialsKnown),
    paidRate: rateBaseline(paidRate, !paidKnown),
    revenuePerVisitor: meanBaseline(money, !paidKnown),
  };
}

/** A visitor's money when `paidRate` of visitors pay the assumed first payments: its mean and variance. */
function assumedMoney(paidRate: number) {
  const mean = paidRate * firstPayments.reduce((sum, { dollars, share }) => sum + share * dollars, 0);
  const square = paidRate * firstPayments.reduce((sum, { dollars, share }) => sum + share * dollars ** 2, 0);
  return { mean, variance: square - mean ** 2 };
}

/** The days of the period since its first visitor, at least one. */
function daysRunning(days: readonly DailyCounts[], until: Date): number | null {
  const first = days.find((day) => day.visitors > 0)?.day;
  if (!first) return null;
  return Math.max(1, (until.getTime() - new Date(`${first}T00:00:00.000Z`).getTime()) / DAY_MS);
}

/**
 * Days until a headline has `needed` visitors counted at `perDay`: the trial rate counts a visitor
 * when first seen; the paid rate and the money once matured, `MATURING_DAYS` later (those seen
 * already mature within that time).
 */
function daysUntil(
  needed: number,
  perDay: number,
  { seen, counted }: { seen: number; counted: number },
  matures: boolean,
) {
  if (counted >= needed) return 0;
  // Those seen already are all counted within the maturing days.
  if (matures && needed <= seen) return Math.min(MATURING_DAYS, Math.ceil((needed - counted) / perDay));
  if (!(perDay > 0)) return null;
  return Math.ceil((needed - seen) / perDay) + (matures ? MATURING_DAYS : 0);
}

/** The plan from the period's counts, at the lifts asked for. */
export function planning(
  arms: Record<Headline, ArmCounts>,
  maturedOf: (arm: ArmCounts) => MaturedCounts,
  days: readonly DailyCounts[],
  until: Date,
  lifts: Record<ExperimentMetric, number>,
): ExperimentPlanning {
  const alpha = SEQUENTIAL.alpha / (headlines.length - 1);
  const base = baselines(arms[CONTROL], maturedOf(arms[CONTROL]));
  const running = daysRunning(days, until);
  const perDay = (arm: ArmCounts) => (running ? arm.visitors / running : 0);
  const plan = (metric: ExperimentMetric): MetricPlan => {
    const { value, assumed, variance } = base[metric];
    const margin = lifts[metric] * value;
    const spread = variance(lifts[metric]);
    const needed = spread === null ? null : neededPerHeadline(margin, spread, alpha, SEQUENTIAL.nStar);
    const matures = metric !== "trialRate";
    const progress = headlines.map((variant) => {
      const arm = arms[variant];
      return { seen: arm.visitors, counted: matures ? maturedOf(arm).visitors : arm.visitors, perDay: perDay(arm) };
    });
    const left = needed === null ? [null] : progress.map((arm) => daysUntil(needed, arm.perDay, arm, matures));
    return {
      baseline: value,
      assumed,
      margin,
      neededPerHeadline: needed,
      countedPerHeadline: Math.min(...progress.map((arm) => arm.counted)),
      daysLeft: left.some((count) => count === null) ? null : Math.max(...(left as number[])),
    };
  };
  const visitors = headlines.reduce((sum, variant) => sum + arms[variant].visitors, 0);
  return {
    lifts,
    power: POWER,
    visitorsPerHeadlinePerDay: running ? visitors / headlines.length / running : null,
    metrics: { trialRate: plan("trialRate"), paidRate: plan("paidRate"), revenuePerVisitor: plan("revenuePerVisitor") },
  };
}
