// The statistics against published worked examples: Newcombe's tables (1998) for the Wilson and
// the hybrid score intervals, R's `t.test` on its `sleep` data for a mean and for Welch's t, R's
// `p.adjust(method = "holm")`, and the chi-square's closed form at 2 degrees of freedom.
import { describe, expect, it } from "vitest";
import { holm, meanDifference, meanInterval, rateDifference, sampleRatio, wilson, type Moments } from "./statistics";

const moments = (values: number[]): Moments => ({
  n: values.length,
  sum: values.reduce((sum, value) => sum + value, 0),
  sumSquares: values.reduce((sum, value) => sum + value * value, 0),
});

// R: sleep$extra by group.
const sleep1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
const sleep2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];

describe("the experiment's statistics", () => {
  it("Wilson's interval matches Newcombe's single-proportion examples", () => {
    for (const [x, n, low, high] of [
      [81, 263, 0.2553, 0.3662],
      [15, 148, 0.0624, 0.1605],
      [0, 20, 0, 0.1611],
      [1, 29, 0.0061, 0.1718],
    ] as const) {
      const interval = wilson(x, n)!;
      expect(interval.value).toBeCloseTo(x / n, 10);
      expect(interval.low).toBeCloseTo(low, 4);
      expect(interval.high).toBeCloseTo(high, 4);
    }
    expect(wilson(1, 1)).toBeNull();
  });

  it("the hybrid score interval for a difference matches Newcombe's method 10", () => {
    for (const [a, n1, b, n2, low, high] of [
      [56, 70, 48, 80, 0.0524, 0.3339],
      [9, 10, 3, 10, 0.1705, 0.809],
      [6, 7, 2, 7, 0.0582, 0.8062],
      [5, 56, 0, 29, -0.0381, 0.1926],
      [0, 10, 0, 20, -0.1611, 0.2775],
      [0, 10, 0, 10, -0.2775, 0.2775],
      [10, 10, 0, 20, 0.6791, 1],
      [10, 10, 0, 10, 0.6075, 1],
    ] as const) {
      const difference = rateDifference({ x: a, n: n1 }, { x: b, n: n2 })!;
      expect(difference.low, `${a}/${n1} − ${b}/${n2}`).toBeCloseTo(low, 4);
      expect(difference.high, `${a}/${n1} − ${b}/${n2}`).toBeCloseTo(high, 4);
    }
  });

  it("the pooled z-test's p, and none where nobody or everybody converted", () => {
    // R: prop.test(c(56, 48), c(70, 80), correct = FALSE): X-squared = 7.0233 (z = 2.650), p-value = 0.008045.
    expect(rateDifference({ x: 56, n: 70 }, { x: 48, n: 80 })!.p).toBeCloseTo(0.008045, 6);
    expect(rateDifference({ x: 0, n: 10 }, { x: 0, n: 20 })!.p).toBeNull();
  });

  it("a mean's t interval matches R's t.test(sleep$extra[1:10])", () => {
    const interval = meanInterval(moments(sleep1))!;
    expect(interval.value).toBeCloseTo(0.75, 10);
    expect(interval.low).toBeCloseTo(-0.5297804, 6);
    expect(interval.high).toBeCloseTo(2.0297804, 6);
    expect(meanInterval(moments([0, 0, 0]))).toBeNull();
    expect(meanInterval(moments([5]))).toBeNull();
  });

  it("Welch's t matches R's t.test(extra ~ group, data = sleep)", () => {
    const difference = meanDifference(moments(sleep1), moments(sleep2))!;
    expect(difference.diff).toBeCloseTo(-1.58, 10);
    expect(difference.low).toBeCloseTo(-3.3654832, 5);
    expect(difference.high).toBeCloseTo(0.2054832, 5);
    expect(difference.p).toBeCloseTo(0.07939, 5);
  });

  it("Holm's adjustment matches R's p.adjust", () => {
    expect(holm([0.01, 0.04])).toEqual([0.02, 0.04]);
    const [first, second] = holm([0.04, 0.03]);
    expect(first).toBeCloseTo(0.06, 12);
    expect(second).toBeCloseTo(0.06, 12);
    expect(holm([0.3, null])).toEqual([0.3, null]);
    expect(holm([0.8, 0.9])).toEqual([1, 1]);
  });

  it("the sample ratio's chi-square, and its alarm below p 0.001", () => {
    const even = sampleRatio([100, 100, 100]);
    expect(even).toEqual({ chi2: 0, p: 1, alarm: false });
    const skewed = sampleRatio([120, 100, 80]);
    expect(skewed.chi2).toBeCloseTo(8, 10);
    expect(skewed.p).toBeCloseTo(Math.exp(-4), 8); // df 2: p = e^(−χ²/2)
    expect(skewed.alarm).toBe(false);
    expect(sampleRatio([1300, 1000, 1000]).alarm).toBe(true);
  });
});
