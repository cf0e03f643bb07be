// `npm test`: every check a change must pass (scripts/test-stages.ts), one npm script after
// another, stopping at the first that fails; then a line per stage says where the minutes went
// (docs/scripts.md, "Where `npm test`'s time goes"). With stages named (`npm run test:quick` names
// those before the build), it runs those only.
import { spawnSync } from "node:child_process";
import { isStage, STAGES, summary, type Stage, type StageRun } from "./test-stages.ts";

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !isStage(name));
if (unknown.length) {
  console.error(`No such stage: ${unknown.join(", ")}. The stages: ${STAGES.join(", ")}.`);
  process.exit(2);
}
const stages: readonly Stage[] = asked.length ? asked.filter(isStage) : STAGES;

const ran: StageRun[] = [];
for (const stage of stages) {
  const started = performance.now();
  const { status, error } = spawnSync("npm", ["run", stage], { stdio: "inherit" });
  ran.push({ stage, ms: performance.now() - started, ok: status === 0 && !error });
  if (!ran.at(-1)!.ok) break;
}
console.log(`\n${summary(ran).join("\n")}`);
process.exit(ran.length === stages.length && ran.every(({ ok }) => ok) ? 0 : 1);
