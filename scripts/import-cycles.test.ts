// @vitest-environment node
// No module imports itself through others, types included: a reader follows every import one way,
// from a file to what it builds on (docs/architecture.md, "Layers").
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const code = execFileSync("git", ["ls-files", "app", "api", "server", "local", "scripts", "bench", "functions"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((file) => /\.(tsx?|mjs)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file) && !file.endsWith(".d.ts"));

/** The repository file an import names, or null for a package. */
function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? join("app", specifier.slice(2))
    : specifier.startsWith(".")
      ? normalize(join(dirname(from), specifier))
      : null;
  if (base === null) return null;
  const stem = base.replace(/\.(js|ts|tsx|mjs)$/, "");
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${stem}.mjs`, join(stem, "index.ts")];
  return candidates.find((candidate) => existsSync(join(root, candidate))) ?? null;
}

const imports = new Map(
  code.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), "utf8"), true, true);
    return [file, importedFiles.flatMap(({ fileName }) => resolve(file, fileName) ?? [])];
  }),
);

/** Tarjan's strongly connected components with more than one file, or a file importing itself. */
function cycles(): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    for (const target of imports.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (stack.includes(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || imports.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of imports.keys()) if (!index.has(file)) visit(file);
  return found;
}

describe("imports", () => {
  it("read the files it names", () => {
    expect(imports.get("app/routes.ts")).toContain("app/contracts/paths.ts");
  });

  it("run one way: no cycle", () => {
    expect(cycles()).toEqual([]);
  });
});
