// The site server as `npm run serve` runs it, in its own process so it does not share a CPU
// with the load generator.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import type { RunningServer } from "./nginx/start-nginx.ts";

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const projectRoot = join(import.meta.dirname, "..");

export async function startSite(clientDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", join(projectRoot, "server", "start.ts")], {
    cwd: projectRoot,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", SITE_DIR: clientDir, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = once(child, "exit");
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout!.setEncoding("utf8");
    child.stdout!.on("data", (chunk: string) => {
      output += chunk;
      const match = /Site: http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    void exited.then(([code]) => reject(new Error(`The site server exited early (code ${code}):\n${output}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
