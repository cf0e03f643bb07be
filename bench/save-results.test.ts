import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, it, vi } from "vitest";
import { saveResults } from "./save-results";

const root = mkdtempSync(join(tmpdir(), "bench-save-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it("keeps each part's results of a commit in a file of its own, by protocol: one run never overwrites another's", () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  const lighthouse = { results: { "/": { "largest-contentful-paint": 830 } }, runs: {}, scripts: {} };
  const phone = { hydratedMs: { "/": 3020 }, withSession: ["/"], presses: [], failures: [] };
  saveResults({ root, commit: "abc1234", rounds: 3, protocol: "http/1.1" }, { lighthouse });
  saveResults({ root, commit: "abc1234", rounds: 3, protocol: "http/1.1" }, { phone });
  saveResults({ root, commit: "abc1234", rounds: 3, protocol: "h2" }, { lighthouse, phone });
  const dir = join(root, "bench-results");
  expect(readdirSync(dir).sort()).toEqual([
    "lighthouse-abc1234-h2.json",
    "lighthouse-abc1234.json",
    "phone-abc1234-h2.json",
    "phone-abc1234.json",
  ]);
  const read = (file: string) => JSON.parse(readFileSync(join(dir, file), "utf8")) as Record<string, unknown>;
  expect(read("lighthouse-abc1234.json")).toMatchObject({ protocol: "http/1.1", results: lighthouse.results });
  expect(read("phone-abc1234.json")).toMatchObject({ protocol: "http/1.1", hydratedMs: { "/": 3020 } });
});
