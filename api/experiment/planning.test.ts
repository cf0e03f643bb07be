// The owner's plan: the sample per headline against the textbook power formula and the confidence
// sequence's own closed form, what it assumes while A has no data, and the days left.
import { describe, expect, it } from "vitest";
import type { ArmCounts, MaturedCounts } from "./experiment-counts";
import { ASSUMED, DEFAULT_LIFTS, neededPerHeadline, planning, smallestSample } from "./planning";
import { halfWidth, SEQUENTIAL, tuning } from "./sequential";

/** z of 0.975 and of 0.8 (the standard normal's quantiles, to six decimals). */
const [Z_975, Z_80] = [1.959964, 0.841621];
/** 3 % against 3.6 % (a 20 % lift): one visitor's variance under each, summed. */
const V = 0.03 * 0.97 + 0.036 * 0.964;

describe("the sample a headline needs", () => {
  it("is the textbook one when the interval is the fixed 95 % one: n = (z₀.₉₇₅ + z₀.₈)² · V / δ²", () => {
    // Chow, Shao & Wang, "Sample Size Calculations in Clinical Research", §4.2 (unpooled): 7.8489 · 0.063804 / 0.006² = 13,910.8.
    expect(smallestSample((n) => (Z_975 + Z_80) * Math.sqrt(V / n), 0.006)).toBe(13_911);
  });

  it("tuned where it lands, is that formula with the sequence's critical value K = 3.2792 (α = 0.025) for z", () => {
    // At ρ²N = l + log(l + 1), l = −2 log α: K = √(2(ρ²N + 1)/(ρ²N) · log(√(ρ²N + 1)/α)), by hand 3.2792.
    const l = -2 * Math.log(0.025);
    const c = l + Math.log(l + 1);
    const k = Math.sqrt((2 * (c + 1)) / c) * Math.sqrt(Math.log(Math.sqrt(c + 1) / 0.025));
    expect(k).toBeCloseTo(3.2792, 4);
    const closedForm = ((k + Z_80) ** 2 * V) / 0.006 ** 2; // 30,096.x
    expect(closedForm).toBeCloseTo(30_096, -1);
    expect(neededPerHeadline(0.006, V, 0.025, 30_097)).toBe(Math.ceil(closedForm));
  });

  it("is larger tuned for 5,000 a headline, and is the first n that reaches the margin", () => {
    const n = neededPerHeadline(0.006, V, 0.025, 5000)!;
    expect(n).toBe(32_187);
    const rho = tuning(0.025, 10_000);
    const reach = (m: number) => halfWidth(2 * V, 2 * m, rho, 0.025) + Z_80 * Math.sqrt(V / m);
    expect(reach(n)).toBeLessThanOrEqual(0.006);
    expect(reach(n - 1)).toBeGreaterThan(0.006);
  });

  it("grows as the square of a smaller lift, and is null without a margin or a variance", () => {
    const half = neededPerHeadline(0.003, 0.03 * 0.97 + 0.033 * 0.967, 0.025, 5000)!;
    expect(half / 32_187).toBeGreaterThan(3.5);
    expect(neededPerHeadline(0, V, 0.025, 5000)).toBeNull();
    expect(neededPerHeadline(0.006, 0, 0.025, 5000)).toBeNull();
    expect(smallestSample(() => 1, 0.5)).toBeNull();
  });
});

const moments = (n: number, sum: number, sumSquares: number) => ({ n, sum, sumSquares });
const arm = (visitors: number, trials: number, matured: MaturedCounts): ArmCounts => ({
  visits: visitors,
  visitors,
  trials,
  paid: matured.paid,
  revenue: matured.revenue,
  matured,
});
const none = { visitors: 0, paid: 0, revenue: moments(0, 0, 0) };
const maturedOf = (counts: ArmCounts) => counts.matured!;
const until = new Date("2026-11-30T00:00:00.000Z");
const alpha = SEQUENTIAL.alpha / 2;

