// Each page's boot script with only the parts its markup calls for (app/boot/boot-parts.ts): the
// prerendered pages carry the whole script (app/root.tsx renders it before the page's own markup
// is known), and once they are written, each one's is swapped for the script compiled with the
// parts its HTML holds marks of. Why: docs/decisions/028-boot-script-per-page.md
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { bootParts, bootPartsOf, type BootPartName } from "../../app/boot/boot-parts.ts";

const allParts = Object.keys(bootParts) as BootPartName[];

/** The boot script's source: app/boot/boot.ts with `parts` (all of them unless told), its settings as JSON. */
export function bootSource(settings: string, parts: readonly BootPartName[] = allParts): string {
  // In boot-parts.ts's order, which boot.ts runs them in.
  const names = allParts.filter((part) => parts.includes(part)).join(", ");
  const imports = names ? `import { ${names} } from "~/boot/boot-steps.ts";\n` : "";
  return `import { boot } from "~/boot/boot.ts";\n${imports}boot(${settings}, { ${names} });`;
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => join(e.parentPath, e.name));
}

/**
 * Swaps `whole`, the whole boot script, in every page of `clientDir` for `compile(parts)` of the
 * parts the page calls for (each set compiled once); answers each page's parts. Fails when no page
 * holds the whole script: the pages are not written yet, or the root renders it otherwise.
 */
export async function narrowBootScripts(
  clientDir: string,
  whole: string,
  compile: (parts: BootPartName[]) => Promise<string>,
): Promise<Map<string, BootPartName[]>> {
  const compiled = new Map<string, Promise<string>>();
  const narrowed = new Map<string, BootPartName[]>();
  for (const file of await htmlFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    if (!html.includes(whole)) continue;
    const parts = bootPartsOf(html);
    const key = parts.join(" ");
    if (!compiled.has(key)) compiled.set(key, compile(parts));
    const code = await compiled.get(key)!;
    await writeFile(
      file,
      html.replace(whole, () => code),
    );
    narrowed.set(file, parts);
  }
  if (!narrowed.size) throw new Error(`No page in ${clientDir} holds the boot script to narrow.`);
  return narrowed;
}
