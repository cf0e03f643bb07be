// The chunk every page loads holds the root's features and no other (chunk-groups.ts): a feature
// folder renamed, or one the root starts to run, fails here rather than growing every first load.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryModules } from "../../testing/imports/cruise";
import { featureChunkName, shellFeatures, siteChunkModules } from "./chunk-groups";

const root = join(import.meta.dirname, "../..");

/** The features app/root.tsx runs through static imports (a lazy `import()` is a chunk of its own). */
async function featuresTheRootRuns(): Promise<string[]> {
  const modules = new Map((await repositoryModules(["app/root.tsx"], { types: false })).map((m) => [m.source, m]));
  const reached = new Set<string>();
  const queue = ["app/root.tsx"];
  while (queue.length) {
    const source = queue.pop()!;
    if (reached.has(source)) continue;
    reached.add(source);
    for (const dependency of modules.get(source)?.dependencies ?? []) {
      if (!dependency.dynamic && modules.has(dependency.resolved)) queue.push(dependency.resolved);
    }
  }
  const features = [...reached].flatMap((source) => /^app\/features\/([\w-]+)\//.exec(source)?.[1] ?? []);
  return [...new Set(features)].toSorted();
}

describe("the app's chunks", () => {
  it("every page's chunk holds the features the root runs, each a folder that exists", async () => {
    for (const feature of shellFeatures) expect(existsSync(join(root, "app/features", feature))).toBe(true);
    expect([...shellFeatures].toSorted()).toEqual(await featuresTheRootRuns());
  }, 60_000);

  it("puts the shared code there, and another feature's shared parts in a chunk of its own", () => {
    expect(siteChunkModules(join(root, "app/shared/i18n/locale.ts"))).toBe(true);
    expect(siteChunkModules(join(root, "app/catalogue/plans.ts"))).toBe(true);
    expect(siteChunkModules(join(root, "app/features/site-shell/site-header.tsx"))).toBe(true);
    expect(siteChunkModules(join(root, "app/features/checkout-returns/return-screen.tsx"))).toBe(false);
    expect(featureChunkName(join(root, "app/features/checkout-returns/return-screen.tsx"))).toBe("checkout-returns");
    expect(featureChunkName(join(root, "node_modules/react/index.js"))).toBeNull();
  });
});
