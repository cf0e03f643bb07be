import { Form, Link, useLocation } from "react-router";
import { VERDICT_MINIMUM, type ExperimentReadout } from "~/contracts/experiment-api";
import { LIFT_PERCENT, liftParameters, type ExperimentMetric, type MetricPlan } from "~/contracts/experiment-plan";
import { TRIAL_DAYS } from "~/contracts/offer-ids";
import type { OwnerCopy } from "~/shared/content/copy";
import { fill } from "~/shared/content/fill";
import type { AskedLifts } from "./asked-lifts";
import { ScrollingTable } from "./scrolling-table";
import type { ReadoutNumbers } from "./readout-numbers";
import { metrics } from "./verdicts";

/**
 * How long to keep going (api/experiment/planning.ts): a form of the smallest lift worth having per
 * figure, kept in the page's address so the plan can be shared and reloaded; per figure, the sample
 * each headline needs, what it has and the days left; each number explained in a sentence.
 */
export function PlanSection({
  readout: { planning, sequential },
  lifts,
  copy,
  numbers,
}: {
  readout: ExperimentReadout;
  lifts: AskedLifts;
  copy: OwnerCopy;
  numbers: ReadoutNumbers;
}) {
  const { plan } = copy;
  const { pathname } = useLocation();
  const percent = (metric: ExperimentMetric) => Math.round(planning.lifts[metric] * 10_000) / 100;
  return (
    <section aria-labelledby="plan-title" className="space-y-4" data-testid="plan">
      <h2 id="plan-title" className="text-xl font-bold">
        {plan.title}
      </h2>
      <p className="max-w-3xl text-sm text-muted">{plan.lede}</p>
      {lifts.refused.map(({ metric, value }) => (
        <p key={metric} role="alert" className="rounded-xl border-2 border-alarm bg-alarm-soft p-3 text-sm text-alarm">
          {fill(plan.refused, { value, figure: copy.table[metric], ...LIFT_PERCENT })}
        </p>
      ))}
      {/* The lifts the readout used: a new answer, new defaults. */}
      <Form method="get" key={metrics.map(percent).join()} className="rounded-2xl border border-line bg-white p-4">
        <fieldset>
          <legend className="font-semibold">{plan.legend}</legend>
          <p id="lift-range" className="text-sm text-muted">
            {fill(plan.range, LIFT_PERCENT)}
          </p>
          <div className="mt-3 flex flex-wrap gap-4">
            {/* In the address's order. */}
            {(Object.keys(liftParameters) as ExperimentMetric[]).map((metric) => (
              <label key={metric} className="flex flex-col text-sm">
                <span>{copy.table[metric]}</span>
                <span className="mt-1 flex items-center gap-1">
                  <input
                    type="number"
                    name={liftParameters[metric]}
                    defaultValue={percent(metric)}
                    min={LIFT_PERCENT.min}
                    max={LIFT_PERCENT.max}
                    step="0.01"
                    inputMode="decimal"
                    required
                    aria-describedby="lift-range"
                    className="w-24 rounded-lg border border-line px-2 py-1 tabular-nums"
                  />
                  <span aria-hidden="true">%</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap items-center gap-4">
          <button type="submit" className="button-secondary button-small">
            {plan.submit}
          </button>
          <Link to={pathname} className="text-sm font-semibold text-brand underline">
            {plan.reset}
          </Link>
        </div>
      </Form>
      <PlanTable readout={{ planning }} copy={copy} numbers={numbers} percent={percent} />
      <ul className="max-w-3xl list-disc space-y-1 pl-5 text-sm text-muted">
        <li>{plan.explain.lift}</li>
        <li>{fill(plan.explain.needed, { power: numbers.chance(planning.power) })}</li>
        <li>{plan.explain.counted}</li>
        <li>
          {fill(plan.explain.daysLeft, {
            perDay:
              planning.visitorsPerHeadlinePerDay === null
                ? "0"
                : numbers.count(Math.round(planning.visitorsPerHeadlinePerDay)),
            days: TRIAL_DAYS,
          })}
        </li>
        <li>{fill(plan.explain.assumed, VERDICT_MINIMUM)}</li>
        <li>{fill(plan.explain.nStar, { nStar: numbers.count(sequential.nStar) })}</li>
      </ul>
    </section>
  );
}

/** Per figure: the lift, A's value it starts from, the sample each headline needs, what it has, and the days left. */
function PlanTable({
  readout: { planning },
  copy: { plan, table },
  numbers,
  percent,
}: {
  readout: Pick<ExperimentReadout, "planning">;
  copy: OwnerCopy;
  numbers: ReadoutNumbers;
  percent: (metric: ExperimentMetric) => number;
}) {
  const value = (metric: ExperimentMetric, { baseline, assumed }: MetricPlan) => {
    const shown = metric === "revenuePerVisitor" ? numbers.dollars(baseline) : numbers.rate(baseline);
    return assumed ? fill(plan.assumed, { value: shown }) : shown;
  };
  const daysLeft = ({ neededPerHeadline, daysLeft }: MetricPlan) =>
    neededPerHeadline === null
      ? plan.impossible
      : daysLeft === null
        ? plan.unknown
        : daysLeft === 0
          ? plan.reached
          : numbers.count(daysLeft);
  const cell = "px-3 py-2 text-right tabular-nums";
  return (
    <ScrollingTable
      name="plan-table"
      caption={plan.caption}
      minWidth="min-w-[36rem]"
      head={
        <>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="px-3 py-2 font-semibold">
              {plan.metric}
            </th>
            {(["lift", "baseline", "needed", "counted", "daysLeft"] as const).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 text-right font-semibold">
                {plan[column]}
              </th>
            ))}
          </tr>
        </>
      }
      body={
        <>
          {metrics.map((metric) => {
            const one = planning.metrics[metric];
            return (
              <tr key={metric} className="border-b border-line last:border-0" data-metric={metric}>
                <th scope="row" className="px-3 py-2 font-semibold">
                  {table[metric]}
                </th>
                <td className={cell}>{numbers.rate(percent(metric) / 100)}</td>
                <td className={cell}>{value(metric, one)}</td>
                <td className={cell}>
                  {one.neededPerHeadline === null ? plan.impossible : numbers.count(one.neededPerHeadline)}
                </td>
                <td className={cell}>{numbers.count(one.countedPerHeadline)}</td>
                <td className={cell}>{daysLeft(one)}</td>
              </tr>
            );
          })}
        </>
      }
    />
  );
}
