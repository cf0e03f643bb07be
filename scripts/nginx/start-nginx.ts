// Debian's nginx serving a build with the configuration the build generates (nginx-config.ts), run
// in the foreground as a child with a temporary prefix, main config, pid and logs: for the load
// bench, the end-to-end checks and the header audit. Production uses the same server blocks.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BROTLI_MODULE, brotliModuleInstalled } from "../postbuild/nginx-brotli.ts";
import { nginxSiteConfig, type NginxSiteOptions } from "../postbuild/nginx-config.ts";
import { installedHttp2Syntax, NGINX } from "../postbuild/nginx-http2.ts";
import { nginxProxyConfig } from "./proxy-config.ts";

export const nginxInstalled = () => !spawnSync(NGINX, ["-v"]).error;

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

export type NginxOptions = Omit<NginxSiteOptions, "brotli" | "serverName"> & {
  /** The port `origin` names: the https one when there is TLS. */
  port: number;
  serverName?: string;
};

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

/** Loads Debian's brotli module by path where it is installed: Debian's modules-enabled is not read here. */
function mainConfig(prefix: string): string {
  return `
${brotliModuleInstalled() ? `load_module ${BROTLI_MODULE};` : ""}
daemon off;
master_process on;
worker_processes 1;
${process.getuid?.() === 0 ? "user root root;" : ""}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${prefix}/site.conf;
}
`;
}

/** nginx serving the build with the server blocks the build generates. */
export function startNginx(options: NginxOptions): Promise<RunningServer> {
  const serverBlocks = nginxSiteConfig({ serverName: "localhost", ...options, brotli: brotliModuleInstalled() });
  return startNginxWith(serverBlocks, `${options.tls ? "https" : "http"}://127.0.0.1:${options.port}`);
}

/**
 * nginx as the TLS proxy with HTTP/2 in front of the server at `upstream` (host:port), on the two
 * loopback ports (http, which redirects, and https); its origin is `https://localhost:<port>`.
 */
export async function startTlsProxy(
  upstream: string,
  tls: { certificate: string; certificateKey: string },
  [httpPort, httpsPort]: readonly [number, number],
): Promise<RunningServer> {
  const config = nginxProxyConfig({
    serverName: "localhost",
    httpListen: `127.0.0.1:${httpPort}`,
    httpsListen: `127.0.0.1:${httpsPort}`,
    httpsPort,
    ...tls,
    upstream,
    http2: installedHttp2Syntax(),
  });
  const proxy = await startNginxWith(config, `https://127.0.0.1:${httpsPort}`);
  return { ...proxy, origin: `https://localhost:${httpsPort}` };
}

/** nginx with the given server blocks, ready once `origin` accepts connections. */
export async function startNginxWith(serverBlocks: string, origin: string): Promise<RunningServer> {
  const prefix = await mkdtemp(join(tmpdir(), "site-nginx-"));
  const port = Number(new URL(origin).port);
  await writeFile(join(prefix, "site.conf"), serverBlocks);
  await writeFile(join(prefix, "nginx.conf"), mainConfig(prefix));
  const child = spawn(NGINX, ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", join(prefix, "error.log")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = once(child, "exit");
  let running = true;
  void exited.then(() => (running = false));
  // nginx prints nothing when it is ready: wait until it accepts (a bounded number of tries).
  for (let attempt = 0; !(await accepts(port)); attempt++) {
    if (!running || attempt > 100) throw new Error(`nginx did not start; see ${join(prefix, "error.log")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    origin,
    async stop() {
      child.kill("SIGQUIT"); // graceful: finish open requests
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
