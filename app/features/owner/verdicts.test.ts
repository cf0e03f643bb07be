import { describe, expect, it } from "vitest";
import type { AdjustedDifference, ArmReadout, ExperimentReadout } from "~/contracts/experiment-api";
import type { MetricPlan } from "~/contracts/experiment-plan";
import { verdicts } from "./verdicts";

// The fixed-sample intervals lie inside the always-valid one: only the latter may conclude.
const difference = (low: number, high: number): AdjustedDifference => ({
  diff: (low + high) / 2,
  low: low + 0.2,
  high: high - 0.2,
  p: 0.01,
  pAdjusted: 0.02,
  adjusted: { low: low + 0.1, high: high - 0.1 },
  sequential: { low, high },
});

const arm = (variant: "A" | "B" | "C", visitors: number, trials: number, money?: AdjustedDifference): ArmReadout => ({
  variant,
  visits: visitors * 2,
  visitors,
  trials,
  paid: 0,
  revenue: { sum: 0, sumSquares: 0, currency: "USD" },
  trialRate: null,
  paidRate: null,
  revenuePerVisitor: null,
  matured: { visitors, paid: 0, revenue: { sum: 0, sumSquares: 0 }, paidRate: null, revenuePerVisitor: null },
  maturing: 0,
  vsControl:
    variant === "A" ? null : { trialRate: difference(-0.02, 0.03), paidRate: null, revenuePerVisitor: money ?? null },
});

const plan = (margin: number, assumed = false): MetricPlan => ({
  baseline: margin * 5,
  assumed,
  margin,
  neededPerHeadline: 30_000,
  countedPerHeadline: 100,
  daysLeft: 90,
});

const readout = (arms: ArmReadout[], alarm = false, moneyMargin = plan(0.01)): ExperimentReadout => ({
  control: "A",
  since: "2026-11-01T00:00:00.000Z",
  until: "2026-11-27T12:00:00.000Z",
  arms,
  srm: { chi2: alarm ? 20 : 1, p: alarm ? 0.00005 : 0.6, alarm },
  sequential: { method: "asymptotic-confidence-sequence", nStar: 5000, alpha: 0.05 },
  planning: {
    lifts: { trialRate: 0.2, paidRate: 0.2, revenuePerVisitor: 0.2 },
    power: 0.8,
    visitorsPerHeadlinePerDay: 10,
    metrics: { trialRate: plan(0.006), paidRate: plan(0.003), revenuePerVisitor: moneyMargin },
  },
  days: [],
  refusedBeacons: 0,
  codes: [],
});

describe("the owner's verdicts", () => {
  it("say nothing but 'not enough data' below 100 visitors or 10 trials for any headline", () => {
    const big = difference(1, 3);
    expect(verdicts(readout([arm("A", 99, 20), arm("B", 500, 50, big), arm("C", 500, 50, big)]))).toEqual([
      { kind: "not-enough" },
    ]);
    expect(verdicts(readout([arm("A", 500, 9), arm("B", 500, 50, big), arm("C", 500, 50, big)]))).toEqual([
      { kind: "not-enough" },
    ]);
  });

  it("call a headline better or worse only when the always-valid interval excludes zero", () => {
    const said = verdicts(
      readout([arm("A", 100, 10), arm("B", 100, 10, difference(0.05, 2)), arm("C", 100, 10, difference(-2, -0.5))]),
    );
    const money = said.filter((verdict) => verdict.kind === "metric" && verdict.metric === "revenuePerVisitor");
    expect(money).toEqual([
      { kind: "metric", metric: "revenuePerVisitor", variant: "B", direction: "more" },
      { kind: "metric", metric: "revenuePerVisitor", variant: "C", direction: "less" },
    ]);
    // An interval that reaches zero, or no comparison at all, concludes nothing.
    expect(said).toContainEqual({ kind: "metric", metric: "trialRate", variant: "B", direction: "unclear" });
    expect(said).toContainEqual({ kind: "metric", metric: "paidRate", variant: "C", direction: "unclear" });
    expect(
      verdicts(readout([arm("A", 100, 10), arm("B", 100, 10, difference(0, 2)), arm("C", 100, 10)])),
    ).toContainEqual({ kind: "metric", metric: "revenuePerVisitor", variant: "B", direction: "unclear" });
    // A fixed-sample interval clear of zero is not enough: one of many daily looks would find it by chance.
    const early = { ...difference(-0.1, 2), adjusted: { low: 0.1, high: 1.8 } };
    expect(verdicts(readout([arm("A", 100, 10), arm("B", 100, 10, early), arm("C", 100, 10)]))).toContainEqual({
      kind: "metric",
      metric: "revenuePerVisitor",
      variant: "B",
      direction: "unclear",
    });
  });

  it("say 'no difference worth having' once the always-valid interval lies inside ± the plan's margin", () => {
    const money = (low: number, high: number, margin = plan(0.5)) =>
      verdicts(readout([arm("A", 100, 10), arm("B", 100, 10, difference(low, high)), arm("C", 100, 10)], false, margin))
        .filter((verdict) => verdict.kind === "metric" && verdict.metric === "revenuePerVisitor")
        .map((verdict) => verdict.kind === "metric" && verdict.direction);
    expect(money(-0.4, 0.45)).toEqual(["negligible", "unclear"]);
    // Surely more, yet by less than worth having: the owner may stop.
    expect(money(0.1, 0.45)).toEqual(["negligible", "unclear"]);
    // Reaching the margin, or a margin only assumed (A has too little data of its own), is no such verdict.
    expect(money(-0.4, 0.5)).toEqual(["unclear", "unclear"]);
    expect(money(0.1, 0.6)).toEqual(["more", "unclear"]);
    expect(money(-0.4, 0.45, plan(0.5, true))).toEqual(["unclear", "unclear"]);
  });

  it("raise the sample ratio alarm first, whatever the sample", () => {
    expect(verdicts(readout([arm("A", 5, 0), arm("B", 50, 0), arm("C", 5, 0)], true))).toEqual([
      { kind: "sample-ratio", p: 0.00005 },
      { kind: "not-enough" },
    ]);
  });
});