describe("the plan", () => {
  it("assumes 3 % trials, half of them paying, Pro's month or year, until A has its own", () => {
    const empty = { A: arm(0, 0, none), B: arm(0, 0, none), C: arm(0, 0, none) };
    const plan = planning(empty, maturedOf, [], until, DEFAULT_LIFTS);
    expect(plan.lifts).toEqual({ trialRate: 0.2, paidRate: 0.2, revenuePerVisitor: 0.2 });
    expect(plan.visitorsPerHeadlinePerDay).toBeNull();
    expect(plan.metrics.trialRate).toEqual({
      baseline: ASSUMED.trialRate,
      assumed: true,
      margin: 0.006,
      neededPerHeadline: 32_187,
      countedPerHeadline: 0,
      daysLeft: null,
    });
    expect(plan.metrics.paidRate).toMatchObject({ baseline: 0.015, assumed: true, margin: 0.003 });
    // 1.5 % pay: $6 three times in four, $36 once; mean 1.5 % · $13.50, E[x²] 1.5 % · 351.
    const money = plan.metrics.revenuePerVisitor;
    expect(money.baseline).toBeCloseTo(0.2025, 10);
    const variance = 0.015 * 351 - 0.2025 ** 2;
    expect(money.neededPerHeadline).toBe(neededPerHeadline(0.0405, 2 * variance, alpha, 5000));
  });

  it("starts from A's own rates once it has ten trials and ten matured payers, at the lifts asked for", () => {
    const a = arm(2000, 100, { visitors: 1500, paid: 30, revenue: moments(1500, 300, 6000) });
    const plan = planning({ A: a, B: a, C: a }, maturedOf, [], until, { ...DEFAULT_LIFTS, trialRate: 0.1 });
    const trials = plan.metrics.trialRate;
    expect(trials).toMatchObject({ baseline: 0.05, assumed: false });
    expect(trials.margin).toBeCloseTo(0.005, 12);
    expect(trials.neededPerHeadline).toBe(neededPerHeadline(trials.margin, 0.05 * 0.95 + 0.055 * 0.945, alpha, 5000));
    expect(plan.metrics.paidRate).toMatchObject({ baseline: 0.02, assumed: false, countedPerHeadline: 1500 });
    // Money: mean $0.20, sample variance (6000 − 300²/1500)/1499, the same for both headlines.
    const variance = (6000 - 300 ** 2 / 1500) / 1499;
    const money = plan.metrics.revenuePerVisitor;
    expect(money.margin).toBeCloseTo(0.04, 12);
    expect(money.neededPerHeadline).toBe(neededPerHeadline(money.margin, 2 * variance, alpha, 5000));
    // A lift past 100 % of a rate cannot be had.
    const tall = arm(200, 180, { visitors: 200, paid: 100, revenue: moments(200, 600, 3600) });
    const impossible = planning({ A: tall, B: tall, C: tall }, maturedOf, [], until, DEFAULT_LIFTS);
    expect(impossible.metrics.trialRate).toMatchObject({ neededPerHeadline: null, daysLeft: null });
  });

  it("counts the days left at each headline's traffic, the slowest last; matured ones a maturing time later", () => {
    // Ten days of 1,000 visitors a headline a day; A and B matured 2,000 of their 10,000, C none yet.
    const days = [{ day: "2026-11-20", variant: "A" as const, visits: 9, visitors: 9, trials: 0, paid: 0, revenue: 0 }];
    const counts = (matured: number) =>
      arm(10_000, 400, { visitors: matured, paid: 40, revenue: moments(matured, 400, 8000) });
    const plan = planning({ A: counts(2000), B: counts(2000), C: counts(0) }, maturedOf, days, until, DEFAULT_LIFTS);
    expect(plan.visitorsPerHeadlinePerDay).toBe(1000);
    const trials = plan.metrics.trialRate;
    expect(trials.countedPerHeadline).toBe(10_000);
    expect(trials.daysLeft).toBe(Math.ceil((trials.neededPerHeadline! - 10_000) / 1000));
    // Paid: C has matured nobody; every headline must see the rest, and they mature 8 days later.
    const paid = plan.metrics.paidRate;
    expect(paid.countedPerHeadline).toBe(0);
    expect(paid.neededPerHeadline!).toBeGreaterThan(10_000);
    expect(paid.daysLeft).toBe(Math.ceil((paid.neededPerHeadline! - 10_000) / 1000) + 8);
    // A sample the seen visitors already hold arrives within the maturing days.
    const small = planning({ A: counts(2000), B: counts(2000), C: counts(0) }, maturedOf, days, until, {
      ...DEFAULT_LIFTS,
      paidRate: 5,
    });
    expect(small.metrics.paidRate.neededPerHeadline!).toBeLessThan(10_000);
    expect(small.metrics.paidRate.daysLeft).toBe(
      Math.min(8, Math.ceil(small.metrics.paidRate.neededPerHeadline! / 1000)),
    );
    // Reached: no day left.
    expect(
      planning({ A: counts(2000), B: counts(2000), C: counts(2000) }, maturedOf, days, until, {
        ...DEFAULT_LIFTS,
        trialRate: 5,
      }).metrics.trialRate.daysLeft,
    ).toBe(0);
  });
});
