// Every file the repository names — in code comments, docs and styles — exists: a newcomer who
// follows a pointer finds the file, and a move that forgets a pointer fails `npm test`.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const tracked = execFileSync("git", ["ls-files"], { cwd: root, encoding: "utf8" }).split("\n").filter(Boolean);
/** Where the repository names files for people; tests may name fictional ones as fixtures. */
const sources = tracked.filter((file) => /\.(tsx?|m?js|css|md|toml)$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file));

/** A file path as the repository writes it: folders, a name and one of our extensions. */
const FILE = /(?<![\w./@~:-])(?:~\/|\.\.?\/)?((?:[\w[\]+-]+\/)+[\w[\].+-]+\.(?:tsx?|m?js|css|md|toml))\b/g;
/** Folders a path may be written relative to: the repository, the app (as in `features/x.ts`). */
const BASES = ["", "app/"];
/** Generated or machine-local paths (build output, the route types, system files). */
const ELSEWHERE = /^(build|\.react-router|node_modules|etc|usr|tmp)\//;

function missingIn(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const missing: string[] = [];
  for (const [whole, path] of text.matchAll(FILE)) {
    if (ELSEWHERE.test(path!) || path!.includes("+types/")) continue;
    if (path!.startsWith("[") && !path!.startsWith("[[")) continue; // a Markdown link's text: its target is checked too
    const relative = whole.startsWith(".") ? [join(dirname(file), whole)] : [];
    // A package's own file, as an import of it names it (`oidc-provider/lib/…`).
    const candidates = [
      ...relative,
      ...BASES.map((base) => base + path),
      join(dirname(file), path!),
      `node_modules/${path}`,
    ];
    if (!candidates.some((candidate) => existsSync(join(root, candidate)))) missing.push(whole);
  }
  return missing;
}

describe("file references", () => {
  it("name only files that exist", () => {
    const broken = Object.fromEntries(
      sources.map((file) => [file, missingIn(file)] as const).filter(([, missing]) => missing.length > 0),
    );
    expect(broken).toEqual({});
  });
});
