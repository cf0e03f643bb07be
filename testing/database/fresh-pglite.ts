// A fresh in-memory PGlite for a test, in a tenth of initdb's time: PGlite makes a new cluster by
// running initdb in WebAssembly (1.3–3 s of CPU each, 31 times a run), so the run makes one
// (pglite-cluster.setup.ts, vitest's global set-up) and each test's database starts from a copy
// of its files — the very files a `PGlite.create()` would make.
import { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
import { inject } from "vitest";
import { pgliteDatabase } from "../../api/database/pglite.ts";
import type { DatabaseAccess } from "../../api/database/database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** The file holding a fresh cluster's data directory (PGlite's `dumpDataDir`, uncompressed). */
    freshPGliteCluster: string;
  }
}

/** A new PGlite, as `PGlite.create()` makes it, started from the run's fresh cluster. */
export async function freshPGlite(): Promise<PGlite> {
  const cluster = new Blob([readFileSync(inject("freshPGliteCluster"))]);
  return PGlite.create({ loadDataDir: cluster });
}

/** The API's embedded database in memory (api/database/pglite.ts), started from the run's fresh cluster. */
export const freshPGliteDatabase = (): DatabaseAccess => pgliteDatabase(undefined, freshPGlite);
