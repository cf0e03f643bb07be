// The owner's readout of the headline experiment from its counts (experiment-counts.ts): each
// headline's rates with intervals, and each against the control with statistics.ts, Holm-adjusted,
// and with always-valid intervals (sequential.ts). The paid rate and the money per visitor count the
// matured visitors only; and the plan at the lifts asked for (planning.ts). Why:
// docs/decisions/007-first-exposure-attribution.md, docs/decisions/032-always-valid-intervals.md
import {
  CONTROL,
  headlines,
  type AdjustedDifference,
  type ArmReadout,
  type Difference,
  type ExperimentReadout,
  type Headline,
} from "../../app/contracts/experiment-api.ts";
import type { ExperimentMetric } from "../../app/contracts/experiment-plan.ts";
import type { ArmCounts, ExperimentCounts, MaturedCounts } from "./experiment-counts.ts";
import { DEFAULT_LIFTS, planning } from "./planning.ts";
import { confidenceSequence, meanEstimate, rateEstimate, SEQUENTIAL, type Estimate } from "./sequential.ts";
import {
  CONFIDENCE,
  holm,
  meanDifference,
  meanInterval,
  rateDifference,
  sampleRatio,
  wilson,
  type Moments,
} from "./statistics.ts";

type Metric = ExperimentMetric;
const metrics: Metric[] = ["trialRate", "paidRate", "revenuePerVisitor"];

/** A comparison with the control: its difference at a confidence, and its estimate for the sequence. */
interface Comparison {
  difference: (confidence?: number) => Difference | null;
  estimate: Estimate | null;
}
const ofRates = (a: { x: number; n: number }, b: { x: number; n: number }): Comparison => ({
  difference: (confidence) => rateDifference(a, b, confidence),
  estimate: rateEstimate(a, b),
});
const ofMeans = (a: Moments, b: Moments): Comparison => ({
  difference: (confidence) => meanDifference(a, b, confidence),
  estimate: meanEstimate(a, b),
});

const maturedOf = ({ matured, visitors, paid, revenue }: ArmCounts): MaturedCounts =>
  matured ?? { visitors, paid, revenue };

/** Each variant against the control on one metric, the family adjusted by Holm (p) and Bonferroni (intervals). */
function family(comparisons: Comparison[]): (AdjustedDifference | null)[] {
  const differences = comparisons.map((comparison) => comparison.difference());
  const ps = holm(differences.map((difference) => difference?.p ?? null));
  // Bonferroni's intervals for the family: each comparison at α/m.
  const m = differences.filter((difference) => difference?.p != null).length || 1;
  return comparisons.map(({ difference: at, estimate }, index) => {
    const difference = differences[index];
    const wide = at(1 - (1 - CONFIDENCE) / m);
    if (!difference || !wide || !estimate) return null;
    return {
      ...difference,
      pAdjusted: ps[index]!,
      adjusted: { low: wide.low, high: wide.high },
      // A comparison of two headlines, tuned for both arms' planned visitors.
      sequential: confidenceSequence(estimate, SEQUENTIAL.alpha / m, 2 * SEQUENTIAL.nStar),
    };
  });
}

/**
 * The readout from the counts: intervals per headline, and each against the control, adjusted per
 * metric; the plan for the smallest lifts worth having (fractions: 0.2 is +20 %).
 */
export function readout(
  { arms, days, refusedBeacons, codes }: ExperimentCounts,
  since: Date,
  until: Date,
  lifts: Record<Metric, number> = DEFAULT_LIFTS,
): ExperimentReadout {
  const control = arms[CONTROL];
  const others = headlines.filter((variant) => variant !== CONTROL);
  const compare: Record<Metric, (arm: ArmCounts) => Comparison> = {
    trialRate: (arm) => ofRates({ x: arm.trials, n: arm.visitors }, { x: control.trials, n: control.visitors }),
    paidRate: (arm) => {
      const [ours, theirs] = [maturedOf(arm), maturedOf(control)];
      return ofRates({ x: ours.paid, n: ours.visitors }, { x: theirs.paid, n: theirs.visitors });
    },
    revenuePerVisitor: (arm) => ofMeans(maturedOf(arm).revenue, maturedOf(control).revenue),
  };
  const families = Object.fromEntries(
    metrics.map((metric) => [metric, family(others.map((variant) => compare[metric](arms[variant])))]),
  ) as Record<Metric, (AdjustedDifference | null)[]>;
  const vsControl = (variant: Headline) =>
    Object.fromEntries(metrics.map((metric) => [metric, families[metric][others.indexOf(variant)] ?? null])) as Record<
      Metric,
      AdjustedDifference | null
    >;

  return {
    control: CONTROL,
    since: since.toISOString(),
    until: until.toISOString(),
    arms: headlines.map((variant): ArmReadout => {
      const arm = arms[variant];
      const matured = maturedOf(arm);
      return {
        variant,
        visits: arm.visits,
        visitors: arm.visitors,
        trials: arm.trials,
        paid: arm.paid,
        revenue: { sum: arm.revenue.sum, sumSquares: arm.revenue.sumSquares, currency: "USD" },
        trialRate: wilson(arm.trials, arm.visitors),
        paidRate: wilson(arm.paid, arm.visitors),
        revenuePerVisitor: meanInterval(arm.revenue),
        matured: {
          visitors: matured.visitors,
          paid: matured.paid,
          revenue: { sum: matured.revenue.sum, sumSquares: matured.revenue.sumSquares },
          paidRate: wilson(matured.paid, matured.visitors),
          revenuePerVisitor: meanInterval(matured.revenue),
        },
        maturing: arm.visitors - matured.visitors,
        vsControl: variant === CONTROL ? null : vsControl(variant),
      };
    }),
    srm: sampleRatio(headlines.map((variant) => arms[variant].visitors)),
    sequential: SEQUENTIAL,
    planning: planning(arms, maturedOf, days, until, lifts),
    days,
    refusedBeacons,
    codes,
  };
}
