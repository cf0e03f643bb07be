import type { ExperimentReadout } from "~/contracts/experiment-api";
import type { OwnerCopy } from "~/shared/content/copy";
import { fill } from "~/shared/content/fill";
import { dailyCsv } from "./daily-csv";
import { summaryCsv } from "./summary-csv";

/** Saves a text as a file the browser downloads (the page made it: no address to link to). */
function save(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** As small as button-small, but its words wrap on a narrow screen. */
const wrapping = "button-secondary min-h-10 px-4 py-2 text-sm";

/** The two files: the daily counts, and the summary per headline and figure. */
export function CsvDownload({ readout, copy: { csv } }: { readout: ExperimentReadout; copy: OwnerCopy }) {
  const download = (name: string, text: () => string) => () => {
    const today = new Date().toISOString().slice(0, 10);
    save(`${fill(name, { date: today })}.csv`, text(), "text/csv;charset=utf-8");
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={wrapping}
          onClick={download(csv.fileName, () => dailyCsv(readout.days, readout.until))}
        >
          {csv.download}
        </button>
        <button type="button" className={wrapping} onClick={download(csv.summaryFileName, () => summaryCsv(readout))}>
          {csv.summary}
        </button>
      </div>
      <p className="text-sm text-muted">{csv.note}</p>
    </div>
  );
}
