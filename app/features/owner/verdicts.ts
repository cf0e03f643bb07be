// What the owner may conclude from the readout, in plain words: nothing below the minimum sample;
// otherwise, per metric and headline, a difference from A only where the interval adjusted for the
// family of comparisons (api/experiment/readout.ts) lies wholly on one side of zero. A sample ratio
// mismatch is said first, whatever the sample.
import type { ExperimentReadout, Headline } from "~/contracts/experiment-api";

/** Below these, per headline, the comparison says nothing yet. */
export const MINIMUM = { visitors: 100, trials: 10 } as const;

export const metrics = ["revenuePerVisitor", "paidRate", "trialRate"] as const;
export type Metric = (typeof metrics)[number];

export type Verdict =
  | { kind: "sample-ratio"; p: number }
  | { kind: "not-enough" }
  | { kind: "metric"; metric: Metric; variant: Headline; direction: "more" | "less" | "unclear" };

export function verdicts(readout: ExperimentReadout): Verdict[] {
  const said: Verdict[] = readout.srm.alarm ? [{ kind: "sample-ratio", p: readout.srm.p }] : [];
  if (readout.arms.some((arm) => arm.visitors < MINIMUM.visitors || arm.trials < MINIMUM.trials))
    return [...said, { kind: "not-enough" }];
  for (const metric of metrics) {
    for (const arm of readout.arms) {
      if (!arm.vsControl) continue;
      const adjusted = arm.vsControl[metric]?.adjusted;
      const direction = !adjusted ? "unclear" : adjusted.low > 0 ? "more" : adjusted.high < 0 ? "less" : "unclear";
      said.push({ kind: "metric", metric, variant: arm.variant, direction });
    }
  }
  return said;
}
