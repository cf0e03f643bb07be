// No module imports itself through others, types included: a reader follows every import one way,
// from a file to what it builds on (docs/architecture.md, "Layers").
import { describe, expect, it } from "vitest";
import { repositoryModules } from "../testing/imports/cruise";

const modules = await repositoryModules(["app", "api", "server", "local", "scripts", "bench", "functions", "testing"], {
  types: true,
});

describe("imports", () => {
  it("read the files they name", () => {
    const routes = modules.find(({ source }) => source === "app/routes.ts");
    expect(routes?.dependencies.map(({ resolved }) => resolved)).toContain("app/contracts/paths.ts");
  });

  it("run one way: no cycle", () => {
    const cycles = modules.flatMap(({ source, dependencies }) =>
      dependencies
        .filter(({ circular }) => circular)
        .map(({ cycle }) => [source, ...(cycle ?? []).map(({ name }) => name)]),
    );
    expect(cycles).toEqual([]);
  });
});
