// Compiles the pages' inline scripts (ordinary, type-checked TypeScript of app/) with esbuild into
// single minified scripts, served as virtual modules; the post-build step hashes them into the CSP
// like any inline script:
// - `virtual:boot-script`: app/boot/boot.ts, in every page's <head> (app/root.tsx);
// - `virtual:document-end-script`: app/boot/document-end.ts, at the end of every hydrated page's
//   <body> (app/root.tsx);
// - `virtual:sign-up-script`: the /signup hand-off with the identity SDK (app/features/sign-up/sign-up-route.tsx);
// - `virtual:pricing-script`: the billing period in /pricing's address (app/features/pricing/plan-toggle.tsx).
// All are carried by the prerendered pages only: the app's own (browser) build gets an empty string
// instead. A script React renders in the browser never runs, and hydration keeps the server's
// element as it is, so the browser would download the code for nothing.
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import type { BootSettings } from "~/boot/boot.ts";

const appDir = fileURLToPath(new URL("../../app/", import.meta.url));
const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** Each script's source: a call into app/ modules. */
const scripts = (boot: BootSettings): Record<string, string> => ({
  "virtual:boot-script": `import { boot } from "~/boot/boot.ts";\nboot(${json(boot)});`,
  "virtual:document-end-script": `import { documentEnd } from "~/boot/document-end.ts";\ndocumentEnd();`,
  "virtual:sign-up-script": `import "~/features/sign-up/sign-up-script.ts";`,
  "virtual:pricing-script": `import "~/features/pricing/pricing-script.ts";`,
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
      const contents = byId[id.slice(1)];
      if (!id.startsWith("\0") || !contents) return undefined;
      if (this.environment.name === "client") return `export default "";`;
      const { code, inputs } = await compileInlineScript(contents, define);
      for (const input of inputs) this.addWatchFile(fileURLToPath(new URL(input, `file://${process.cwd()}/`)));
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
