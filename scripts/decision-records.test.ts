// Each decision record stays one short page and is listed in the table of its README
// (docs/decisions/README.md, "Adding a record"), so a newcomer reads one page per choice and finds
// every record from one place.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const folder = join(import.meta.dirname, "..", "docs", "decisions");
const MAX_LINES = 50;
const records = readdirSync(folder)
  .filter((name) => /^\d{3}-[\w-]+\.md$/.test(name))
  .sort();
/** A row of the README's table: `| [NNN](NNN-kebab-title.md) Title | one sentence |`. */
const ROW = /^\| \[(\d{3})\]\(([^)]+)\) [^|]*\|[^|]*\S[^|]*\|$/gm;
const rows = [...readFileSync(join(folder, "README.md"), "utf8").matchAll(ROW)].map(([, number, file]) => ({
  number: number!,
  file: file!,
}));

/** Lines as `wc -l` counts them in a file that ends with a newline, as Prettier writes it. */
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

describe("decision records", () => {
  it("are found", () => {
    expect(records.length).toBeGreaterThan(0);
  });

  it.each(records)(`%s stays within ${MAX_LINES} lines`, (name) => {
    expect(lineCount(readFileSync(join(folder, name), "utf8"))).toBeLessThanOrEqual(MAX_LINES);
  });

  it("each have a row in the README's table, under their own number", () => {
    const listed = rows.map(({ file }) => file);
    expect(records.filter((name) => !listed.includes(name))).toEqual([]);
    expect(rows.filter(({ number, file }) => !file.startsWith(`${number}-`))).toEqual([]);
  });

  it("are the only files the table's rows link to", () => {
    expect(rows.map(({ file }) => file).filter((file) => !records.includes(file))).toEqual([]);
  });
});
