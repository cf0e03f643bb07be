// MDN's HTTP Observatory on our two https deployments, with TLS from a local authority: nginx with
// the build's generated config, and the Node server (TRUST_PROXY=1) behind nginx as TLS proxy.
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { readBuildPolicy } from "../../server/build-output.ts";
import { securityHeaders } from "../../server/security-headers.ts";
import { startSite } from "../site-process.ts";
import { startNginx, startTlsProxy, type RunningServer } from "../nginx/start-nginx.ts";
import { installedHttp2Syntax } from "../postbuild/nginx-http2.ts";
import { makeLocalTls, type LocalTls } from "./local-ca.ts";

const run = promisify(execFile);

export interface ObservatoryResult {
  grade: string;
  score: number;
  testsFailed: number;
  tests: { name: string; pass: boolean | null; result: string; modifier: number }[];
}

export interface AuditPorts {
  /** http and https ports of each deployment. */
  nginx: [number, number];
  node: [number, number];
}

async function scan(tls: LocalTls, httpPort: number, httpsPort: number): Promise<ObservatoryResult> {
  const script = join(import.meta.dirname, "observatory-scan.ts");
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", script, "localhost", String(httpPort), String(httpsPort)],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: tls.caCertificate } },
  );
  return JSON.parse(stdout.trim().split("\n").pop()!) as ObservatoryResult;
}

/** Scans both deployments of the build in `clientDir`. */
export async function auditHeaders(clientDir: string, ports: AuditPorts) {
  const tls = await makeLocalTls();
  const running: RunningServer[] = [];
  try {
    const [nginxHttp, nginxHttps] = ports.nginx;
    running.push(
      await startNginx({
        root: clientDir,
        security: securityHeaders(readBuildPolicy(clientDir)),
        httpListen: `127.0.0.1:${nginxHttp}`,
        tls: {
          listen: `127.0.0.1:${nginxHttps}`,
          certificate: tls.certificate,
          certificateKey: tls.certificateKey,
          http2: installedHttp2Syntax(),
        },
        port: nginxHttps,
      }),
    );
    const site = await startSite(clientDir, { TRUST_PROXY: "1" });
    running.push(site);
    const [nodeHttp, nodeHttps] = ports.node;
    running.push(await startTlsProxy(new URL(site.origin).host, tls, ports.node));
    return {
      nginx: await scan(tls, nginxHttp, nginxHttps),
      node: await scan(tls, nodeHttp, nodeHttps),
    };
  } finally {
    await Promise.all(running.map((server) => server.stop()));
    await tls.remove();
  }
}
