// MDN's HTTP Observatory scan of one host, as its `scan()` does it, but on the given ports (the
// package's scan() always uses 80 and 443). Run in a child process whose NODE_EXTRA_CA_CERTS
// trusts the local authority: `tsx observatory-scan.ts <host> <http port> <https port>`.
// Prints the grade, score and each test's result as JSON.
import { existsSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

// The package's install script downloads Chromium's HSTS preload list into conf/; our installs run
// no scripts (.npmrc), and a loopback host is on no such list: an empty list says exactly that.
const packageDir = dirname(createRequire(import.meta.url).resolve("@mdn/mdn-http-observatory/package.json"));
const preloadList = join(packageDir, "conf", "hsts-preload.json");
if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");

const { retrieve } = await import("@mdn/mdn-http-observatory/src/retriever/retriever.js");
const { ALL_TESTS } = await import("@mdn/mdn-http-observatory/src/constants.js");
const { getGradeForScore, getScoreModifier } = await import("@mdn/mdn-http-observatory/src/grader/grader.js");
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import("@mdn/mdn-http-observatory/src/grader/charts.js");

const [host, httpPort, httpsPort] = process.argv.slice(2);
if (!host || !httpPort || !httpsPort) throw new Error("usage: observatory-scan.ts <host> <http port> <https port>");

const requests = (await retrieve(host, { httpPort, httpsPort })) as { responses: { auto?: { status: number } } };
const status = requests.responses.auto?.status;
if (status === undefined || status >= 400) throw new Error(`https://${host}:${httpsPort}/ answered ${status}`);

let extraCredit = 100;
let uncurved = 100;
const tests = ALL_TESTS.map((test) => {
  const output = test(requests);
  const modifier = getScoreModifier(output.result);
  extraCredit += modifier;
  if (modifier < 0) uncurved += modifier;
  return { name: output.constructor.name.replace(/Output$/, ""), pass: output.pass, result: output.result, modifier };
});
const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? extraCredit : uncurved);
console.log(JSON.stringify({ grade, score, testsFailed: tests.filter((test) => !test.pass).length, tests }));
