// Debian's nginx serving the same build/client on another loopback port, with the same headers,
// as the yardstick: a temporary prefix, config, pid and logs, run in the foreground as a child.
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, connect, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CACHE_A_DAY, CACHE_FOREVER, REVALIDATE } from "../../server/cache-policy.ts";
import type { RunningServer } from "./site-process.ts";

export const nginxInstalled = () => !spawnSync("nginx", ["-v"]).error;

function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

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

const quote = (value: string) => `"${value.replace(/["\\]/g, "\\$&")}"`;

/** add_header lines: nginx drops the server's add_header in any location with its own, so each repeats them. */
function headerLines(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(([name, value]) => `      add_header ${name} ${quote(value)} always;`)
    .join("\n");
}

function config(prefix: string, root: string, port: number, security: Record<string, string>): string {
  const with_ = (cacheControl: string) => headerLines({ ...security, "Cache-Control": cacheControl });
  return `
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
  server_tokens off;
  gzip_static on;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    error_page 404 /404.html;
    location ~ "^/assets/[^/]+-[\\w-]{8}\\.(js|css)$" {
${with_(CACHE_FOREVER)}
    }
    location /assets/ {
${with_(CACHE_A_DAY)}
    }
    location / {
      try_files $uri $uri/index.html =404;
${with_(REVALIDATE)}
    }
  }
}
`;
}

export async function startNginx(clientDir: string, security: Record<string, string>): Promise<RunningServer> {
  const prefix = await mkdtemp(join(tmpdir(), "bench-nginx-"));
  const port = await freeLoopbackPort();
  await writeFile(join(prefix, "nginx.conf"), config(prefix, clientDir, port, security));
  const child = spawn("nginx", ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-e", join(prefix, "error.log")], {
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
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGQUIT"); // graceful: finish open requests
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
