import type { DailyCounts, Headline } from "~/contracts/experiment-api";
import { headlines as variants } from "~/contracts/experiment-api";
import type { OwnerCopy } from "~/shared/content/copy";
import type { ReadoutNumbers } from "./readout-numbers";

/** Each headline's line: a colour and a dash of its own, so no one needs the colours to tell them apart. */
export const headlineStyles: Record<Headline, { stroke: string; dash?: string }> = {
  A: { stroke: "stroke-brand" },
  B: { stroke: "stroke-accent", dash: "6 4" },
  C: { stroke: "stroke-teal-700", dash: "2 3" },
};

/** The visitors counted so far under each headline, day by day: who was first seen under it. */
export function cumulativeVisitors(days: readonly DailyCounts[]) {
  const dates = [...new Set(days.map((day) => day.day))].sort();
  const running: Record<Headline, number> = { A: 0, B: 0, C: 0 };
  const series = dates.map((date) => {
    for (const day of days) if (day.day === date) running[day.variant] += day.visitors;
    return { date, ...running };
  });
  return { dates, series };
}

/** Visitors per headline over time: a line each, its last count in the legend, the scale in words. */
export function VisitorsChart({
  days,
  copy,
  headlines,
  numbers,
}: {
  days: DailyCounts[];
  copy: OwnerCopy;
  headlines: Record<Headline, string>;
  numbers: ReadoutNumbers;
}) {
  const { dates, series } = cumulativeVisitors(days);
  const last = series.at(-1);
  const top = Math.max(1, ...variants.map((variant) => last?.[variant] ?? 0));
  const x = (index: number) => (index / (dates.length - 1)) * 100;
  const y = (count: number) => 100 - (count / top) * 100;
  // One day is a level line across the chart.
  const points = (variant: Headline) =>
    series.length === 1
      ? `0,${y(series[0]![variant])} 100,${y(series[0]![variant])}`
      : series.map((point, index) => `${x(index)},${y(point[variant])}`).join(" ");
  return (
    <figure className="rounded-2xl border border-line bg-white p-4" data-testid="visitors-chart">
      <figcaption>
        <span className="block text-lg font-bold">{copy.chart.title}</span>
        <span className="block text-sm text-muted">{copy.chart.description}</span>
      </figcaption>
      {!last ? (
        <p className="mt-3 text-sm text-muted">{copy.chart.none}</p>
      ) : (
        <>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm">
            {variants.map((variant) => (
              <li key={variant} className="flex items-center gap-2" title={headlines[variant]}>
                <svg aria-hidden="true" width="28" height="8" focusable="false">
                  <line
                    x1="0"
                    x2="28"
                    y1="4"
                    y2="4"
                    strokeWidth="3"
                    className={headlineStyles[variant].stroke}
                    strokeDasharray={headlineStyles[variant].dash}
                  />
                </svg>
                <span>
                  <span className="font-bold">{variant}</span> · {numbers.count(last[variant])}
                </span>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-muted">
            <div className="flex flex-col justify-between text-right tabular-nums" aria-hidden="true">
              <span>{numbers.count(top)}</span>
              <span>0</span>
            </div>
            <svg
              aria-hidden="true"
              focusable="false"
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
              className="h-48 w-full overflow-visible border-b border-l border-line"
            >
              {variants.map((variant) => (
                <polyline
                  key={variant}
                  fill="none"
                  points={points(variant)}
                  strokeWidth="2.5"
                  vectorEffect="non-scaling-stroke"
                  strokeLinejoin="round"
                  className={headlineStyles[variant].stroke}
                  strokeDasharray={headlineStyles[variant].dash}
                />
              ))}
            </svg>
            <div aria-hidden="true" className="col-start-2 flex justify-between">
              <span>{numbers.day(dates[0]!)}</span>
              {dates.length > 1 && <span>{numbers.day(dates.at(-1)!)}</span>}
            </div>
          </div>
        </>
      )}
    </figure>
  );
}
