// Writes each page as x.html, not x/index.html, so hosts answer `/x` without a redirect.
// Why: docs/decisions/013-pages-as-html-files.md
import { readdir, rename, rmdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { isPageRoute, pageFileOf } from "../../server/build-output.ts";

export class MissingPageError extends Error {
  override name = "MissingPageError";
}

/** Moves each prerendered page in `pagePaths` from x/index.html to x.html; drops emptied folders. */
export async function movePagesToHtmlFiles(clientDir: string, pagePaths: readonly string[]): Promise<void> {
  for (const path of pagePaths.filter(isPageRoute)) {
    if (path === "/") continue;
    const folder = join(clientDir, ...path.split("/").filter(Boolean));
    const from = join(folder, "index.html");
    try {
      await rename(from, join(clientDir, pageFileOf(path)));
    } catch (error) {
      throw new MissingPageError(`The build has no page for ${path} (${from}): ${(error as Error).message}`);
    }
    // The folder may hold other pages (play/ holds the tickers): remove it only when empty.
    if ((await readdir(folder)).length === 0) await rmdir(folder);
    for (let parent = dirname(folder); parent !== clientDir; parent = dirname(parent)) {
      if ((await readdir(parent)).length > 0) break;
      await rmdir(parent);
    }
  }
}
