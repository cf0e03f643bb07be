// A build finished in place (npm run build while the server runs) is served without a restart.
import { readFile, rm, utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { SCRIPT_HASHES_FILE } from "./build-output.ts";
import { makeFixtureBuild } from "../testing/server/fixture-build.ts";
import { rawGet } from "../testing/server/raw-http.ts";
import { listen, text } from "../testing/server/site-fixture.ts";

describe("a new build in place", () => {
  it("is served once it has finished (its script hashes are written last), without a restart", async () => {
    const build = await makeFixtureBuild();
    const { server, port } = await listen(build, { reloadIntervalMs: 20 });
    try {
      const before = await rawGet(port, "/pricing");
      await writeFile(join(build.clientDir, "pricing.html"), "<!DOCTYPE html><title>New</title><h1>New pricing</h1>");
      await rm(join(build.clientDir, "pricing.html.br"));
      await rm(join(build.clientDir, "pricing.html.gz"));
      // Half-written: nothing changes until the build's last file is written again.
      expect(text(await rawGet(port, "/pricing"))).toBe(text(before));
      const hashes = join(build.buildDir, SCRIPT_HASHES_FILE);
      await writeFile(hashes, await readFile(hashes));
      await utimes(hashes, new Date(), new Date(Date.now() + 5000));
      await expect.poll(async () => text(await rawGet(port, "/pricing")), { timeout: 10_000 }).toContain("New pricing");
    } finally {
      await server.shutdown();
      await build.remove();
    }
  });
});
