// `npm run serve` as an operator starts it: on a PGlite folder another server holds it does not
// start, and says which folder and which process, in one line, with exit status 1.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { lockFolder } from "../api/database/folder-lock.ts";
import { apiOnFolder, serveProcess } from "../testing/server/serve-process.ts";

it("refuses a database folder another process holds, naming both, and exits with 1", { timeout: 60_000 }, async () => {
  const folder = await mkdtemp(join(tmpdir(), "snapsong-serve-"));
  const held = lockFolder(folder);
  try {
    const second = serveProcess({ SITE_DIR: join(folder, "no-build"), ...apiOnFolder(folder) });
    expect(await second.exited).toEqual({ code: 1, signal: null });
    const { stdout, stderr } = second.output();
    expect(stderr).toMatch(
      new RegExp(
        `^The database folder ${folder} is in use by process ${process.pid} \\(.+\\), running since .+: stop it first`,
      ),
    );
    expect(stderr.trim().split("\n")).toHaveLength(1); // a sentence, not a stack
    expect(stdout).not.toContain("Site:");
  } finally {
    held.release();
    await rm(folder, { recursive: true, force: true });
  }
});
