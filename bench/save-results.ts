// What `npm run bench` keeps: all results written as JSON (bench-results/) to compare commits.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { budgets, ratios, scriptEvaluationBaseline } from "./budgets.ts";
import type { LighthouseResults } from "./lighthouse-audit.ts";
import type { PhoneResults } from "./phone.ts";

/** Writes bench-results/lighthouse-<commit>.json under `root`. */
export function saveResults(
  root: string,
  rounds: number,
  lighthouse: LighthouseResults,
  phone: PhoneResults | undefined,
): void {
  mkdirSync(join(root, "bench-results"), { recursive: true });
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();
  const out = join(root, "bench-results", `lighthouse-${commit}.json`);
  const saved = { commit, date: new Date().toISOString(), rounds, budgets, ratios, scriptEvaluationBaseline };
  writeFileSync(out, JSON.stringify({ ...saved, ...lighthouse, phone }, null, 2));
  console.log(`Wrote ${out}`);
}
