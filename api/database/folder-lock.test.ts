// One process at a time in a PGlite folder (folder-lock.ts), with real processes: a second one is
// refused and told who holds the folder; a lock whose process has ended is taken over; closing
// the database lets the folder go.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FolderInUse, LOCK_FILE, lockFolder } from "./folder-lock";
import { pgliteDatabase } from "./pglite";

let directory: string;
let lockFile: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "snapsong-lock-"));
  lockFile = join(directory, LOCK_FILE);
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

/** A Node process of its own running `code` (TypeScript modules through tsx); `ready` once it prints. */
function nodeProcess(code: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "--input-type=module", "-e", code], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.setEncoding("utf8");
  const ready = new Promise<void>((resolve) =>
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
      resolve();
    }),
  );
  const exited = once(child, "exit").then(([code]) => ({ code: code as number | null, output }));
  return { child, ready, exited };
}

const modulePath = (name: string) => JSON.stringify(new URL(name, import.meta.url).href);

/** Opens the folder's database in another process: what it printed, and its exit code. */
function openElsewhere() {
  return nodeProcess(`
    import { pgliteDatabase } from ${modulePath("./pglite.ts")};
    const database = pgliteDatabase(${JSON.stringify(directory)});
    try {
      await database.use(async () => {});
      await database.close();
      console.log("opened");
    } catch (error) {
      console.log(error.message);
      process.exitCode = 1;
    }`).exited;
}

const owner = () => JSON.parse(readFileSync(lockFile, "utf8")) as { pid: number };

describe("a PGlite folder", () => {
  it("is refused to a second process, which is told the folder and the process that has it", async () => {
    const database = pgliteDatabase(directory);
    await database.use(async () => {});
    expect(owner().pid).toBe(process.pid);

    const refused = await openElsewhere();
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`The database folder ${directory} is in use by process ${process.pid} (`);
    expect(refused.output).toContain("give this server another DATABASE_DIR");

    await database.close();
    expect(existsSync(lockFile)).toBe(false);
    expect(await openElsewhere()).toEqual({ code: 0, output: "opened\n" });
  }, 60_000);

  it("is taken over from a process that crashed with it", async () => {
    const crashing = nodeProcess(`
      import { lockFolder } from ${modulePath("./folder-lock.ts")};
      lockFolder(${JSON.stringify(directory)});
      console.log("locked");
      setInterval(() => {}, 1000);`);
    await crashing.ready;
    const left = owner();
    expect(left.pid).toBe(crashing.child.pid);
    crashing.child.kill("SIGKILL"); // no exit handlers: the lock stays behind
    await crashing.exited;
    expect(owner()).toEqual(left);

    const database = pgliteDatabase(directory);
    await database.use(async () => {});
    expect(owner().pid).toBe(process.pid);
    await database.close();
  }, 60_000);

  it.runIf(existsSync("/proc/self/stat"))(
    "is taken over when the lock's process number is another process's now",
    async () => {
      const running = nodeProcess(`console.log("running"); setInterval(() => {}, 1000);`);
      await running.ready;
      const ours = lockFolder(directory);
      // As a lock left by a process whose number the system has since given to `running`.
      const stale = { ...owner(), pid: running.child.pid, startTicks: "1" };
      ours.release();
      writeFileSync(lockFile, JSON.stringify(stale));
      try {
        lockFolder(directory).release();
      } finally {
        running.child.kill();
      }
    },
  );

  it("is taken over from an earlier process that had this one's number (a container started again)", () => {
    const earlier = {
      pid: process.pid,
      host: hostname(),
      command: "node server/start.ts",
      startedAt: "2020-01-01T00:00:00.000Z",
    };
    writeFileSync(lockFile, JSON.stringify(earlier));
    const lock = lockFolder(directory);
    expect(owner()).toMatchObject({ pid: process.pid, startedAt: expect.not.stringMatching(/^2020/) });
    lock.release();
  });

  it("is refused within one process until it is let go, then opened again", () => {
    const lock = lockFolder(directory);
    expect(() => lockFolder(directory)).toThrow(FolderInUse);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
    lockFolder(directory).release();
  });

  it("is refused when another machine holds it, with how to free it should that server be gone", () => {
    const there = {
      pid: 4242,
      host: "other-machine",
      command: "node server/start.ts",
      startedAt: "2020-01-01T00:00:00.000Z",
    };
    writeFileSync(lockFile, JSON.stringify(there));
    expect(() => lockFolder(directory)).toThrow(
      `The database folder ${directory} is in use by process 4242 (node server/start.ts), running since 2020-01-01T00:00:00.000Z on other-machine: stop it there first, or give this server another DATABASE_DIR. If it has stopped, delete ${lockFile}.`,
    );
  });
});
