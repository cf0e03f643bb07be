import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { QUICK_STAGES, STAGES, summary } from "./test-stages.ts";

const scripts: Record<string, string> = JSON.parse(
  readFileSync(join(import.meta.dirname, "..", "package.json"), "utf8"),
).scripts;

it("runs every stage as an npm script, and the quick command the ones before the build", () => {
  for (const stage of STAGES) expect(scripts, stage).toHaveProperty([stage]);
  expect(scripts.test).toBe("tsx scripts/test.ts");
  expect(scripts["test:quick"]).toBe(`tsx scripts/test.ts ${QUICK_STAGES.join(" ")}`);
  expect(QUICK_STAGES).toEqual(["typecheck", "lint", "test:unit"]);
});

it("says where the minutes went, a line per stage run and the whole", () => {
  const lines = summary([
    { stage: "typecheck", ms: 9_600, ok: true },
    { stage: "test:unit", ms: 185_200, ok: true },
    { stage: "test:e2e", ms: 61_000, ok: false },
  ]);
  expect(lines).toEqual([
    "Where the time went:",
    "typecheck   0:10  ok",
    "test:unit   3:05  ok",
    "test:e2e    1:01  FAILED",
    "in all      4:16",
  ]);
});
