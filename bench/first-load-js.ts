// The JavaScript a prerendered page makes the browser fetch to become interactive: the modules its
// loader imports (the page's list of them, scripts/postbuild/defer-hydration.ts) and, transitively,
// their static imports (lazy `import()` chunks such
// as the identity SDK are left out). Measured compressed as the server sends it (brotli,
// precompressed at build) and, for comparison, gzip.
import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { DEFERRED_MODULES_ID } from "../app/boot/module-downloads.ts";

export interface FirstLoadJs {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

/** The modules the page's loader imports, from its list (the route modules and entry.client). */
function pageEntries(html: string, htmlFile: string): string[] {
  const list = new RegExp(`<script type="application/json" id="${DEFERRED_MODULES_ID}">(.*?)</script>`).exec(html);
  const modules: unknown = JSON.parse(list?.[1] ?? "[]");
  if (!Array.isArray(modules) || !modules.length)
    throw new Error(`${htmlFile} lists no modules (${DEFERRED_MODULES_ID})`);
  return modules as string[];
}

/** Static imports of a built module (`import … from"./x.js"`, `import"./y.js"`), as site paths. */
function staticImports(source: string, url: string): string[] {
  const found = [...source.matchAll(/(?:^|;|\})\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)];
  return found.map((m) => posix.resolve(posix.dirname(url), m[1]!));
}

/** Each built file's sizes, compressed once: the pages share their chunks, and a built file never changes. */
const compressed = new Map<string, Omit<FirstLoadJs, "files">>();

function sizesOf(path: string): Omit<FirstLoadJs, "files"> {
  let sizes = compressed.get(path);
  if (!sizes) {
    const content = readFileSync(path);
    sizes = {
      bytes: content.length,
      gzipBytes: gzipSync(content, { level: 9 }).length,
      brotliBytes: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    compressed.set(path, sizes);
  }
  return sizes;
}

export function firstLoadJs(clientDir: string, htmlFile: string): FirstLoadJs {
  const html = readFileSync(join(clientDir, htmlFile), "utf8");
  const seen = new Set<string>();
  const queue = pageEntries(html, htmlFile);
  while (queue.length) {
    const url = queue.pop()!;
    if (seen.has(url)) continue;
    seen.add(url);
    queue.push(...staticImports(readFileSync(join(clientDir, url), "utf8"), url));
  }
  let bytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const url of seen) {
    const sizes = sizesOf(join(clientDir, url));
    bytes += sizes.bytes;
    gzipBytes += sizes.gzipBytes;
    brotliBytes += sizes.brotliBytes;
  }
  return { files: seen.size, bytes, gzipBytes, brotliBytes };
}
