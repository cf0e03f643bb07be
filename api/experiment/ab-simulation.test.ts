// The proof that the owner may look every day (docs/decisions/032-always-valid-intervals.md):
// simulated experiments (testing/experiment/simulation.ts) read at the end of each of 60 days through the readout,
// judged as the owner's verdicts judge (app/features/owner/verdicts.ts: past the minimum sample, an
// interval wholly on one side of zero; "no difference worth having" where the always-valid one lies
// inside ± the plan's margin from A's own data, docs/decisions/033-planned-sample-and-stopping.md),
// once with the always-valid intervals and once with the fixed-sample ones. Seeded, so every run
// gives the same figures.
import { describe, expect, it } from "vitest";
import { VERDICT_MINIMUM, type ExperimentReadout } from "../../app/contracts/experiment-api";
import { dailyReadouts, seeded, type Scenario } from "../../testing/experiment/simulation";

const metrics = ["trialRate", "paidRate", "revenuePerVisitor"] as const;
type Kind = "sequential" | "adjusted";

/** 300 consenting visitors per headline a day; 3 % start a trial, half of the trials pay, one payer in four $36, the others $6. */
const scenario = (liftOfB: number): Scenario => ({
  visitorsPerDay: 900,
  trialRate: { A: 0.03, B: 0.03 * liftOfB, C: 0.03 },
  payingShare: 0.5,
  prices: { low: 6, high: 36, highShare: 0.25 },
  days: 60,
});

/**
 * What the verdicts would say of a difference from A, read from one kind of interval: "B trialRate
 * more"; with the always-valid ones also "B trialRate negligible" (at the default lift of 20 %).
 */
function said(readout: ExperimentReadout, kind: Kind): string[] {
  if (readout.arms.some((arm) => arm.visitors < VERDICT_MINIMUM.visitors || arm.trials < VERDICT_MINIMUM.trials))
    return [];
  return readout.arms.flatMap((arm) =>
    metrics.flatMap((metric) => {
      const interval = arm.vsControl?.[metric]?.[kind];
      const plan = readout.planning.metrics[metric];
      if (!interval) return [];
      if (kind === "sequential" && !plan.assumed && interval.low > -plan.margin && interval.high < plan.margin)
        return [`${arm.variant} ${metric} negligible`];
      if (interval.low <= 0 && interval.high >= 0) return [];
      return [`${arm.variant} ${metric} ${interval.low > 0 ? "more" : "less"}`];
    }),
  );
}

/** A verdict of a difference, more or less. */
const differs = (verdict: string) => !verdict.endsWith(" negligible");

/** Everything each run ever said, over all its days, by kind of interval. */
function simulate(runs: number, liftOfB: number, seed: number): Record<Kind, Set<string>[]> {
  const random = seeded(seed);
  const ever: Record<Kind, Set<string>[]> = { sequential: [], adjusted: [] };
  for (let run = 0; run < runs; run += 1) {
    const looks: Record<Kind, Set<string>> = { sequential: new Set(), adjusted: new Set() };
    for (const readout of dailyReadouts(scenario(liftOfB), random)) {
      for (const kind of ["sequential", "adjusted"] as const)
        said(readout, kind).forEach((verdict) => looks[kind].add(verdict));
    }
    ever.sequential.push(looks.sequential);
    ever.adjusted.push(looks.adjusted);
  }
  return ever;
}

const share = (runs: Set<string>[], found: (verdicts: Set<string>) => boolean) =>
  runs.filter(found).length / runs.length;
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

describe("the verdicts of daily looks, simulated", () => {
  it(
    "A/A: 2,000 experiments without any difference show one on some day in at most 5 % of runs",
    { timeout: 60_000 },
    () => {
      const ever = simulate(2000, 1, 20261127);
      const [sequential, fixed] = [
        share(ever.sequential, (verdicts) => [...verdicts].some(differs)),
        share(ever.adjusted, (verdicts) => [...verdicts].some(differs)),
      ];
      // Where there is none, the page may say so: B's trial rate within ± 20 % of A's.
      const stop = share(ever.sequential, (verdicts) => verdicts.has("B trialRate negligible"));
      console.log(
        `A/A, 60 daily looks: a difference ever shown in ${percent(sequential)} of runs with the always-valid intervals, ${percent(fixed)} with the fixed ones; B's trial rate "no difference worth having" in ${percent(stop)}`,
      );
      expect(sequential).toBeLessThanOrEqual(0.05);
      expect(fixed).toBeGreaterThan(4 * sequential);
    },
  );

  it("A/B: a true 20 % lift of B's trial rate reaches 'more' within 60 days in most runs", { timeout: 60_000 }, () => {
    const ever = simulate(500, 1.2, 20261128);
    const more = (verdicts: Set<string>) =>
      [...verdicts].some((verdict) => verdict.startsWith("B ") && verdict.endsWith(" more"));
    const [sequential, fixed] = [share(ever.sequential, more), share(ever.adjusted, more)];
    console.log(
      `A/B, +20 % for B: 'more' reached in ${percent(sequential)} of runs with the always-valid intervals, ${percent(fixed)} with the fixed ones`,
    );
    // A true lift of the size worth having is seldom called not worth having.
    const dismissed = share(ever.sequential, (verdicts) => verdicts.has("B trialRate negligible"));
    console.log(`A/B, +20 % for B: B's trial rate "no difference worth having" in ${percent(dismissed)} of runs`);
    expect(sequential).toBeGreaterThan(0.5);
    expect(dismissed).toBeLessThanOrEqual(0.05);
    // C, like A, is rarely called different.
    expect(
      share(ever.sequential, (verdicts) =>
        [...verdicts].some((verdict) => verdict.startsWith("C ") && differs(verdict)),
      ),
    ).toBeLessThan(0.05);
  });
});
