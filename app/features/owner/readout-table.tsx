import type { AdjustedDifference, ArmReadout, ExperimentReadout, Headline } from "~/contracts/experiment-api";
import { TRIAL_DAYS } from "~/contracts/offer-ids";
import type { OwnerCopy } from "~/shared/content/copy";
import { fill } from "~/shared/content/fill";
import { ScrollingTable } from "./scrolling-table";
import type { ReadoutNumbers } from "./readout-numbers";
import { countedFor, type Metric } from "./verdicts";

/**
 * The three headlines side by side: their counts and how many are still in their trial, the trial
 * rate of every visitor, the paid rate and the revenue per visitor of the matured ones, each with its
 * 95 % interval, and the difference from A with its adjusted p (for one planned look). Scrolls
 * sideways on a narrow screen (and from the keyboard: the region takes the focus).
 */
export function ReadoutTable({
  readout,
  copy,
  headlines,
  numbers,
}: {
  readout: ExperimentReadout;
  copy: OwnerCopy;
  headlines: Record<Headline, string>;
  numbers: ReadoutNumbers;
}) {
  const { table } = copy;

  return (
    <ScrollingTable
      name="readout-table"
      caption={table.caption}
      minWidth="min-w-[50rem]"
      head={
        <>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="px-3 py-2 font-semibold">
              {table.headline}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {table.visits}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {table.visitors}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {table.maturing}
            </th>
            {columns.map((metric) => (
              <th key={metric} scope="col" className="px-3 py-2 font-semibold">
                {table[metric]}
              </th>
            ))}
          </tr>
        </>
      }
      body={
        <>
          {readout.arms.map((arm) => (
            <tr key={arm.variant} className="border-b border-line last:border-0" data-variant={arm.variant}>
              <th scope="row" className="max-w-[14rem] px-3 py-3 align-top font-normal">
                <span className="font-bold">{arm.variant}</span>
                {arm.variant === readout.control && <span className="text-muted"> · {table.control}</span>}
                <span className="block text-xs text-muted">
                  {fill(table.quoted, { headline: headlines[arm.variant] })}
                </span>
              </th>
              <td className="px-3 py-3 text-right align-top tabular-nums">{numbers.count(arm.visits)}</td>
              <td className="px-3 py-3 text-right align-top tabular-nums">{numbers.count(arm.visitors)}</td>
              <td className="px-3 py-3 text-right align-top tabular-nums">{numbers.count(arm.maturing)}</td>
              {columns.map((metric) => (
                <MetricCell key={metric} arm={arm} metric={metric} copy={copy} numbers={numbers} />
              ))}
            </tr>
          ))}
        </>
      }
      after={<p className="px-3 pb-3 text-xs text-muted">{fill(table.note, { days: TRIAL_DAYS })}</p>}
    />
  );
}

const columns: Metric[] = ["trialRate", "paidRate", "revenuePerVisitor"];

/**
 * A rate's or the revenue's cell: the value, its interval, under the paid rate and the revenue the
 * matured visitors they count, and for B and C the difference from A.
 */
function MetricCell({
  arm,
  metric,
  copy: { table },
  numbers,
}: {
  arm: ArmReadout;
  metric: Metric;
  copy: OwnerCopy;
  numbers: ReadoutNumbers;
}) {
  const difference: AdjustedDifference | null | undefined = arm.vsControl?.[metric];
  const money = metric === "revenuePerVisitor";
  const value = money ? numbers.dollars : numbers.rate;
  const diff = money ? numbers.signedDollars : numbers.points;
  const { visitors: counted, interval } = countedFor(arm, metric);
  const matured =
    metric === "trialRate" ? null : (
      <span className="block text-xs text-muted">
        {fill(table.matured, { count: numbers.count(arm.matured.visitors) })}
      </span>
    );
  if (counted === 0)
    return (
      <td className="px-3 py-3 align-top text-muted">
        {table.none}
        {matured}
      </td>
    );
  // A value without an interval: a single visitor, or no spread yet (everyone paid the same).
  const observed =
    metric === "trialRate"
      ? arm.trials / arm.visitors
      : metric === "paidRate"
        ? arm.matured.paid / arm.matured.visitors
        : arm.matured.revenue.sum / arm.matured.visitors;
  return (
    <td className="px-3 py-3 align-top">
      <span className="font-semibold">{value(interval?.value ?? observed)}</span>
      <span className="block text-xs text-muted">
        {interval ? fill(table.interval, { low: value(interval.low), high: value(interval.high) }) : table.noInterval}
      </span>
      {matured}
      {difference && (
        <span className="block text-xs">
          {fill(table.vsControl, {
            diff: diff(difference.diff),
            p: difference.pAdjusted === null ? "–" : numbers.p(difference.pAdjusted),
          })}
        </span>
      )}
    </td>
  );
}
