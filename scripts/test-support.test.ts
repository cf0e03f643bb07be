// Test support lives apart from production code (docs/decisions/014-test-support-apart.md): a
// module that only tests and other test support import belongs in testing/, not in a production
// folder where it looks like one more part of the site. Lint keeps the other direction.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import routes from "../app/routes";
import { repositoryModules } from "../testing/imports/cruise";

const folders = ["app", "api", "server", "local", "scripts", "bench", "functions", "testing", "e2e"];
const configs = ["vite.config.ts", "react-router.config.ts", "playwright.config.ts"];
const modules = await repositoryModules([...folders, ...configs], { types: true, tests: true });
const importers = new Map<string, string[]>();
for (const { source, dependencies } of modules) {
  for (const { resolved } of dependencies) importers.set(resolved, [...(importers.get(resolved) ?? []), source]);
}
const files = modules.map(({ source }) => source);

/** React Router's route modules, named in its route table. */
const routeModules = (entries: RouteConfigEntry[]): string[] =>
  entries.flatMap((entry) => [`app/${entry.file}`, ...routeModules(entry.children ?? [])]);

/** The modules the inline-scripts plugin (scripts/vite/) compiles, each named in its sources as `~/…ts`. */
const inlineScriptModules = ["inline-scripts-plugin.ts", "boot-per-page.ts"].flatMap((plugin) =>
  [...readFileSync(`scripts/vite/${plugin}`, "utf8").matchAll(/"~\/([\w/.-]+\.ts)"/g)].map(([, file]) => `app/${file}`),
);

/**
 * Loaded by name by their tools, which tests import too: React Router's route table and route
 * modules, the inline scripts and the hand-off module, Playwright's config.
 */
const TOOL_ENTRIES = ["app/routes.ts", ...routeModules(await routes), ...inlineScriptModules, "playwright.config.ts"];

const isTest = (file: string) => /\.(test|spec)\.tsx?$/.test(file) || /^(e2e|testing)\//.test(file);

/** Modules outside testing/ and e2e/ that only tests and test support import, directly or through each other. */
function testOnlyModules(): string[] {
  const forTests = new Set(files.filter(isTest));
  let grew = true;
  while (grew) {
    grew = false;
    for (const file of files) {
      const by = importers.get(file) ?? [];
      if (forTests.has(file) || TOOL_ENTRIES.includes(file)) continue;
      if (by.length === 0 || !by.every((importer) => forTests.has(importer))) continue;
      forTests.add(file);
      grew = true;
    }
  }
  return [...forTests].filter((file) => !isTest(file)).sort();
}

describe("test support", () => {
  it("is found through the imports", () => {
    expect(importers.get("testing/server/raw-http.ts")).toContain("server/site-server.test.ts");
    expect(inlineScriptModules).toContain("app/features/hand-off/hand-off-here.ts");
  });

  it("lives in testing/: no module elsewhere is there for tests only", () => {
    expect(testOnlyModules()).toEqual([]);
  });
});
