// The JavaScript a prerendered page makes the browser fetch before it is interactive: every
// module script and modulepreload in its HTML, measured compressed as the server sends it (brotli,
// precompressed at build) and, for comparison, gzip.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface FirstLoadJs {
  files: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
}

export function firstLoadJs(clientDir: string, htmlFile: string): FirstLoadJs {
  const html = readFileSync(join(clientDir, htmlFile), "utf8");
  const sources = new Set<string>();
  for (const match of html.matchAll(/<link rel="modulepreload" href="([^"]+\.js)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(/import\("([^"]+\.js)"\)|<script type="module" src="([^"]+\.js)"/g)) {
    sources.add((match[1] ?? match[2])!);
  }
  let bytes = 0;
  let gzipBytes = 0;
  let brotliBytes = 0;
  for (const source of sources) {
    const content = readFileSync(join(clientDir, source));
    bytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
    brotliBytes += brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { files: sources.size, bytes, gzipBytes, brotliBytes };
}
