// Compiles the pages' inline scripts (ordinary, type-checked TypeScript of app/) with esbuild into
// single minified scripts, served as virtual modules; the post-build step hashes them into the CSP
// like any inline script:
// - `virtual:boot-script`: app/boot/boot.ts, in every page's <head> (app/root.tsx);
// - `virtual:document-end-script`: app/boot/document-end.ts, at the end of every hydrated page's
//   <body> (app/root.tsx), carried by the prerendered pages only;
// - `virtual:sign-up-script`: the /signup hand-off with the identity SDK (app/features/sign-up/sign-up-route.tsx),
//   carried by the prerendered page only: the app's own build gets an empty string instead.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { BootSettings } from "~/boot/boot.ts";

const appDir = fileURLToPath(new URL("../../app/", import.meta.url));
const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

interface InlineScript {
  /** The script's source: a call into app/ modules. */
  contents: string;
  /** Whether the app's browser build needs the code too, or only the prerendered pages. */
  inClientBuild: boolean;
}

const scripts = (boot: BootSettings): Record<string, InlineScript> => ({
  "virtual:boot-script": {
    contents: `import { boot } from "~/boot/boot.ts";\nboot(${json(boot)});`,
    inClientBuild: true,
  },
  "virtual:document-end-script": {
    contents: `import { documentEnd } from "~/boot/document-end.ts";\ndocumentEnd();`,
    inClientBuild: false,
  },
  "virtual:sign-up-script": {
    contents: `import "~/features/sign-up/sign-up-script.ts";`,
    inClientBuild: false,
  },
});

/** The app's build-time constants (vite.config.ts `define`): the settings, the build year. */
type Define = Record<string, string>;

/** One inline script: bundled, minified, with the site's settings baked in. */
export async function compileInlineScript(
  contents: string,
  define: Define,
): Promise<{ code: string; inputs: string[] }> {
  const result = await build({
    stdin: { contents, resolveDir: appDir, loader: "ts" },
    tsconfig: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)),
    bundle: true,
    write: false,
    format: "iife",
    minify: true,
    target: "es2020",
    platform: "browser",
    define: { ...define, "import.meta.env.DEV": "false" },
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]!.text.trim();
  // The page's HTML must never see the end of its own script element.
  if (/<\/script/i.test(code)) throw new Error("An inline script contains '</script'.");
  // Source files only (esbuild also lists "<stdin>" and each "<define:…>").
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith("<"));
  return { code, inputs };
}

export function inlineScriptsPlugin(boot: BootSettings, define: Define): Plugin {
  const byId = scripts(boot);
  return {
    name: "inline-scripts",
    resolveId: (id) => (id in byId ? `\0${id}` : undefined),
    async load(id) {
      const script = byId[id.slice(1)];
      if (!id.startsWith("\0") || !script) return undefined;
      if (!script.inClientBuild && this.environment.name === "client") return `export default "";`;
      const { code, inputs } = await compileInlineScript(script.contents, define);
      for (const input of inputs) this.addWatchFile(fileURLToPath(new URL(input, `file://${process.cwd()}/`)));
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
