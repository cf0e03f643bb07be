import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { firstLoadJs } from "./first-load-js";

describe("firstLoadJs", () => {
  it("follows the page's modules and their static imports, not lazy chunks", () => {
    const dir = mkdtempSync(join(tmpdir(), "first-load-"));
    mkdirSync(join(dir, "assets"));
    const files: Record<string, string> = {
      "assets/framework-1.js": "export const a=1;",
      "assets/site-2.js": 'import{a as b}from"./framework-1.js";export const c=()=>import("./lazy-3.js");',
      "assets/lazy-3.js": "x".repeat(5000),
      "assets/root-4.js": 'import{c}from"./site-2.js";import"./framework-1.js";',
      "assets/entry-5.js": 'import{a}from"./framework-1.js";',
      "index.html":
        '<script type="application/json" id="deferred-modules">["/assets/root-4.js","/assets/entry-5.js"]</script>',
      "empty.html": "<p>no app</p>",
    };
    for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
    const result = firstLoadJs(dir, "index.html");
    expect(result.files).toBe(4);
    expect(result.bytes).toBe(
      ["framework-1", "site-2", "root-4", "entry-5"].reduce((sum, name) => sum + files[`assets/${name}.js`]!.length, 0),
    );
    expect(result.brotliBytes).toBeGreaterThan(0);
    // A page whose list is missing is an error, never 0 KB.
    expect(() => firstLoadJs(dir, "empty.html")).toThrow(/lists no modules/);
  });
});
