// Compiles the pages' inline scripts (ordinary, type-checked TypeScript of app/) with esbuild into
// single minified scripts, served as virtual modules; the post-build step hashes them into the CSP
// like any inline script:
// - `virtual:boot-script`: app/boot/boot.ts, in every page's <head> (app/root.tsx), each page's
//   narrowed after prerendering to the parts its markup calls for (boot-per-page.ts);
// - `virtual:document-end-script`: app/boot/document-end.ts, at the end of every hydrated page's
//   <body> (app/root.tsx);
// - `virtual:sign-up-script`: the /signup hand-off with the identity SDK (app/features/hand-off/page/hand-off-route.tsx);
// - `virtual:pricing-script`: the billing period in /pricing's address (app/features/pricing/plan-toggle.tsx);
// - `virtual:paywall-script`: the paywall's stat lines where the app does not run (app/features/paywall/stat-lines.tsx);
// - `virtual:failure-script`: /failure's record of non-payment, and its way on to /glow where the app does not run (app/features/checkout-returns/failure-route.tsx);
// - `virtual:success-script`: /success's confirmation, the page's whole work (app/features/checkout-returns/success-screens.tsx);
// - `virtual:glow-script`: /glow's welcome for a paid browser at the first paint (app/features/checkout-returns/glow-waiting.tsx);
// - `virtual:cancel-request-script`, `virtual:cancel-confirm-script`: /cancel's form and a mailed
//   cancel link's page (app/features/cancellation/).
// All are carried by the prerendered pages only: the app's own (browser) build gets an empty string
// instead. A script React renders in the browser never runs, and hydration keeps the server's
// element as it is, so the browser would download the code for nothing.
// Beside them, one module that is not inline: the hand-off a sign-up press fetches on the page
// pressed on (app/features/hand-off/hand-off-here.ts), compiled the same way into
// `assets/hand-off-<hash>.js` of the browser's build, its address handed to the boot script.
// A build with source maps (BUILD_SOURCEMAPS=1) also gets one per inline script, named by the
// script's text (`inlineScriptMapFile`), for bench/profile.ts.
import { build } from "esbuild";
import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { contentHashOf } from "../../server/cache-policy.ts";
import type { BootSettings } from "~/boot/boot-settings.ts";
import type { HandOffHereSettings } from "~/features/hand-off/boot.ts";
import { bootSource, narrowBootScripts } from "./boot-per-page.ts";

const appDir = fileURLToPath(new URL("../../app/", import.meta.url));
const json = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

const BOOT_SCRIPT = "virtual:boot-script";

/** Each script's source, by its virtual module's name: a call into app/ modules. */
const inlineScriptSources = (boot: BootSettings): Record<string, string> => ({
  [BOOT_SCRIPT]: bootSource(json(boot)),
  "virtual:document-end-script": `import { documentEnd } from "~/boot/document-end.ts";\ndocumentEnd();`,
  "virtual:sign-up-script": `import "~/features/hand-off/page/page-script.ts";`,
  "virtual:pricing-script": `import "~/features/pricing/pricing-script.ts";`,
  "virtual:paywall-script": `import "~/features/paywall/paywall-script.ts";`,
  "virtual:failure-script": `import "~/features/checkout-returns/failure-script.ts";`,
  "virtual:success-script": `import "~/features/checkout-returns/success-script.ts";`,
  "virtual:glow-script": `import "~/features/checkout-returns/glow-script.ts";`,
  "virtual:cancel-request-script": `import "~/features/cancellation/request-script.ts";`,
  "virtual:cancel-confirm-script": `import "~/features/cancellation/confirm-script.ts";`,
});

/** The app's build-time constants (vite.config.ts `define`): the settings, the build year. */
type Define = Record<string, string>;

/** The hand-off module's source (app/features/hand-off/hand-off-here.ts). */
const handOffSource = `export { handOffHere } from "~/features/hand-off/hand-off-here.ts";`;

/** Where a build with source maps keeps the map of the inline script `code`, in its client folder. */
export const inlineScriptMapFile = (code: string) => `assets/inline-${contentHashOf(code)}.js.map`;

/**
 * One inline script (or, `esm`, a module of its own): bundled, minified, with the site's settings
 * baked in; `mapAs`: with a source map whose `file` is that name, `.js` added.
 */
export async function compileInlineScript(
  contents: string,
  define: Define,
  format: "iife" | "esm" = "iife",
  mapAs?: string,
): Promise<{ code: string; inputs: string[]; map?: string }> {
  const result = await build({
    stdin: { contents, resolveDir: appDir, loader: "ts", sourcefile: "<inline script>" },
    tsconfig: fileURLToPath(new URL("../../tsconfig.json", import.meta.url)),
    bundle: true,
    write: false,
    format,
    minify: true,
    target: "es2020",
    platform: "browser",
    define: { ...define, "import.meta.env.DEV": "false" },
    metafile: true,
    logLevel: "silent",
    ...(mapAs && { sourcemap: "external", outfile: `${mapAs}.js`, sourceRoot: "" }),
  });
  const output = (end: string) => result.outputFiles.find((file) => file.path.endsWith(end))?.text;
  const code = (mapAs ? output(".js") : result.outputFiles[0]?.text)!.trim();
  // The page's HTML must never see the end of its own script element.
  if (/<\/script/i.test(code)) throw new Error("An inline script contains '</script'.");
  // Source files only (esbuild also lists "<stdin>" and each "<define:…>").
  const inputs = Object.keys(result.metafile.inputs).filter((input) => !input.startsWith("<"));
  // esbuild leaves the map's `file` out: it names the script for whoever reads the map.
  const map = mapAs && JSON.stringify({ ...(JSON.parse(output(".map")!) as object), file: `${mapAs}.js` });
  return { code, inputs, ...(map && { map }) };
}

