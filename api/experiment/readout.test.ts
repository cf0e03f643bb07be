// The readout from counts: each headline against the control, and the intervals that hold for the
// family of comparisons, which the owner's verdicts read.
import { describe, expect, it } from "vitest";
import type { ExperimentCounts } from "./experiment-counts";
import { readout } from "./readout";
import { meanDifference, rateDifference } from "./statistics";

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

  it("adjusts p by Holm over B and C, and leaves A without a comparison", () => {
    const [pb, pc] = [b.vsControl!.paidRate!.p!, result.arms[2]!.vsControl!.paidRate!.p!];
    expect(pb).toBeLessThan(pc);
    expect(b.vsControl!.paidRate!.pAdjusted).toBeCloseTo(Math.min(1, 2 * pb), 12);
    expect(result.arms[2]!.vsControl!.paidRate!.pAdjusted).toBeCloseTo(Math.max(2 * pb, pc), 12);
    expect(result.arms[0]!.vsControl).toBeNull();
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
