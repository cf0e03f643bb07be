// A real PostgreSQL server of a test's or a bench's own (Debian's `postgresql`, installed by
// .ci/run), started in a temporary directory on a free port (or a given one: serve-postgres.ts) and
// removed afterwards. As root (CI containers) the server runs as the `postgres` user, which initdb needs.
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const POSTGRES_ROOT = "/usr/lib/postgresql";

function postgresBin(): string {
  const versions = existsSync(POSTGRES_ROOT) ? readdirSync(POSTGRES_ROOT).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions
    .map((version) => join(POSTGRES_ROOT, version, "bin"))
    .find((dir) => existsSync(join(dir, "initdb")));
  if (!bin) throw new Error(`No PostgreSQL server in ${POSTGRES_ROOT}: install Debian's postgresql (.ci/run does).`);
  return bin;
}

/** A port nothing listens on: `port` itself (refused when taken), or any free one. */
const freePort = (port = 0) =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(port, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.once("error", reject);
  });

export interface TestPostgres {
  url: string;
  stop(): Promise<void>;
}

/** A PostgreSQL server of its own, on `port` (a free one by default), removed by `stop()`. */
export async function startPostgres({ port: fixedPort }: { port?: number } = {}): Promise<TestPostgres> {
  const bin = postgresBin();
  // Checked first: pg_isready would take another server on a taken port for ours.
  const port = await freePort(fixedPort);
  const dir = mkdtempSync(join(tmpdir(), "snapsong-postgres-"));
  const data = join(dir, "data");
  const asRoot = process.getuid?.() === 0;
  const uid = asRoot ? Number(execFileSync("id", ["-u", "postgres"]).toString()) : undefined;
  const gid = asRoot ? Number(execFileSync("id", ["-g", "postgres"]).toString()) : undefined;
  if (asRoot) {
    chownSync(dir, uid!, gid!);
    chmodSync(dir, 0o700);
  }
  const run = (program: string, args: string[]) =>
    execFileSync(join(bin, program), args, { uid, gid, stdio: "pipe", cwd: dir });
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const server = spawn(
    join(bin, "postgres"),
    ["-D", data, "-p", String(port), "-k", dir, "-c", "listen_addresses=127.0.0.1", "-c", "fsync=off"],
    { uid, gid, stdio: "ignore", cwd: dir },
  );
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  for (let attempt = 0; ; attempt++) {
    try {
      run("pg_isready", ["-h", "127.0.0.1", "-p", String(port), "-q"]);
      break;
    } catch {
      if (attempt > 100 || server.exitCode !== null) {
        server.kill();
        throw new Error(`PostgreSQL did not start in ${dir}.`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      // A signal to the whole process group (Playwright's shutdown) may have stopped it already.
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGINT"); // a fast shutdown
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
