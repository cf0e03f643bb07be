// The owner's readout of the headline experiment from its counts (experiment-counts.ts): each
// headline's rates with intervals, and each against the control with statistics.ts, Holm-adjusted.
// Why: docs/decisions/007-first-exposure-attribution.md
import {
  CONTROL,
  headlines,
  type AdjustedDifference,
  type ArmReadout,
  type ExperimentReadout,
} from "../../app/contracts/experiment-api.ts";
import type { ArmCounts, ExperimentCounts } from "./experiment-counts.ts";
import { CONFIDENCE, holm, meanDifference, meanInterval, rateDifference, sampleRatio, wilson } from "./statistics.ts";

/** The readout from the counts: intervals per headline, and each against the control, Holm-adjusted per metric. */
export function readout(
  { arms, days, refusedBeacons, codes }: ExperimentCounts,
  since: Date,
  until: Date,
): ExperimentReadout {
  const control = arms[CONTROL];
  const others = headlines.filter((variant) => variant !== CONTROL);
  const compare = {
    trialRate: (arm: ArmCounts, confidence?: number) =>
      rateDifference({ x: arm.trials, n: arm.visitors }, { x: control.trials, n: control.visitors }, confidence),
    paidRate: (arm: ArmCounts, confidence?: number) =>
      rateDifference({ x: arm.paid, n: arm.visitors }, { x: control.paid, n: control.visitors }, confidence),
    revenuePerVisitor: (arm: ArmCounts, confidence?: number) =>
      meanDifference(arm.revenue, control.revenue, confidence),
  };
  const adjusted = Object.fromEntries(
    (Object.keys(compare) as (keyof typeof compare)[]).map((metric) => {
      const differences = others.map((variant) => compare[metric](arms[variant]));
      const ps = holm(differences.map((difference) => difference?.p ?? null));
      // Bonferroni's interval for the family: each comparison at 1 − α/m.
      const family = differences.filter((difference) => difference?.p != null).length || 1;
      const jointly = 1 - (1 - CONFIDENCE) / family;
      return [
        metric,
        Object.fromEntries(
          others.map((variant, index) => {
            const difference = differences[index];
            const wide = compare[metric](arms[variant], jointly);
            return [
              variant,
              difference && wide
                ? ({
                    ...difference,
                    pAdjusted: ps[index]!,
                    adjusted: { low: wide.low, high: wide.high },
                  } satisfies AdjustedDifference)
                : null,
            ];
          }),
        ),
      ];
    }),
  ) as Record<keyof typeof compare, Record<string, AdjustedDifference | null>>;

  return {
    control: CONTROL,
    since: since.toISOString(),
    until: until.toISOString(),
    arms: headlines.map((variant): ArmReadout => {
      const arm = arms[variant];
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
        vsControl:
          variant === CONTROL
            ? null
            : {
                trialRate: adjusted.trialRate[variant] ?? null,
                paidRate: adjusted.paidRate[variant] ?? null,
                revenuePerVisitor: adjusted.revenuePerVisitor[variant] ?? null,
              },
      };
    }),
    srm: sampleRatio(headlines.map((variant) => arms[variant].visitors)),
    days,
    refusedBeacons,
    codes,
  };
}