/** The hand-off module, named by its content so that it is cached for good. */
async function compileHandOffModule(define: Define) {
  const { code, inputs } = await compileInlineScript(handOffSource, define, "esm");
  // Named as Vite names its files: the hosts cache such names for good (server/cache-policy.ts).
  const hash = contentHashOf(code);
  return { code, inputs, fileName: `assets/hand-off-${hash}.js` };
}

/** Writes the map of each script as `inlineScriptMapFile` names it, `file` its name. */
async function writeSourceMaps(clientDir: string, sources: Record<string, string>, define: Define) {
  for (const [name, contents] of Object.entries(sources)) {
    const { code, map } = await compileInlineScript(contents, define, "iife", name.replace(/^virtual:/, ""));
    const file = join(clientDir, inlineScriptMapFile(code));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, map!);
  }
}

/** What the plugin is told of a sign-up press's short way; it adds the module's address itself. */
type HandOffSettings = Omit<HandOffHereSettings, "module">;

const watch = (context: { addWatchFile(file: string): void }, inputs: string[]) => {
  for (const input of inputs) context.addWatchFile(fileURLToPath(new URL(input, `file://${process.cwd()}/`)));
};

export function inlineScriptsPlugin(
  boot: Omit<BootSettings, "handOffHere">,
  define: Define,
  handOff?: HandOffSettings,
): Plugin {
  const names = new Set(Object.keys(inlineScriptSources(boot)));
  // Compiled once per build (both environments name the same file); in development, on every ask.
  let handOffModule: ReturnType<typeof compileHandOffModule> | undefined;
  let building = false;
  let sourcemaps = false;
  const handOffModuleNow = () =>
    building ? (handOffModule ??= compileHandOffModule(define)) : compileHandOffModule(define);
  /** The boot script's settings as the pages get them: the hand-off module's address added. */
  const bootNow = async (): Promise<{ settings: BootSettings; inputs: string[] }> => {
    if (!handOff) return { settings: boot, inputs: [] };
    const { fileName, inputs } = await handOffModuleNow();
    return { settings: { ...boot, handOffHere: { ...handOff, module: `/${fileName}` } }, inputs };
  };
  return {
    name: "inline-scripts",
    configResolved(config) {
      building = config.command === "build";
      sourcemaps = Boolean(config.build.sourcemap);
    },
    resolveId: (id) => (names.has(id) ? `\0${id}` : undefined),
    async load(id) {
      const name = id.slice(1);
      if (!id.startsWith("\0") || !names.has(name)) return undefined;
      if (this.environment.name === "client") return `export default "";`;
      const { settings, inputs: handOffInputs } =
        name === BOOT_SCRIPT ? await bootNow() : { settings: boot, inputs: [] };
      const { code, inputs } = await compileInlineScript(inlineScriptSources(settings)[name]!, define);
      watch(this, [...handOffInputs, ...inputs]);
      return `export default ${JSON.stringify(code)};`;
    },
    async generateBundle() {
      if (!handOff || this.environment.name !== "client") return;
      const { fileName, code } = await handOffModuleNow();
      this.emitFile({ type: "asset", fileName, source: code });
    },
    // After React Router has written the prerendered pages (its own hook, before this one).
    writeBundle: {
      order: "post",
      sequential: true,
      async handler({ dir = "" }) {
        if (this.environment.name === "client") return;
        // React Router prerenders the pages into the browser's build, beside this (server) one.
        const clientDir = join(dirname(dir), "client");
        const { settings } = await bootNow();
        const sources = inlineScriptSources(settings);
        const whole = await compileInlineScript(sources[BOOT_SCRIPT]!, define);
        const narrowed = await narrowBootScripts(clientDir, whole.code, async (parts) => {
          const source = bootSource(json(settings), parts);
          sources[`virtual:boot-script (${parts.join(" ") || "no parts"})`] = source;
          return (await compileInlineScript(source, define)).code;
        });
        this.info(`${narrowed.size} pages' boot scripts narrowed to their parts (scripts/vite/boot-per-page.ts).`);
        if (sourcemaps) await writeSourceMaps(clientDir, sources, define);
      },
    },
    configureServer(server) {
      if (!handOff) return;
      server.middlewares.use((request, response, next) => {
        if (!request.url?.startsWith("/assets/hand-off-")) return next();
        handOffModuleNow().then(({ code }) => {
          response.setHeader("Content-Type", "text/javascript");
          response.end(code);
        }, next);
      });
    },
  };
}
