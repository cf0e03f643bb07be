// `npm run build` runs this after `react-router build`: see scripts/postbuild/finish-build.ts.
import { join } from "node:path";
import { prerenderPaths } from "../app/contracts/page-lists.ts";
import { finishBuild } from "./postbuild/finish-build.ts";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

try {
  const summary = await finishBuild(join(import.meta.dirname, "..", "build"), prerenderPaths);
  const raw = summary.compressed.reduce((sum, file) => sum + file.bytes, 0);
  const br = summary.compressed.reduce((sum, file) => sum + (file.br ?? file.bytes), 0);
  console.log(
    `Post-build: ${summary.pages} pages, ${summary.scriptHashes.length} inline-script hashes in the CSP, ` +
      `${summary.headerRules} _headers rules, ${summary.compressed.length} files precompressed ` +
      `(${kb(raw)} → ${kb(br)} brotli).`,
  );
  for (const warning of summary.warnings) console.warn(`Warning: ${warning}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
