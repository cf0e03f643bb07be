import type { ExperimentReadout } from "~/contracts/experiment-api";
import type { OwnerCopy } from "~/shared/content/copy";
import type { ReadoutNumbers } from "./readout-numbers";
import { metrics, type Metric } from "./verdicts";

/**
 * A forest plot per metric: each headline's difference from A as a dot on its always-valid interval
 * for the two comparisons (the one the verdicts read), around a line at zero, over a band of ± the
 * smallest difference worth having (once A's own data gives it: the verdicts read no other). Each
 * scale is symmetric about zero. The figures are written beside each line, so the drawing itself is
 * decoration.
 */
export function ForestPlot({
  readout,
  copy,
  numbers,
}: {
  readout: ExperimentReadout;
  copy: OwnerCopy;
  numbers: ReadoutNumbers;
}) {
  return (
    <figure className="rounded-2xl border border-line bg-white p-4" data-testid="forest-plot">
      <figcaption>
        <span className="block text-lg font-bold">{copy.forest.title}</span>
        <span className="block text-sm text-muted">{copy.forest.zero}</span>
        <span className="mt-1 block text-sm text-muted">{copy.forest.valid}</span>
      </figcaption>
      <div className="mt-2 space-y-6">
        {metrics.map((metric) => (
          <MetricPlot key={metric} metric={metric} readout={readout} copy={copy} numbers={numbers} />
        ))}
      </div>
    </figure>
  );
}

function MetricPlot({
  metric,
  readout,
  copy,
  numbers,
}: {
  metric: Metric;
  readout: ExperimentReadout;
  copy: OwnerCopy;
  numbers: ReadoutNumbers;
}) {
  const rows = readout.arms.flatMap((arm) => {
    const difference = arm.vsControl?.[metric];
    return difference ? [{ variant: arm.variant, ...difference }] : [];
  });
  const format = metric === "revenuePerVisitor" ? numbers.signedDollars : numbers.points;
  const plan = readout.planning.metrics[metric];
  const margin = plan.assumed ? 0 : plan.margin;
  const reach =
    Math.max(...rows.flatMap((row) => [Math.abs(row.sequential.low), Math.abs(row.sequential.high)]), margin, 0) * 1.1;
  // From a difference to a position across the track: zero in the middle.
  const at = (value: number) => `${reach > 0 ? 50 + (value / reach) * 50 : 50}%`;
  return (
    <div>
      <h3 className="font-semibold">{copy.table[metric]}</h3>
      {rows.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{copy.forest.none}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {rows.map((row) => (
            <li key={row.variant} className="grid grid-cols-[2rem_1fr] items-center gap-x-2">
              <span className="font-bold">{row.variant}</span>
              <span className="text-sm">
                {format(row.diff)}{" "}
                <span className="text-muted">
                  ({format(row.sequential.low)} … {format(row.sequential.high)})
                </span>
              </span>
              <svg aria-hidden="true" className="col-start-2 mt-1 h-6 w-full overflow-visible" focusable="false">
                {margin > 0 && (
                  <rect
                    x={at(-margin)}
                    width={`${(margin / reach) * 100}%`}
                    y="0"
                    height="24"
                    className="fill-brand/10"
                  />
                )}
                <line x1="50%" x2="50%" y1="0" y2="24" className="stroke-muted" strokeDasharray="3 3" />
                {/* The interval's bar and its two end ticks. */}
                {[
                  [row.sequential.low, row.sequential.high, 12, 12],
                  [row.sequential.low, row.sequential.low, 7, 17],
                  [row.sequential.high, row.sequential.high, 7, 17],
                ].map(([from, to, top, bottom], index) => (
                  <line
                    key={index}
                    x1={at(from!)}
                    x2={at(to!)}
                    y1={top}
                    y2={bottom}
                    className="stroke-ink"
                    strokeWidth="2"
                  />
                ))}
                <circle cx={at(row.diff)} cy="12" r="5" className="fill-brand" />
              </svg>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
