import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkHtml, type NuMessage } from "./nu-checker.ts";

let dir: string;
let messages: NuMessage[];
const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/>${head}</head><body>${body}</body></html>`;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "nu-check-"));
  await writeFile(join(dir, "valid.html"), page("<title>Fine</title>", "<main><h1>Fine</h1></main>"));
  await writeFile(join(dir, "no-title.html"), page("", "<main><h1>No title</h1></main>"));
  await writeFile(join(dir, "no-h1.html"), page("<title>No h1</title>", "<main><h2>Second</h2></main>"));
  messages = await checkHtml(dir);
}, 120_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

const about = (file: string) => messages.filter((message) => message.file.endsWith(`/${file}`));

it("passes a valid page, React's trailing slashes included", () => {
  expect(about("valid.html")).toEqual([]);
});

it("reports a head without a title as an error", () => {
  expect(about("no-title.html")).toContainEqual(
    expect.objectContaining({ kind: "error", message: expect.stringMatching(/title/) }),
  );
});

it("reports a page with headings but no h1 as a warning", () => {
  expect(about("no-h1.html")).toContainEqual(expect.objectContaining({ kind: "warning" }));
});
