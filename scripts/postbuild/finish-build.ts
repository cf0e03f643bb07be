// The step after `react-router build`: defers each page's JavaScript until after its first paint,
// checks the pages for inline code the CSP would block, hashes their inline scripts, writes the
// static-host files and precompresses everything.
import { copyFile, mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import {
  NOT_FOUND_PAGE,
  readBuildSettings,
  SCRIPT_HASHES_FILE,
  SPA_SHELL,
  type ScriptHashesFile,
} from "../../server/build-output.ts";
import { securityHeaders } from "../../server/security-headers.ts";
import { deferHydration } from "./defer-hydration.ts";
import { disallowedInlineCode, inlineScriptHashes } from "./inline-code.ts";
import { precompress, type PrecompressedFile } from "./precompress.ts";
import { headersFile, MAX_HEADER_RULES, redirectsFile } from "./static-host-files.ts";

export interface BuildSummary {
  pages: number;
  scriptHashes: string[];
  headerRules: number;
  compressed: PrecompressedFile[];
  warnings: string[];
}

export class InlineCodeError extends Error {
  override name = "InlineCodeError";
}

async function urlPathsUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/")}`)
    .sort();
}

/** Static hosts look for these names: the designed not-found page and, under /play, the SPA shell. */
async function writeNotFoundCopies(clientDir: string): Promise<void> {
  await copyFile(join(clientDir, NOT_FOUND_PAGE), join(clientDir, "404.html"));
  await mkdir(join(clientDir, "play"), { recursive: true });
  await copyFile(join(clientDir, SPA_SHELL), join(clientDir, "play", "404.html"));
}

/** Finishes the build in `buildDir` (build/, holding client/ and site-config.json). */
export async function finishBuild(buildDir: string): Promise<BuildSummary> {
  const clientDir = join(buildDir, "client");
  const warnings: string[] = [];
  await writeNotFoundCopies(clientDir);

  const pages = (await urlPathsUnder(clientDir)).filter((path) => path.endsWith(".html"));
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const page of pages) {
    const html = deferHydration(await readFile(join(clientDir, page), "utf8"), page);
    await writeFile(join(clientDir, page), html);
    for (const hash of inlineScriptHashes(html)) hashes.add(hash);
    for (const problem of disallowedInlineCode(html)) problems.push(`${page}: ${problem}`);
  }
  if (problems.length > 0) {
    throw new InlineCodeError(
      `The built pages have inline code the Content-Security-Policy blocks (style-src 'self', hashed scripts only):\n` +
        `${[...new Set(problems)].map((problem) => `  ${problem}`).join("\n")}\n` +
        "Move styles into classes (Tailwind) and handlers into React props.",
    );
  }
  const scriptHashes = [...hashes].sort();

  const security = securityHeaders({ settings: readBuildSettings(buildDir), scriptHashes });
  const headers = headersFile(security, await urlPathsUnder(clientDir));
  if (headers.rules > MAX_HEADER_RULES) {
    warnings.push(`_headers has ${headers.rules} rules; Cloudflare Pages reads only the first ${MAX_HEADER_RULES}.`);
  }
  await writeFile(join(clientDir, "_headers"), headers.text);
  await writeFile(join(clientDir, "_redirects"), redirectsFile());

  const compressed = await precompress(clientDir);

  // Last: the server treats a build without this file as unfinished.
  const hashesFile: ScriptHashesFile = { scriptHashes };
  await mkdir(dirname(join(buildDir, SCRIPT_HASHES_FILE)), { recursive: true });
  await writeFile(join(buildDir, SCRIPT_HASHES_FILE), `${JSON.stringify(hashesFile, null, 2)}\n`);

  return { pages: pages.length, scriptHashes, headerRules: headers.rules, compressed, warnings };
}
