// The repository's import graph, as dependency-cruiser reads it with the project's tsconfig (the
// `~/` alias): for the tests that keep the graph one way, test support apart and the docs' press
// lists true.
import { join } from "node:path";
import { cruise, type ICruiseResult, type IModule } from "dependency-cruiser";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const root = join(import.meta.dirname, "../..");

/**
 * The repository modules reached from `from` (files or folders), packages left out, and tests unless
 * `tests`; `types`: whether type-only imports count (they vanish from what runs, but a reader follows them).
 */
export async function repositoryModules(
  from: string[],
  { types, tests = false }: { types: boolean; tests?: boolean },
): Promise<IModule[]> {
  const { output } = await cruise(
    from,
    {
      baseDir: root,
      doNotFollow: { path: "node_modules" },
      exclude: { path: tests ? "\\.d\\.ts$" : "\\.(test|spec)\\.tsx?$|\\.d\\.ts$" },
      tsPreCompilationDeps: types,
      tsConfig: { fileName: "tsconfig.json" },
    },
    undefined,
    { tsConfig: extractTSConfig(join(root, "tsconfig.json")) },
  );
  return (output as ICruiseResult).modules.filter(
    ({ source, coreModule, couldNotResolve }) => !coreModule && !couldNotResolve && !source.includes("node_modules"),
  );
}
