// The mails run where the API runs: under Node (tsx) and in the Cloudflare Pages Function's bundle,
// neither of which knows the app's `~/` alias. So render-mail.tsx and every module it reaches import
// one another by relative paths only (docs/architecture.md, "Layers").
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const IMPORT = /^\s*(?:import|export)\b[^"']*?from\s+["']([^"']+)["']/gm;

/** Every module render-mail.tsx reaches through relative imports, with the specifiers each one names. */
function reached(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const specifiers = [...readFileSync(file, "utf8").matchAll(IMPORT)].map((match) => match[1]!);
    seen.set(file, specifiers);
    for (const specifier of specifiers.filter((name) => name.startsWith("."))) {
      const path = resolve(dirname(file), specifier);
      visit([path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`].find(canRead)!);
    }
  };
  visit(entry);
  return seen;
}

const canRead = (file: string) => {
  try {
    return readFileSync(file).length >= 0 && !file.endsWith("/");
  } catch {
    return false;
  }
};

describe("the mails' modules", () => {
  const modules = reached(resolve(import.meta.dirname, "render-mail.tsx"));

  it("reach the pages' model and words", () => {
    const files = [...modules.keys()].map((file) => file.slice(file.indexOf("/app/") + 1));
    expect(files).toEqual(
      expect.arrayContaining([
        "app/shared/subscriber/holding.ts",
        "app/shared/subscriber/holding-sentences.ts",
        "app/shared/i18n/long-date.ts",
        "app/shared/content/mail-copy.ts",
      ]),
    );
  });

  it("import by relative paths and packages only, never the `~/` alias nor React Router", () => {
    const aliased = [...modules].flatMap(([file, specifiers]) =>
      specifiers
        .filter((name) => name.startsWith("~/") || name.startsWith("react-router"))
        .map((name) => `${file}: ${name}`),
    );
    expect(aliased).toEqual([]);
  });
});
