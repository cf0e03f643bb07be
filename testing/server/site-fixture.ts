// A site server over a fixture build, on a loopback port, and the checks several tests share.
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { createSiteServer, type SiteServer, type SiteServerOptions } from "../../server/site-server.ts";
import { makeFixtureBuild, type FixtureBuild } from "./fixture-build.ts";
import { rawGet, type RawResponse } from "./raw-http.ts";

export interface ServedFixture {
  build: FixtureBuild;
  server: SiteServer;
  port: number;
  get(target: string, headers?: Record<string, string>): Promise<RawResponse>;
  close(): Promise<void>;
}

export async function listen(build: FixtureBuild, options: Partial<SiteServerOptions> = {}) {
  const server = createSiteServer({ root: build.clientDir, trustProxy: false, ...options });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

export async function serveFixture(): Promise<ServedFixture> {
  const build = await makeFixtureBuild();
  const { server, port } = await listen(build);
  return {
    build,
    server,
    port,
    get: (target, headers = {}) => rawGet(port, target, headers),
    async close() {
      await server.shutdown();
      await build.remove();
    },
  };
}

export const text = (response: RawResponse) => response.body.toString("utf8");

export function expectSecurityHeaders(response: RawResponse) {
  expect(response.headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
  expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(response.headers["permissions-policy"]).toContain("camera=()");
  expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
}

/** Byte-for-byte equality (vitest's deep equality walks a Buffer one index at a time). */
export function expectSameBytes(actual: Buffer, expected: Buffer) {
  expect(actual.length).toBe(expected.length);
  expect(actual.equals(expected), "same bytes").toBe(true);
}
