// The processes the suite starts itself (the site, Xvfb, WebKitWebDriver). Each runs in its own
// process group, so stopping it also stops what it started (MiniBrowser, a rebuild), and whatever
// still runs when the suite's process exits, however it exits, is killed then.
import { spawn, type ChildProcess, type SpawnOptions } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { poll } from "./poll";

const running = new Set<ChildProcess>();

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

process.once("exit", () => running.forEach((child) => signalGroup(child, "SIGKILL")));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => process.exit(1));

export interface OwnedProcess {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

export function startProcess(command: string, args: string[], options: SpawnOptions = {}): OwnedProcess {
  const child = spawn(command, args, { ...options, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  const record = (chunk: Buffer) => (output += chunk.toString());
  child.stdout!.on("data", record);
  child.stderr!.on("data", record);
  running.add(child);
  child.once("exit", () => running.delete(child));
  return {
    child,
    output: () => output,
    async stop() {
      if (!running.has(child)) return;
      const exited = once(child, "exit");
      signalGroup(child, "SIGTERM");
      const timer = setTimeout(() => signalGroup(child, "SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
      signalGroup(child, "SIGKILL"); // anything of the group that outlived its leader
    },
  };
}

/** Waits until `url` answers 2xx, failing early (with its output) if the process exits first. */
export async function waitForHttp(url: string, owner: OwnedProcess, what: string, timeout: number): Promise<void> {
  const exited = () => owner.child.exitCode !== null || owner.child.signalCode !== null;
  const fail = (reason: string) => new Error(`${what} ${reason}\n--- its output ---\n${owner.output()}`);
  const answering = () => poll(async () => exited() || (await fetch(url)).ok, Boolean, `for ${url}`, timeout);
  await answering().catch((error: Error) => Promise.reject(fail(error.message)));
  if (exited()) throw fail("exited before it answered");
}

/** A port no one listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}
