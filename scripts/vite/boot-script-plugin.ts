// Compiles the boot script (app/lib/boot/boot.ts, ordinary type-checked TypeScript) into one small
// minified function call, served to app/root.tsx as the module `virtual:boot-script`. The
// post-build step hashes it into the CSP like any inline script.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { BootSettings } from "../../app/lib/boot/boot.ts";

const MODULE_ID = "virtual:boot-script";
const RESOLVED_ID = `\0${MODULE_ID}`;
const bootDir = fileURLToPath(new URL("../../app/lib/boot/", import.meta.url));

/** The boot script as inline JavaScript, with its settings baked in. */
export async function compileBootScript(settings: BootSettings): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    stdin: {
      contents: `import { boot } from "./boot.ts";\nboot(${JSON.stringify(settings).replace(/</g, "\\u003c")});`,
      resolveDir: bootDir,
      loader: "ts",
    },
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2020",
    platform: "browser",
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.text.trim();
  // The page's HTML must never see the end of its own script element.
  if (/<\/script/i.test(code)) throw new Error("The boot script contains '</script'.");
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith("<stdin>"));
  return { code, inputs };
}

export function bootScriptPlugin(settings: BootSettings): Plugin {
  return {
    name: "boot-script",
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { code, inputs } = await compileBootScript(settings);
      for (const input of inputs) this.addWatchFile(fileURLToPath(new URL(input, `file://${process.cwd()}/`)));
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
