// README "Deploying" shows only commands a test runs: each one is listed here with that test.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

const TESTED: Record<string, string> = {
  "npm ci && npm run build": ".ci/run (npm ci, then npm test builds)",
  "npm run build": "npm test",
  "npm ci --omit=dev": "server/production-install.test.ts",
  "PORT=3000 HOST=127.0.0.1 TRUST_PROXY=1 npm run serve": "server/production-install.test.ts (PORT=0)",
  "npx wrangler pages dev": "playwright.config.ts, project cloudflare-pages (on the e2e ports)",
};

it("shows in Deploying only commands that a test runs", () => {
  const readme = readFileSync(join(import.meta.dirname, "..", "README.md"), "utf8");
  const deploying = readme.slice(readme.indexOf("## Deploying"));
  const blocks = [...deploying.matchAll(/```sh\n([\s\S]*?)```/g)].map(([, block]) => block!);
  const commands = blocks.flatMap((block) => block.split("\n")).map((line) => line.replace(/#.*/, "").trim());
  const shown = commands.filter(Boolean);
  expect(shown.length).toBeGreaterThan(3);
  for (const command of shown) expect(Object.keys(TESTED), command).toContain(command);
});
