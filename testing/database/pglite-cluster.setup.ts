// Vitest's global set-up: one fresh PGlite cluster for the whole run, written to a temporary file
// that fresh-pglite.ts starts each test's in-memory database from, and removed after the run.
import { PGlite } from "@electric-sql/pglite";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";

export default async function makeFreshCluster({ provide }: TestProject): Promise<() => void> {
  const pglite = await PGlite.create();
  const files = await pglite.dumpDataDir("none");
  await pglite.close();
  const dir = mkdtempSync(join(tmpdir(), "snapsong-pglite-cluster-"));
  const file = join(dir, "cluster.tar");
  writeFileSync(file, Buffer.from(await files.arrayBuffer()));
  provide("freshPGliteCluster", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
