// What `npm run bench` keeps: every run's total blocking time printed beside the tables, and all
// results written as JSON (bench-results/) to compare commits.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { budgets } from "./budgets.ts";
import type { LighthouseResults } from "./lighthouse-audit.ts";
import type { PhoneResults } from "./phone.ts";
import { median } from "./table.ts";

/** Prints each page's total blocking time of every run, and the host's floor. */
export function printTbtRuns({ tbtRunsMs, floorTbtMs }: LighthouseResults): void {
  for (const [path, values] of Object.entries(tbtRunsMs)) {
    console.log(`tbtMs of each run on ${path}: ${values.map((value) => Math.round(value)).join(", ")}`);
  }
  if (floorTbtMs.length) {
    console.log(
      `tbtMs of each run on a page with nothing on it, served with the same headers (this host's floor): ` +
        `${floorTbtMs.map((value) => Math.round(value)).join(", ")}; median ${Math.round(median(floorTbtMs))}`,
    );
  }
}

/** Writes bench-results/lighthouse-<commit>.json under `root`. */
export function saveResults(
  root: string,
  runs: number,
  { results, tbtRunsMs, floorTbtMs }: LighthouseResults,
  phone: PhoneResults | undefined,
): void {
  mkdirSync(join(root, "bench-results"), { recursive: true });
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();
  const out = join(root, "bench-results", `lighthouse-${commit}.json`);
  writeFileSync(
    out,
    JSON.stringify(
      { commit, date: new Date().toISOString(), runs, budgets, results, tbtRunsMs, floorTbtMs, phone },
      null,
      2,
    ),
  );
  console.log(`Wrote ${out}`);
}
