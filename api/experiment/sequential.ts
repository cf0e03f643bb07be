// Always-valid intervals for a difference against the control: the asymptotic confidence sequence
// of Waudby-Smith et al., "Time-uniform central limit theory and asymptotic confidence sequences"
// (2021), eq. 9, tuned by its eq. 161, as GrowthBook's gbstats computes it. The owner may look
// every day and stop at any look: the chance that any look ever excludes a true zero stays near α.
// Why: docs/decisions/032-always-valid-intervals.md
import type { SequentialTuning } from "../../app/contracts/experiment-api.ts";
import { varianceOf, type Moments } from "./statistics.ts";

/** The tuning the readout uses: 95 %, narrowest at 5,000 visitors per headline. */
export const SEQUENTIAL: SequentialTuning = { method: "asymptotic-confidence-sequence", nStar: 5000, alpha: 0.05 };

/** A difference's estimate: its variance (the squared standard error) and the observations it is made of. */
export interface Estimate {
  diff: number;
  variance: number;
  /** Observations in both arms together, the paper's t. */
  n: number;
}

/** The mixture's ρ that makes the two-sided sequence narrowest at `nStar` observations (eq. 161). */
export function tuning(alpha: number, nStar: number): number {
  const l = -2 * Math.log(alpha);
  return Math.sqrt((l + Math.log(l + 1)) / nStar);
}

/**
 * The half-width at `n` observations of the mean of observations whose variance is `s2` (eq. 9):
 * σ · √(2(nρ² + 1) / (n²ρ²) · log(√(nρ² + 1) / α)).
 */
export function halfWidth(s2: number, n: number, rho: number, alpha: number): number {
  const r = n * rho ** 2 + 1;
  return Math.sqrt(s2) * Math.sqrt(((2 * r) / (n * rho) ** 2) * Math.log(Math.sqrt(r) / alpha));
}

/**
 * The confidence sequence of a difference at level 1 − α, tuned for `nStar` observations in both arms
 * together; one observation's variance is the difference's variance times its observations.
 */
export function confidenceSequence({ diff, variance, n }: Estimate, alpha: number, nStar: number) {
  const half = halfWidth(variance * n, n, tuning(alpha, nStar), alpha);
  return { low: diff - half, high: diff + half };
}

/** The difference of two rates, `a − b`, with the variance of independent binomials. */
export function rateEstimate(a: { x: number; n: number }, b: { x: number; n: number }): Estimate | null {
  if (a.n < 2 || b.n < 2) return null;
  const [pa, pb] = [a.x / a.n, b.x / b.n];
  return { diff: pa - pb, variance: (pa * (1 - pa)) / a.n + (pb * (1 - pb)) / b.n, n: a.n + b.n };
}

/** The difference of two means, `a − b`, with Welch's variance (each sample's, n − 1). */
export function meanEstimate(a: Moments, b: Moments): Estimate | null {
  if (a.n < 2 || b.n < 2) return null;
  return { diff: a.sum / a.n - b.sum / b.n, variance: varianceOf(a) / a.n + varianceOf(b) / b.n, n: a.n + b.n };
}
