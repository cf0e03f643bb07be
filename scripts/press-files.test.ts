// docs/architecture.md follows each press file by file: under each `<!-- press: entry … -->` mark, a
// list, folder by folder, of every repository file the press's code reaches from those entries
// (what runs: type-only imports left out). dependency-cruiser follows the imports; a listed file that is gone, or a file
// the press reaches that the list leaves out, fails `npm test`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryModules } from "../testing/imports/cruise";

const root = join(import.meta.dirname, "..");
const map = readFileSync(join(root, "docs/architecture.md"), "utf8");

interface PressList {
  entries: string[];
  listed: string[];
}

/**
 * Each mark's entries and the files of the list that follows it, up to the first blank line: a
 * folder (`app/shared/auth/`), then the files in it (`auth-session.ts`), and so on.
 */
function pressLists(markdown: string): PressList[] {
  return [...markdown.matchAll(/<!-- press: ([^>]+?) -->\n\n?((?:.+\n)+)/g)].map(([, entries, list]) => {
    let folder = "";
    const listed = [...list!.matchAll(/`([^`]+)`/g)].flatMap(([, name]) => {
      if (!name!.endsWith("/")) return [folder + name];
      folder = name!;
      return [];
    });
    return { entries: entries!.trim().split(/\s+/), listed };
  });
}

describe("the presses docs/architecture.md follows", () => {
  const lists = pressLists(map);

  it("are there", () => {
    expect(lists.length).toBeGreaterThanOrEqual(2);
  });

  it.each(lists.map((list) => [list.entries.join(" "), list] as const))(
    "from %s: the list names every file the press reaches, and no other",
    async (_, { entries, listed }) => {
      const reached = await repositoryModules(entries, { types: false });
      expect(listed.toSorted()).toEqual(reached.map(({ source }) => source).toSorted());
    },
    60_000,
  );
});
