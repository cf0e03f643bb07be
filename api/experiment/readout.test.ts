// The readout from counts: each headline against the control, the intervals that hold for the
// family of comparisons, and the always-valid ones the owner's verdicts read; the paid rate and the
// money per visitor of the matured visitors.
import { describe, expect, it } from "vitest";
import type { ArmCounts, ExperimentCounts } from "./experiment-counts";
import { readout } from "./readout";
import { confidenceSequence, meanEstimate, rateEstimate } from "./sequential";
import { meanDifference, rateDifference, wilson } from "./statistics";

const arm = (visitors: number, trials: number, paid: number, revenue: { sum: number; sumSquares: number }) => ({
  visits: visitors * 2,
  visitors,
  trials,
  paid,
  revenue: { n: visitors, ...revenue },
});

const counts: ExperimentCounts = {
  arms: {
    A: arm(400, 40, 20, { sum: 180, sumSquares: 2400 }),
    B: arm(410, 62, 35, { sum: 330, sumSquares: 4500 }),
    C: arm(395, 41, 19, { sum: 170, sumSquares: 2300 }),
  },
  days: [{ day: "2026-11-20", variant: "A", visits: 3, visitors: 1, trials: 0, paid: 0, revenue: 0 }],
  refusedBeacons: 0,
  codes: [],
};
/** An arm of which `visitors`, `paid` and `revenue` have matured, and as many visitors again are maturing. */
const maturing = (matured: ArmCounts): ArmCounts => ({
  ...matured,
  visitors: matured.visitors * 2,
  trials: matured.trials * 2,
  revenue: { ...matured.revenue, n: matured.visitors * 2 },
  matured: { visitors: matured.visitors, paid: matured.paid, revenue: matured.revenue },
});
const since = new Date("2026-11-01T00:00:00.000Z");
const until = new Date("2026-11-27T23:59:59.999Z");

describe("the readout", () => {
  const result = readout(counts, since, until);
  const b = result.arms[1]!;

  it("compares each headline with A at 95 %, and the family at 1 − 0.05/2 each (Bonferroni)", () => {
    const plain = rateDifference({ x: 62, n: 410 }, { x: 40, n: 400 })!;
    const joint = rateDifference({ x: 62, n: 410 }, { x: 40, n: 400 }, 0.975)!;
    expect(b.vsControl!.trialRate).toMatchObject({ diff: plain.diff, low: plain.low, high: plain.high, p: plain.p });
    expect(b.vsControl!.trialRate!.adjusted).toEqual({ low: joint.low, high: joint.high });
    expect(joint.low).toBeLessThan(plain.low);
    expect(joint.high).toBeGreaterThan(plain.high);
    const money = meanDifference(counts.arms.B.revenue, counts.arms.A.revenue, 0.975)!;
    expect(b.vsControl!.revenuePerVisitor!.adjusted).toEqual({ low: money.low, high: money.high });
  });

  it("gives each difference its always-valid interval for the family: α 0.05/2, tuned for 5,000 visitors a headline", () => {
    expect(result.sequential).toEqual({ method: "asymptotic-confidence-sequence", nStar: 5000, alpha: 0.05 });
    const trials = confidenceSequence(rateEstimate({ x: 62, n: 410 }, { x: 40, n: 400 })!, 0.025, 10_000);
    expect(b.vsControl!.trialRate!.sequential).toEqual(trials);
    expect(trials.low).toBeLessThan(b.vsControl!.trialRate!.adjusted.low);
    const money = confidenceSequence(meanEstimate(counts.arms.B.revenue, counts.arms.A.revenue)!, 0.025, 10_000);
    expect(b.vsControl!.revenuePerVisitor!.sequential).toEqual(money);
  });

  it("compares the paid rate and the money of matured visitors only, the trial rate of everyone", () => {
    const matured = readout(
      { ...counts, arms: { A: maturing(counts.arms.A), B: maturing(counts.arms.B), C: maturing(counts.arms.C) } },
      since,
      until,
    );
    const [mb, ob] = [matured.arms[1]!, b];
    expect(mb.matured).toEqual({
      visitors: 410,
      paid: 35,
      revenue: { sum: 330, sumSquares: 4500 },
      paidRate: wilson(35, 410),
      revenuePerVisitor: ob.revenuePerVisitor,
    });
    expect(mb.maturing).toBe(410);
    expect(mb.vsControl!.paidRate).toEqual(ob.vsControl!.paidRate);
    expect(mb.vsControl!.revenuePerVisitor).toEqual(ob.vsControl!.revenuePerVisitor);
    expect(mb.vsControl!.trialRate!.diff).toBeCloseTo(124 / 820 - 80 / 800, 12);
    // The totals stay what they are; counts without a matured part count everyone as matured.
    expect([mb.visitors, mb.paid, mb.revenue.sum]).toEqual([820, 35, 330]);
    expect(mb.paidRate).toEqual(wilson(35, 820));
    expect([ob.matured.visitors, ob.maturing]).toEqual([410, 0]);
  });

  it("adjusts p by Holm over B and C, and leaves A without a comparison", () => {
    const [pb, pc] = [b.vsControl!.paidRate!.p!, result.arms[2]!.vsControl!.paidRate!.p!];
    expect(pb).toBeLessThan(pc);
    expect(b.vsControl!.paidRate!.pAdjusted).toBeCloseTo(Math.min(1, 2 * pb), 12);
    expect(result.arms[2]!.vsControl!.paidRate!.pAdjusted).toBeCloseTo(Math.max(2 * pb, pc), 12);
    expect(result.arms[0]!.vsControl).toBeNull();
  });

  it("plans for the lifts asked for (20 % each unless asked), from A's rates", () => {
    expect(result.planning.lifts).toEqual({ trialRate: 0.2, paidRate: 0.2, revenuePerVisitor: 0.2 });
    const planned = readout(counts, since, until, { trialRate: 0.1, paidRate: 0.2, revenuePerVisitor: 0.3 });
    expect(planned.planning.lifts).toEqual({ trialRate: 0.1, paidRate: 0.2, revenuePerVisitor: 0.3 });
    // A: 40 trials of 400 visitors, 20 payers, $180.
    expect(planned.planning.metrics.trialRate).toMatchObject({ baseline: 0.1, assumed: false });
    expect(planned.planning.metrics.trialRate.margin).toBeCloseTo(0.01, 12);
    expect(planned.planning.metrics.paidRate).toMatchObject({ baseline: 0.05, assumed: false });
    expect(planned.planning.metrics.revenuePerVisitor.margin).toBeCloseTo(0.3 * 0.45, 12);
    const needed = (one: typeof result) => one.planning.metrics.trialRate.neededPerHeadline!;
    expect(needed(planned) / needed(result)).toBeGreaterThan(3.5);
  });

  it("tells the period, the days and the sample ratio", () => {
    expect(result).toMatchObject({ control: "A", since: since.toISOString(), until: until.toISOString() });
    expect(result.days).toEqual(counts.days);
    expect(result.srm.alarm).toBe(false);
    expect(
      readout({ ...counts, arms: { ...counts.arms, C: arm(200, 20, 9, { sum: 80, sumSquares: 900 }) } }, since, until)
        .srm.alarm,
    ).toBe(true);
  });
});
