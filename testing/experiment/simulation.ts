// A simulated headline experiment, read every day as the owner reads it (api/experiment/readout.ts), for the proof
// that daily looks at the always-valid intervals keep their promise (api/experiment/ab-simulation.test.ts). Counts
// are drawn per day and headline, not per visitor: the day's visitors among the headlines, their
// trials, the trials that pay once the cohort has matured, and how many of those pay the dearer price.
// Why: docs/decisions/032-always-valid-intervals.md
import { headlines, MATURING_DAYS, type ExperimentReadout, type Headline } from "../../app/contracts/experiment-api.ts";
import type { ArmCounts } from "../../api/experiment/experiment-counts.ts";
import { readout } from "../../api/experiment/readout.ts";

export interface Scenario {
  /** Consenting visitors a day, all headlines together, drawn equally among them. */
  visitorsPerDay: number;
  /** Each headline's share of visitors who start a trial. */
  trialRate: Record<Headline, number>;
  /** The share of trials that pay. */
  payingShare: number;
  /** What a payer pays, and the share who pay the dearer price. */
  prices: { low: number; high: number; highShare: number };
  days: number;
}

/** Mulberry32: a small seeded generator of uniform numbers in [0, 1), the same run on every machine. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A binomial draw by inversion of its distribution function (n up to a few thousand). */
export function binomial(n: number, p: number, random: () => number): number {
  if (p <= 0 || n === 0) return 0;
  if (p >= 1) return n;
  if (p > 0.5) return n - binomial(n, 1 - p, random);
  const odds = p / (1 - p);
  let k = 0;
  let probability = (1 - p) ** n;
  let cumulative = probability;
  const u = random();
  while (u > cumulative && k < n) {
    probability *= (odds * (n - k)) / (k + 1);
    k += 1;
    cumulative += probability;
  }
  return k;
}

interface Cohort {
  visitors: number;
  trials: number;
  payers: number;
  highPayers: number;
}

const START = Date.UTC(2026, 0, 1);

/** The readout at the end of every simulated day, the first day first. */
export function* dailyReadouts(scenario: Scenario, random: () => number): Generator<ExperimentReadout> {
  const cohorts = new Map<Headline, Cohort[]>(headlines.map((variant) => [variant, []]));
  for (let day = 0; day < scenario.days; day += 1) {
    let left = scenario.visitorsPerDay;
    headlines.forEach((variant, index) => {
      const visitors = index === headlines.length - 1 ? left : binomial(left, 1 / (headlines.length - index), random);
      left -= visitors;
      const trials = binomial(visitors, scenario.trialRate[variant], random);
      const payers = binomial(trials, scenario.payingShare, random);
      cohorts
        .get(variant)!
        .push({ visitors, trials, payers, highPayers: binomial(payers, scenario.prices.highShare, random) });
    });
    const arms = Object.fromEntries(
      headlines.map((variant) => [variant, counts(cohorts.get(variant)!, day + 1 - MATURING_DAYS, scenario.prices)]),
    ) as Record<Headline, ArmCounts>;
    yield readout(
      { arms, days: [], refusedBeacons: 0, codes: [] },
      new Date(START),
      new Date(START + (day + 1) * 86_400_000),
    );
  }
}

/** A headline's counts from its cohorts, the first `matured` of them old enough to have paid. */
function counts(cohorts: Cohort[], matured: number, { low, high }: Scenario["prices"]): ArmCounts {
  let [visitors, trials, maturedVisitors, paid, sum, sumSquares] = [0, 0, 0, 0, 0, 0];
  cohorts.forEach((cohort, index) => {
    visitors += cohort.visitors;
    trials += cohort.trials;
    if (index >= matured) return;
    const lowPayers = cohort.payers - cohort.highPayers;
    maturedVisitors += cohort.visitors;
    paid += cohort.payers;
    sum += lowPayers * low + cohort.highPayers * high;
    sumSquares += lowPayers * low ** 2 + cohort.highPayers * high ** 2;
  });
  // Only a matured trial has paid yet: the totals' payments and money are the matured visitors'.
  return {
    visits: visitors,
    visitors,
    trials,
    paid,
    revenue: { n: visitors, sum, sumSquares },
    matured: { visitors: maturedVisitors, paid, revenue: { n: maturedVisitors, sum, sumSquares } },
  };
}
