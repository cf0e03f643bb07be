// BENCH_PROTOCOL=h2: the site, the build before and the comparison pages each behind nginx as a TLS
// proxy speaking HTTP/2 (scripts/nginx/proxy-config.ts), as the production hosts serve a page (the
// generated site.conf, Cloudflare Pages), with a certificate from a local authority for one run.
// Over HTTP/1.1 a page's files wait for one of six connections, each with its own handshake, and
// Lighthouse's simulation charges every one of them; over HTTP/2 they share one.
import { makeLocalTls } from "../scripts/audit/local-ca.ts";
import { freeLoopbackPort } from "../scripts/site-process.ts";
import { startTlsProxy, type RunningServer } from "../scripts/nginx/start-nginx.ts";

export type BenchProtocol = "http/1.1" | "h2";

/** BENCH_PROTOCOL: `h2` or, by default, `http/1.1` (each server's own plain http). */
export function benchProtocol(env: NodeJS.ProcessEnv = process.env): BenchProtocol {
  const asked = env.BENCH_PROTOCOL?.trim().toLowerCase();
  if (!asked || asked === "http/1.1") return "http/1.1";
  if (asked === "h2") return "h2";
  throw new Error(`BENCH_PROTOCOL is "${env.BENCH_PROTOCOL}": say h2 or http/1.1.`);
}

/** Browsers must be told to accept the local authority's certificate. */
export const TLS_FRONT_CHROMIUM_FLAGS = ["--ignore-certificate-errors"];

/** An https origin with HTTP/2 in front of each given http origin, in that order; stop them when done. */
export async function startTlsFronts(upstreams: string[]): Promise<{ origins: string[]; stop(): Promise<void> }> {
  const tls = await makeLocalTls();
  const fronts: RunningServer[] = [];
  for (const upstream of upstreams) {
    const ports = [await freeLoopbackPort(), await freeLoopbackPort()] as const;
    fronts.push(await startTlsProxy(`127.0.0.1:${new URL(upstream).port}`, tls, ports));
  }
  return {
    origins: fronts.map((front) => front.origin),
    async stop() {
      await Promise.all(fronts.map((front) => front.stop()));
      await tls.remove();
    },
  };
}
