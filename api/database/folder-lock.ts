// One process at a time in a PGlite folder. PGlite is Postgres without its postmaster, so nothing
// else keeps a second server (another PORT, an overlapping deploy) out of the same files, and two
// writers corrupt them. The owner is named in `owner.lock` in the folder, which appears whole or
// not at all (written aside, then hard-linked: the link fails when the lock exists). A lock whose
// process has ended (a crash, a restart of the machine or the container) is taken over.
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseUnavailable } from "./database.ts";

export const LOCK_FILE = "owner.lock";

/** Who holds a folder: enough to tell whether that process still runs, and for a person to find it. */
interface Owner {
  pid: number;
  host: string;
  command: string;
  startedAt: string;
  /** Linux's: a restart of the machine gives every process number out again. */
  bootId?: string;
  /** Linux's: when the process started, in clock ticks since boot, which a reused pid does not share. */
  startTicks?: string;
}

export class FolderInUse extends DatabaseUnavailable {
  override name = "FolderInUse";
}

export interface FolderLock {
  /** Removes the lock if it is still this one's; also done when the process exits. */
  release(): void;
}

export function lockFolder(directory: string): FolderLock {
  const path = join(directory, LOCK_FILE);
  const me = thisProcess();
  const mine = JSON.stringify(me);
  // Twice at most after a stale lock: another process may be taking the same one over.
  for (let attempt = 0; attempt < 3; attempt++) {
    if (created(path, mine)) return held(path, mine);
    const seen = contents(path);
    if (seen === undefined) continue;
    const owner = parsed(seen);
    if (owner && stillRunning(owner, me)) throw new FolderInUse(inUse(resolve(directory), owner, me, path));
    removeIfUnchanged(path, seen);
  }
  throw new FolderInUse(`${resolve(directory)}: other processes keep taking ${LOCK_FILE} over; start one at a time.`);
}

function thisProcess(): Owner {
  return {
    pid: process.pid,
    host: hostname(),
    command: [process.argv0, ...process.argv.slice(1)].join(" "),
    startedAt: new Date(performance.timeOrigin).toISOString(),
    bootId: linuxFile("/proc/sys/kernel/random/boot_id")?.trim(),
    startTicks: startTicks(process.pid),
  };
}

function held(path: string, mine: string): FolderLock {
  const release = () => {
    process.off("exit", release);
    // After a takeover by another process (this one was taken for gone), the file is theirs.
    if (contents(path) === mine) unlinkSync(path);
  };
  process.once("exit", release);
  return { release };
}

function created(path: string, text: string): boolean {
  const draft = `${path}.${process.pid}.draft`;
  writeFileSync(draft, text);
  try {
    linkSync(draft, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Moves the stale lock `seen` aside. Should another process have replaced it meanwhile, what was
 * moved is that one's lock, and it is put back.
 */
function removeIfUnchanged(path: string, seen: string): void {
  const aside = `${path}.${process.pid}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (contents(aside) !== seen) {
    try {
      linkSync(aside, path);
    } catch {
      // A third process has made a lock of its own since; it holds the folder.
    }
  }
  unlinkSync(aside);
}

function stillRunning(owner: Owner, me: Owner): boolean {
  // Another machine's processes cannot be seen from here (a folder shared between containers).
  if (owner.host !== me.host) return true;
  // This process, or one before it that had the same number (a container started again).
  if (owner.pid === me.pid) return owner.startedAt === me.startedAt;
  if (owner.bootId !== me.bootId) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  const ticks = startTicks(owner.pid);
  return ticks === undefined || owner.startTicks === undefined || ticks === owner.startTicks;
}

function inUse(folder: string, owner: Owner, me: Owner, path: string): string {
  const who = `process ${owner.pid} (${owner.command}), running since ${owner.startedAt}`;
  if (owner.host !== me.host) {
    return `The database folder ${folder} is in use by ${who} on ${owner.host}: stop it there first, or give this server another DATABASE_DIR. If it has stopped, delete ${path}.`;
  }
  return `The database folder ${folder} is in use by ${who}: stop it first, or give this server another DATABASE_DIR.`;
}

function parsed(text: string): Owner | undefined {
  try {
    const owner = JSON.parse(text) as Partial<Owner>;
    return typeof owner.pid === "number" && typeof owner.host === "string" ? (owner as Owner) : undefined;
  } catch {
    return undefined;
  }
}

function contents(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

function linuxFile(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/** Field 22 of /proc/<pid>/stat; the process's name before it may hold spaces and parentheses. */
function startTicks(pid: number): string | undefined {
  const stat = linuxFile(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}
