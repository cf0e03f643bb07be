// The in-page helpers (in-page.ts) as one script for the clients to run in each new document.
import { build } from "esbuild";

/** The in-page helpers' source, bundled once per run. */
export async function pageHelpersScript(): Promise<string> {
  const result = await build({
    entryPoints: [new URL("in-page.ts", import.meta.url).pathname],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    minify: true,
    logLevel: "warning",
  });
  return result.outputFiles[0]!.text;
}
