// Writes .br and .gz copies next to the build's compressible files, so the server and
// nginx-style hosts send compressed bytes without compressing on every request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats; images and audio are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".svg", ".json", ".txt", ".xml", ".webmanifest", ".map"]);
/** Below this, a compressed copy saves less than the response headers weigh. */
const MIN_BYTES = 512;

export interface PrecompressedFile {
  path: string;
  bytes: number;
  br?: number;
  gz?: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function compressOne(path: string): Promise<PrecompressedFile> {
  const source = await readFile(path);
  const result: PrecompressedFile = { path, bytes: source.length };
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // Only keep a copy that is actually smaller; without one the server sends the original.
  if (br.length < source.length) {
    await writeFile(`${path}.br`, br);
    result.br = br.length;
  }
  if (gz.length < source.length) {
    await writeFile(`${path}.gz`, gz);
    result.gz = gz.length;
  }
  return result;
}

/** Compresses every compressible file under `dir` (brotli at maximum quality and gzip -9). */
export async function precompress(dir: string): Promise<PrecompressedFile[]> {
  const candidates: string[] = [];
  for (const path of await filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(path))) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    candidates.push(path);
  }
  return Promise.all(candidates.map(compressOne));
}
