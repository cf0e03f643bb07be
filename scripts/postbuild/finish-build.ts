// The step after `react-router build`: defers each page's JavaScript (defer-hydration.ts) and
// moves its route data to a file (route-data-files.ts), checks the pages for inline code the CSP
// would block, hashes their inline scripts, writes the static-host files and precompresses all.
import { statSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { basename, dirname, join, relative, sep } from "node:path";
import { SITE_CONFIG_STAMP } from "../../app/contracts/build-stamp.ts";
import {
  NGINX_CONFIG_FILE,
  readBuildConfig,
  SCRIPT_HASHES_FILE,
  SPA_SHELL,
  type ScriptHashesFile,
} from "../../server/build-output.ts";
import type { SiteConfig } from "../../app/config/schema.ts";
import { securityHeaders } from "../../server/security-headers.ts";
import escapeHtml from "escape-html";
import { deferHydration, type SizeOf } from "./defer-hydration.ts";
import { moveRouteDataToFile } from "./route-data-files.ts";
import { disallowedInlineCode, inlineScriptHashes } from "./inline-code.ts";
import { precompress, type PrecompressedFile } from "./precompress.ts";
import { movePagesToHtmlFiles } from "./page-files.ts";
import { productionNginxConfig } from "./production-nginx.ts";
import { assertNoServerSecrets } from "./server-secrets.ts";
import { headersFile, MAX_HEADER_LINE, MAX_HEADER_RULES, redirectsFile } from "./static-host-files.ts";

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

/**
 * React Router's SPA shell has an empty head: give it a title (the product name), so it is a valid
 * document too. No address is answered with it (every page is prerendered), but it is in the build.
 */
async function finishSpaShell(clientDir: string, productName: string): Promise<void> {
  const shell = join(clientDir, SPA_SHELL);
  const html = await readFile(shell, "utf8");
  if (!/<title>/.test(html)) {
    const title = `<title>${escapeHtml(productName)}</title>`;
    await writeFile(shell, html.replace(/<\/head>/, `${title}</head>`));
  }
}

/**
 * Finishes the build in `buildDir` (build/, holding client/ and site-config.json). `pagePaths`:
 * the prerendered pages (app/contracts/page-lists.ts), moved from x/index.html to x.html.
 */
export async function finishBuild(buildDir: string, pagePaths: readonly string[]): Promise<BuildSummary> {
  const clientDir = join(buildDir, "client");
  const warnings: string[] = [];
  await movePagesToHtmlFiles(clientDir, pagePaths);
  const config = JSON.parse(await readFile(join(buildDir, basename(SITE_CONFIG_STAMP)), "utf8")) as SiteConfig;
  await finishSpaShell(clientDir, config.productName);

  const pages = (await urlPathsUnder(clientDir)).filter((path) => path.endsWith(".html"));
  const sizeOf: SizeOf = (href) => {
    try {
      return statSync(join(clientDir, href)).size;
    } catch {
      return 0;
    }
  };
  const hashes = new Set<string>();
  const problems: string[] = [];
  for (const page of pages) {
    const { html, file } = moveRouteDataToFile(
      deferHydration(await readFile(join(clientDir, page), "utf8"), page, sizeOf),
      page,
    );
    await writeFile(join(clientDir, page), html);
    if (file) {
      await mkdir(dirname(join(clientDir, file.path)), { recursive: true });
      await writeFile(join(clientDir, file.path), file.text);
    }
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

  const security = securityHeaders({ config: readBuildConfig(buildDir), scriptHashes });
  const headers = headersFile(security, await urlPathsUnder(clientDir));
  if (headers.rules > MAX_HEADER_RULES) {
    warnings.push(`_headers has ${headers.rules} rules; Cloudflare Pages reads only the first ${MAX_HEADER_RULES}.`);
  }
  if (headers.longestLine > MAX_HEADER_LINE) {
    warnings.push(
      `_headers has a line of ${headers.longestLine} characters; Cloudflare Pages takes ${MAX_HEADER_LINE}.`,
    );
  }
  await writeFile(join(clientDir, "_headers"), headers.text);
  await writeFile(join(clientDir, "_redirects"), redirectsFile());
  await mkdir(dirname(join(buildDir, NGINX_CONFIG_FILE)), { recursive: true });
  await writeFile(join(buildDir, NGINX_CONFIG_FILE), productionNginxConfig(clientDir, config.siteUrl, security));

  await assertNoServerSecrets(clientDir, process.env);
  const compressed = await precompress(clientDir);

  // Last: the server treats a build without this file as unfinished.
  const hashesFile: ScriptHashesFile = { scriptHashes };
  await mkdir(dirname(join(buildDir, SCRIPT_HASHES_FILE)), { recursive: true });
  await writeFile(join(buildDir, SCRIPT_HASHES_FILE), `${JSON.stringify(hashesFile, null, 2)}\n`);

  return { pages: pages.length, scriptHashes, headerRules: headers.rules, compressed, warnings };
}
