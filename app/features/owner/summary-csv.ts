// The readout's summary as a CSV file (RFC 4180, as daily-csv.ts): one row per headline and figure,
// with what the page shows of it — the visitors it counts (the matured ones for the paid rate and
// the revenue) and those still in their trial, its value and 95 % interval, and against A the
// difference, the always-valid interval the verdicts read, the fixed-sample interval and adjusted p
// for one planned look, the verdict, and the plan's lift, sample and days left. Rates are fractions,
// money US dollars net of tax and of refunds; an empty cell is a figure not known.
import type { ExperimentReadout } from "~/contracts/experiment-api";
import { countedFor, verdicts, type Metric } from "./verdicts";

const columns = [
  "headline",
  "figure",
  "visitors_counted",
  "visitors_in_trial",
  "value",
  "low",
  "high",
  "diff_vs_a",
  "always_valid_low",
  "always_valid_high",
  "one_look_low",
  "one_look_high",
  "one_look_p_adjusted",
  "verdict",
  "lift_worth_having",
  "visitors_needed_per_headline",
  "days_left",
] as const;

const figures: Record<Metric, string> = {
  trialRate: "trial_rate",
  paidRate: "paid_rate",
  revenuePerVisitor: "revenue_per_visitor_usd",
};

const number = (value: number | null | undefined) => (value === null || value === undefined ? "" : String(value));

export function summaryCsv(readout: ExperimentReadout): string {
  const said = verdicts(readout);
  const notEnough = said.some((verdict) => verdict.kind === "not-enough");
  const rows = readout.arms.flatMap((arm) =>
    (["trialRate", "paidRate", "revenuePerVisitor"] as const).map((metric) => {
      const { visitors: counted, interval } = countedFor(arm, metric);
      const difference = arm.vsControl?.[metric];
      const plan = readout.planning.metrics[metric];
      const verdict = said.find((one) => one.kind === "metric" && one.metric === metric && one.variant === arm.variant);
      return [
        arm.variant,
        figures[metric],
        counted,
        arm.maturing,
        number(interval?.value),
        number(interval?.low),
        number(interval?.high),
        number(difference?.diff),
        number(difference?.sequential.low),
        number(difference?.sequential.high),
        number(difference?.adjusted.low),
        number(difference?.adjusted.high),
        number(difference?.pAdjusted),
        arm.vsControl === null ? "" : verdict?.kind === "metric" ? verdict.direction : notEnough ? "not-enough" : "",
        readout.planning.lifts[metric],
        number(plan.neededPerHeadline),
        number(plan.daysLeft),
      ].join(",");
    }),
  );
  return [columns.join(","), ...rows].join("\r\n") + "\r\n";
}
