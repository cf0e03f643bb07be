// What `npm run bench` keeps: each part's results as JSON (bench-results/) to compare commits, one
// file per part, commit and protocol, so that a run of one part never overwrites another's.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { budgets, ratios, scriptEvaluationBaseline } from "./budgets.ts";
import type { LighthouseResults } from "./lighthouse-audit.ts";
import type { PhoneResults } from "./phone.ts";
import type { BenchProtocol } from "./tls-front.ts";

interface Run {
  root: string;
  commit: string;
  rounds: number;
  protocol: BenchProtocol;
}

export const currentCommit = (root: string) =>
  execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root }).toString().trim();

/** Writes the results of each part that ran to bench-results/<part>-<commit>[-h2].json under `root`. */
export function saveResults(
  { root, commit, rounds, protocol }: Run,
  { lighthouse, phone }: { lighthouse?: LighthouseResults; phone?: PhoneResults },
): void {
  mkdirSync(join(root, "bench-results"), { recursive: true });
  const saved = { commit, date: new Date().toISOString(), protocol, rounds };
  const write = (part: "lighthouse" | "phone", results: object) => {
    const out = join(root, "bench-results", `${part}-${commit}${protocol === "h2" ? "-h2" : ""}.json`);
    writeFileSync(out, JSON.stringify({ ...saved, ...results }, null, 2));
    console.log(`Wrote ${out}`);
  };
  if (lighthouse) write("lighthouse", { budgets, ratios, scriptEvaluationBaseline, ...lighthouse });
  if (phone) write("phone", { budget: budgets.phoneHydratedMs, ...phone });
}
