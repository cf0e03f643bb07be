// The always-valid intervals against published values: the R reference values in the `confseq`
// package's tests (Howard, Waudby-Smith and Ramdas; test/uniform_boundaries_unittest.cpp) for the
// two-sided normal mixture the asymptotic sequence is made of, and GrowthBook's gbstats tests
// (packages/stats/tests/frequentist/test_tests.py) for its sequential intervals of given counts.
import { describe, expect, it } from "vitest";
import { confidenceSequence, halfWidth, meanEstimate, rateEstimate, tuning, type Estimate } from "./sequential";
import { varianceOf, type Moments } from "./statistics";

/** GrowthBook's samples: the control's and the variant's revenue. */
const control: Moments = { n: 3000, sum: 1396.87, sumSquares: 52377.9767 };
const variant: Moments = { n: 3461, sum: 2422.7, sumSquares: 134698.29 };

/** gbstats' relative difference (b − a) / a and its delta-method variance, from an absolute estimate's parts. */
function relative(meanA: number, varianceA: number, meanB: number, varianceB: number, n: number): Estimate {
  return {
    diff: (meanB - meanA) / meanA,
    variance: varianceB / meanA ** 2 + (varianceA * meanB ** 2) / meanA ** 4,
    n,
  };
}

describe("the always-valid intervals", () => {
  it("tune ρ and bound the sum as confseq's two-sided normal mixture does (v = 100, α = 0.05)", () => {
    // confseq's mixture variance is 1/ρ²; its bound is on the sum at intrinsic time v, so n · half-width at σ = 1.
    const rho = tuning(0.05, 100);
    expect(1 / rho ** 2).toBeCloseTo(12.60056, 5);
    expect(100 * halfWidth(1, 100, rho, 0.05)).toBeCloseTo(30.35209, 5);
  });

  it("take the difference's variance as gbstats does (its absolute standard error)", () => {
    const estimate = meanEstimate(variant, control)!;
    expect(estimate.diff).toBeCloseTo(0.23437666666666668, 12);
    expect(Math.sqrt(estimate.variance)).toBeCloseTo(0.12983081254184736, 12);
    expect(estimate.n).toBe(6461);
    expect(meanEstimate({ n: 1, sum: 5, sumSquares: 25 }, control)).toBeNull();
  });

  it("match gbstats' sequential interval for means (N* = 1,000)", () => {
    const estimate = relative(
      control.sum / control.n,
      varianceOf(control) / control.n,
      variant.sum / variant.n,
      varianceOf(variant) / variant.n,
      control.n + variant.n,
    );
    expect(estimate.diff).toBeCloseTo(0.50336, 5);
    expect(Math.sqrt(estimate.variance)).toBeCloseTo(0.33341, 5);
    const interval = confidenceSequence(estimate, 0.05, 1000);
    expect(interval.low).toBeCloseTo(-0.55844, 5);
    expect(interval.high).toBeCloseTo(1.56516, 5);
  });

  it("match gbstats' sequential interval for rates (its default N* = 5,000)", () => {
    const [a, b] = [
      { x: 1396, n: 3000 },
      { x: 2422, n: 3461 },
    ];
    const [pa, pb] = [a.x / a.n, b.x / b.n];
    const estimate = relative(pa, (pa * (1 - pa)) / a.n, pb, (pb * (1 - pb)) / b.n, a.n + b.n);
    expect(estimate.diff).toBeCloseTo(0.50386, 5);
    const interval = confidenceSequence(estimate, 0.05, 5000);
    expect(interval.low).toBeCloseTo(0.40098, 5);
    expect(interval.high).toBeCloseTo(0.60675, 5);
    // The absolute estimate of the same counts, as the readout compares rates.
    expect(rateEstimate(b, a)).toEqual({
      diff: pb - pa,
      variance: (pa * (1 - pa)) / a.n + (pb * (1 - pb)) / b.n,
      n: 6461,
    });
  });

  it("are widest far from the tuning and always wider than the fixed 95 % interval", () => {
    const estimate = rateEstimate({ x: 120, n: 4000 }, { x: 100, n: 4000 })!;
    const width = (nStar: number) => {
      const { low, high } = confidenceSequence(estimate, 0.05, nStar);
      return high - low;
    };
    expect(width(8000)).toBeLessThan(width(800));
    expect(width(8000)).toBeLessThan(width(80_000));
    expect(width(8000)).toBeGreaterThan(2 * 1.96 * Math.sqrt(estimate.variance));
  });
});
