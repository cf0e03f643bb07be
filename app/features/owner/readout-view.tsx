import type { ExperimentReadout, Headline } from "~/contracts/experiment-api";
import type { OwnerCopy } from "~/shared/content/copy";
import { fill } from "~/shared/content/fill";
import { useLocale } from "~/shared/i18n/locale";
import { CodeTable } from "./code-table";
import type { AskedLifts } from "./asked-lifts";
import { CsvDownload } from "./csv-download";
import { ForestPlot } from "./forest-plot";
import { PlanSection } from "./plan-section";
import { readoutNumbers } from "./readout-numbers";
import { ReadoutTable } from "./readout-table";
import { VerdictList } from "./verdict-list";
import { VisitorsChart } from "./visitors-chart";

/**
 * The owner's figures: what can be concluded, the table, the differences' chart, how long to keep
 * going, the visitors' chart, the two files and the sales by code.
 */
export function ReadoutView({
  readout,
  lifts,
  copy,
  headlines,
}: {
  readout: ExperimentReadout;
  lifts: AskedLifts;
  copy: OwnerCopy;
  headlines: Record<Headline, string>;
}) {
  const numbers = readoutNumbers(useLocale(), copy);
  // The period asked for, from its first day with a visit or a visitor.
  const firstDay = readout.days[0]?.day;
  const since = firstDay && firstDay > readout.since.slice(0, 10) ? firstDay : readout.since;
  return (
    <div className="space-y-10" data-testid="experiment-readout">
      <p className="text-sm text-muted">
        {fill(copy.period, { since: numbers.day(since), until: numbers.day(readout.until) })}
      </p>
      <VerdictList readout={readout} copy={copy} numbers={numbers} />
      <ReadoutTable readout={readout} copy={copy} headlines={headlines} numbers={numbers} />
      <ForestPlot readout={readout} copy={copy} numbers={numbers} />
      <PlanSection readout={readout} lifts={lifts} copy={copy} numbers={numbers} />
      <VisitorsChart days={readout.days} copy={copy} headlines={headlines} numbers={numbers} />
      <CsvDownload readout={readout} copy={copy} />
      <CodeTable codes={readout.codes} copy={copy} numbers={numbers} />
    </div>
  );
}
