// HTTP/2 on the https server: a page's files share one connection, where HTTP/1.1 opens up to six,
// each with its own TCP and TLS handshakes (a round trip or two apiece on a phone). nginx 1.25.1
// made it a directive of its own, `http2 on;`; the older `listen … http2` still works there, with a
// warning. The build writes the form the machine's nginx takes, and the older one where it finds
// no nginx (built on the server it runs on, like brotli: nginx-brotli.ts).
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

/** Debian installs nginx in /usr/sbin, which is not on every user's PATH. */
export const NGINX = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";

export type Http2Syntax = "listen-parameter" | "directive";

/** The syntax for the version `nginx -v` names ("nginx version: nginx/1.22.1"). */
export function http2Syntax(version: string | undefined): Http2Syntax {
  const [major = 0, minor = 0, patch = 0] = (/nginx\/(\d+)\.(\d+)\.(\d+)/.exec(version ?? "") ?? [])
    .slice(1)
    .map(Number);
  const directive = major > 1 || (major === 1 && (minor > 25 || (minor === 25 && patch >= 1)));
  return directive ? "directive" : "listen-parameter";
}

/** The syntax the machine's nginx takes. */
export const installedHttp2Syntax = (): Http2Syntax =>
  http2Syntax(spawnSync(NGINX, ["-v"], { encoding: "utf8" }).stderr);

/** The https server's `listen` line and, for a newer nginx, the directive after it. */
export function httpsListen(listen: string, syntax: Http2Syntax): string {
  return syntax === "directive" ? `  listen ${listen} ssl;\n  http2 on;` : `  listen ${listen} ssl http2;`;
}
