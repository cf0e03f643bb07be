// The summary file: a row per headline and figure, each with what the page shows of it.
import { describe, expect, it } from "vitest";
import type { AdjustedDifference, ArmReadout, ExperimentReadout } from "~/contracts/experiment-api";
import type { MetricPlan } from "~/contracts/experiment-plan";
import { summaryCsv } from "./summary-csv";

const interval = (value: number) => ({ value, low: value * 0.9, high: value * 1.1 });
const difference = (low: number, high: number): AdjustedDifference => ({
  diff: (low + high) / 2,
  low: low / 2,
  high: high / 2,
  p: 0.001,
  pAdjusted: 0.002,
  adjusted: { low: low / 1.5, high: high / 1.5 },
  sequential: { low, high },
});
/** 6,000 visitors, 5,000 of them matured; against A: more trials for B, none worth having for C. */
const arm = (variant: "A" | "B" | "C", trialRate: number, paidRate: number): ArmReadout => ({
  variant,
  visits: 18_000,
  visitors: 6000,
  trials: 6000 * trialRate,
  paid: 5000 * paidRate,
  revenue: { sum: 30_000 * paidRate, sumSquares: 180_000 * paidRate, currency: "USD" },
  trialRate: interval(trialRate),
  paidRate: interval(paidRate * (5 / 6)),
  revenuePerVisitor: interval(paidRate * 5),
  matured: {
    visitors: 5000,
    paid: 5000 * paidRate,
    revenue: { sum: 30_000 * paidRate, sumSquares: 180_000 * paidRate },
    paidRate: interval(paidRate),
    revenuePerVisitor: interval(paidRate * 6),
  },
  maturing: 1000,
  vsControl:
    variant === "A"
      ? null
      : {
          trialRate: variant === "B" ? difference(0.01, 0.05) : difference(-0.005, 0.008),
          paidRate: variant === "B" ? difference(0.004, 0.05) : difference(-0.04, 0.04),
          revenuePerVisitor: null,
        },
});
const plan = (margin: number, neededPerHeadline: number | null, daysLeft: number | null): MetricPlan => ({
  baseline: margin * 5,
  assumed: false,
  margin,
  neededPerHeadline,
  countedPerHeadline: 5000,
  daysLeft,
});
const readout: ExperimentReadout = {
  control: "A",
  since: "2026-10-01T00:00:00.000Z",
  until: "2026-11-30T23:59:59.999Z",
  arms: [arm("A", 0.1, 0.05), arm("B", 0.13, 0.08), arm("C", 0.101, 0.0504)],
  srm: { chi2: 0, p: 1, alarm: false },
  sequential: { method: "asymptotic-confidence-sequence", nStar: 5000, alpha: 0.05 },
  planning: {
    lifts: { trialRate: 0.2, paidRate: 0.2, revenuePerVisitor: 0.25 },
    power: 0.8,
    visitorsPerHeadlinePerDay: 100,
    metrics: {
      trialRate: plan(0.02, 4000, 0),
      paidRate: plan(0.01, 9000, 48),
      revenuePerVisitor: plan(0.06, null, null),
    },
  },
  days: [],
  refusedBeacons: 0,
  codes: [],
};

describe("the summary CSV", () => {
  const lines = summaryCsv(readout).split("\r\n");
  const rows = lines.slice(1, -1).map((line) => line.split(","));
  const header = lines[0]!.split(",");
  const cell = (headline: string, figure: string, column: string) =>
    rows.find((row) => row[0] === headline && row[1] === figure)![header.indexOf(column)];

  it("has a row per headline and figure, CRLF-ended", () => {
    expect(lines.at(-1)).toBe("");
    expect(rows.map((row) => `${row[0]} ${row[1]}`)).toEqual(
      ["A", "B", "C"].flatMap((headline) =>
        ["trial_rate", "paid_rate", "revenue_per_visitor_usd"].map((figure) => `${headline} ${figure}`),
      ),
    );
    expect(rows.every((row) => row.length === header.length)).toBe(true);
  });

  it("counts every visitor for the trial rate, the matured ones for the paid rate and revenue", () => {
    expect(cell("A", "trial_rate", "visitors_counted")).toBe("6000");
    expect(cell("A", "paid_rate", "visitors_counted")).toBe("5000");
    expect(cell("A", "paid_rate", "visitors_in_trial")).toBe("1000");
    expect(Number(cell("B", "trial_rate", "value"))).toBe(0.13);
    expect(Number(cell("B", "paid_rate", "value"))).toBe(0.08);
    expect(Number(cell("B", "revenue_per_visitor_usd", "value"))).toBeCloseTo(0.48, 12);
    expect(Number(cell("B", "revenue_per_visitor_usd", "low"))).toBeCloseTo(0.432, 12);
  });

  it("carries A's differences' intervals, both kinds, with the verdict they give", () => {
    expect(Number(cell("B", "paid_rate", "diff_vs_a"))).toBeCloseTo(0.027, 12);
    expect(cell("B", "paid_rate", "always_valid_low")).toBe("0.004");
    expect(cell("B", "paid_rate", "one_look_high")).toBe(String(0.05 / 1.5));
    expect(cell("B", "paid_rate", "one_look_p_adjusted")).toBe("0.002");
    expect(cell("B", "paid_rate", "verdict")).toBe("more");
    expect(cell("B", "trial_rate", "verdict")).toBe("more");
    // C's trials lie inside ± the 2 points worth having: no difference worth having; its paid rate is unclear.
    expect(cell("C", "trial_rate", "verdict")).toBe("negligible");
    expect(cell("C", "paid_rate", "verdict")).toBe("unclear");
    // No comparison of the money yet: empty cells, no verdict of difference.
    expect(cell("B", "revenue_per_visitor_usd", "always_valid_low")).toBe("");
    expect(cell("B", "revenue_per_visitor_usd", "verdict")).toBe("unclear");
    // A is the control: nothing against itself.
    expect(cell("A", "trial_rate", "diff_vs_a")).toBe("");
    expect(cell("A", "trial_rate", "verdict")).toBe("");
  });

  it("carries the plan per figure: the lift, the sample a headline needs, the days left", () => {
    expect(cell("B", "trial_rate", "lift_worth_having")).toBe("0.2");
    expect(cell("B", "revenue_per_visitor_usd", "lift_worth_having")).toBe("0.25");
    expect(cell("C", "paid_rate", "visitors_needed_per_headline")).toBe("9000");
    expect(cell("C", "paid_rate", "days_left")).toBe("48");
    expect(cell("A", "trial_rate", "days_left")).toBe("0");
    expect(cell("A", "revenue_per_visitor_usd", "visitors_needed_per_headline")).toBe("");
    expect(cell("A", "revenue_per_visitor_usd", "days_left")).toBe("");
  });
});
