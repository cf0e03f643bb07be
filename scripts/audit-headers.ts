// `npm run audit:headers`: MDN's HTTP Observatory grade of the built site over https (a local
// certificate authority), served by nginx with the generated config and by the Node server behind
// an nginx TLS proxy. Fails unless both are A+ (score ≥ 100) with no failed test.
import { join } from "node:path";
import { freeLoopbackPort } from "./site-process.ts";
import { auditHeaders, type ObservatoryResult } from "./audit/header-audit.ts";

const clientDir = join(import.meta.dirname, "..", "build", "client");
const port = () => freeLoopbackPort();
const results = await auditHeaders(clientDir, {
  nginx: [await port(), await port()],
  node: [await port(), await port()],
});

let ok = true;
for (const [target, result] of Object.entries(results) as [string, ObservatoryResult][]) {
  console.log(`${target.padEnd(6)} ${result.grade.padEnd(3)} score ${result.score}, ${result.testsFailed} failed`);
  for (const test of result.tests)
    console.log(
      `  ${test.pass ? "pass" : "FAIL"} ${test.name}: ${test.result} (${test.modifier >= 0 ? "+" : ""}${test.modifier})`,
    );
  ok &&= result.score >= 100 && result.testsFailed === 0;
}
if (!ok) process.exit(1);
