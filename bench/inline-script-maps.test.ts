import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { parseSiteConfig } from "../app/config/schema";
import { compileInlineScript, inlineScriptMapFile } from "../scripts/vite/inline-scripts-plugin";
import { inlineOrigin, inlineScriptsOf } from "./inline-script-maps";

const define = { __SITE_CONFIG__: JSON.stringify(parseSiteConfig({})), __BUILD_YEAR__: "2026" };
let clientDir: string | undefined;
afterEach(() => clientDir && rmSync(clientDir, { recursive: true, force: true }));

describe("a built page's inline scripts, for the profile", () => {
  it("are named and mapped to their sources by the maps the build kept, and the others keep their place", async () => {
    const { code, map } = await compileInlineScript(
      `import "~/features/pricing/pricing-script.ts";`,
      define,
      "iife",
      "pricing-script",
    );
    clientDir = mkdtempSync(join(tmpdir(), "inline-maps-"));
    const file = join(clientDir, inlineScriptMapFile(code));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, map!);
    const html =
      `<!DOCTYPE html><html><head><script type="application/json" id="x">[]</script>\n` +
      `<script>var other = 1;</script></head>\n<body><p>Hi</p><script>${code}</script></body></html>`;

    const scripts = inlineScriptsOf(clientDir, html);
    expect(scripts.map(({ name, line }) => [name, line])).toEqual([
      ["inline script 1", 1],
      ["pricing-script", 2],
    ]);
    const url = "http://localhost:3000/pricing";
    const column = html.split("\n")[2]!.indexOf(code) + code.indexOf("billing");
    const origin = inlineOrigin({ url, scripts }, { url, lineNumber: 2, columnNumber: column });
    expect(origin).toMatchObject({
      script: "pricing-script",
      source: expect.stringMatching(/^app\/features\/pricing\//),
    });
    // Another page's frame, or one outside any inline script, is not theirs.
    expect(inlineOrigin({ url, scripts }, { url: `${url}?x`, lineNumber: 2, columnNumber: column })).toBeUndefined();
    expect(inlineOrigin({ url, scripts }, { url, lineNumber: 0, columnNumber: 0 })).toBeUndefined();
  });
});
