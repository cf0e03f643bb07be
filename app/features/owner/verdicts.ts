// What the owner may conclude from the readout, in plain words: nothing below the minimum sample;
// otherwise, per metric and headline, a difference from A only where the always-valid interval for
// the family of comparisons (api/experiment/readout.ts) lies wholly on one side of zero, so a verdict
// read on any day is as sure as one read once; and "no difference worth having" where it lies
// inside ± the smallest difference worth having (the plan's margin, from A's own data). A sample
// ratio mismatch is said first, whatever the sample. Why: docs/decisions/032-always-valid-intervals.md,
// docs/decisions/033-planned-sample-and-stopping.md
import {
  VERDICT_MINIMUM,
  type ArmReadout,
  type ExperimentReadout,
  type Headline,
  type Interval,
} from "~/contracts/experiment-api";

/** Below these, per headline, the comparison says nothing yet. */
export const MINIMUM = VERDICT_MINIMUM;

export const metrics = ["revenuePerVisitor", "paidRate", "trialRate"] as const;
export type Metric = (typeof metrics)[number];

/**
 * What a figure of a headline counts: the trial rate every visitor, the paid rate and the money per
 * visitor the matured ones only (api/experiment/readout.ts); those visitors and the figure's interval.
 */
export function countedFor(arm: ArmReadout, metric: Metric): { visitors: number; interval: Interval | null } {
  if (metric === "trialRate") return { visitors: arm.visitors, interval: arm.trialRate };
  return { visitors: arm.matured.visitors, interval: arm.matured[metric] };
}

export type Direction = "more" | "less" | "negligible" | "unclear";

export type Verdict =
  | { kind: "sample-ratio"; p: number }
  | { kind: "not-enough" }
  | { kind: "metric"; metric: Metric; variant: Headline; direction: Direction };

export function verdicts(readout: ExperimentReadout): Verdict[] {
  const said: Verdict[] = readout.srm.alarm ? [{ kind: "sample-ratio", p: readout.srm.p }] : [];
  if (readout.arms.some((arm) => arm.visitors < MINIMUM.visitors || arm.trials < MINIMUM.trials))
    return [...said, { kind: "not-enough" }];
  for (const metric of metrics) {
    const plan = readout.planning.metrics[metric];
    // A margin from an assumed rate of A's says nothing of this experiment.
    const margin = plan.assumed ? null : plan.margin;
    for (const arm of readout.arms) {
      if (!arm.vsControl) continue;
      const interval = arm.vsControl[metric]?.sequential;
      const direction: Direction = !interval
        ? "unclear"
        : margin !== null && interval.low > -margin && interval.high < margin
          ? "negligible"
          : interval.low > 0
            ? "more"
            : interval.high < 0
              ? "less"
              : "unclear";
      said.push({ kind: "metric", metric, variant: arm.variant, direction });
    }
  }
  return said;
}
