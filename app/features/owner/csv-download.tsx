import type { DailyCounts } from "~/contracts/experiment-api";
import type { OwnerCopy } from "~/shared/content/copy";
import { fill } from "~/shared/content/fill";
import { dailyCsv } from "./daily-csv";

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

export function CsvDownload({ days, copy }: { days: DailyCounts[]; copy: OwnerCopy }) {
  return (
    <button
      type="button"
      className="button-secondary button-small"
      onClick={() => {
        const today = new Date().toISOString().slice(0, 10);
        save(`${fill(copy.csv.fileName, { date: today })}.csv`, dailyCsv(days), "text/csv;charset=utf-8");
      }}
    >
      {copy.csv.download}
    </button>
  );
}
