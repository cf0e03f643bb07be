// The headline experiment's statistics, by textbook methods anyone can check (Wilson, Newcombe,
// Welch, Holm, chi-square SRM; jStat's distributions). Why: docs/decisions/007-first-exposure-attribution.md
import jStat from "jstat";
import type { Difference, Interval } from "../../app/contracts/experiment-api.ts";

/** The intervals' confidence, unless a caller asks for another (the adjusted intervals: readout.ts). */
export const CONFIDENCE = 0.95;
/** The two-sided critical value of the standard normal at `confidence`. */
const zAt = (confidence: number) => jStat.normal.inv(1 - (1 - confidence) / 2, 0, 1);

/** Wilson's score interval for `successes` of `n`; null for fewer than 2 trials. */
export function wilson(successes: number, n: number, confidence = CONFIDENCE): Interval | null {
  if (n < 2) return null;
  const p = successes / n;
  const z = zAt(confidence);
  const z2 = z ** 2;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return { value: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * The difference of two rates, `a − b` (a variant less the control): Newcombe's hybrid score
 * interval from the two Wilson intervals (Newcombe 1998, method 10), and the two-sided p of the
 * pooled z-test.
 */
export function rateDifference(
  a: { x: number; n: number },
  b: { x: number; n: number },
  confidence = CONFIDENCE,
): Difference | null {
  const wa = wilson(a.x, a.n, confidence);
  const wb = wilson(b.x, b.n, confidence);
  if (!wa || !wb) return null;
  const diff = wa.value - wb.value;
  const low = diff - Math.sqrt((wa.value - wa.low) ** 2 + (wb.high - wb.value) ** 2);
  const high = diff + Math.sqrt((wa.high - wa.value) ** 2 + (wb.value - wb.low) ** 2);
  const pooled = (a.x + b.x) / (a.n + b.n);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.n + 1 / b.n));
  const p = se > 0 ? 2 * (1 - jStat.normal.cdf(Math.abs(diff / se), 0, 1)) : null;
  return { diff, low, high, p };
}

/** What the readout keeps of a sample: its size, sum and sum of squares. */
export interface Moments {
  n: number;
  sum: number;
  sumSquares: number;
}

const meanOf = ({ n, sum }: Moments) => sum / n;
/** The sample variance (n − 1), never below 0 for rounding. */
export const varianceOf = ({ n, sum, sumSquares }: Moments) => Math.max(0, (sumSquares - (sum * sum) / n) / (n - 1));

/** The mean with its t interval (n − 1 degrees of freedom); null below 2 or without variance. */
export function meanInterval(sample: Moments): Interval | null {
  if (sample.n < 2) return null;
  const variance = varianceOf(sample);
  if (variance === 0) return null;
  const mean = meanOf(sample);
  const half = jStat.studentt.inv(1 - (1 - CONFIDENCE) / 2, sample.n - 1) * Math.sqrt(variance / sample.n);
  return { value: mean, low: mean - half, high: mean + half };
}

/** Welch's t for the difference of means, `a − b`: its interval (Welch–Satterthwaite df) and p. */
export function meanDifference(a: Moments, b: Moments, confidence = CONFIDENCE): Difference | null {
  if (a.n < 2 || b.n < 2) return null;
  const va = varianceOf(a) / a.n;
  const vb = varianceOf(b) / b.n;
  const se = Math.sqrt(va + vb);
  if (se === 0) return null;
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const diff = meanOf(a) - meanOf(b);
  const half = jStat.studentt.inv(1 - (1 - confidence) / 2, df) * se;
  const p = 2 * (1 - jStat.studentt.cdf(Math.abs(diff / se), df));
  return { diff, low: diff - half, high: diff + half, p };
}

/** Holm's step-down adjustment of a family of p values (nulls stay null and are not counted). */
export function holm(ps: (number | null)[]): (number | null)[] {
  const tested = ps.flatMap((p, index) => (p === null ? [] : [{ p, index }])).sort((x, y) => x.p - y.p);
  const adjusted: (number | null)[] = ps.map(() => null);
  let running = 0;
  tested.forEach(({ p, index }, rank) => {
    running = Math.max(running, Math.min(1, (tested.length - rank) * p));
    adjusted[index] = running;
  });
  return adjusted;
}

/** Chi-square goodness of fit of counts against equal shares; `alarm` below p 0.001 (a sample ratio mismatch). */
export function sampleRatio(counts: number[]): { chi2: number; p: number; alarm: boolean } {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total === 0 || counts.length < 2) return { chi2: 0, p: 1, alarm: false };
  const expected = total / counts.length;
  const chi2 = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
  const p = 1 - jStat.chisquare.cdf(chi2, counts.length - 1);
  return { chi2, p, alarm: p < 0.001 };
}
