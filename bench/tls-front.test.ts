import { createServer, type Server } from "node:http";
import { connect } from "node:http2";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { benchProtocol, startTlsFronts } from "./tls-front";

let upstream: Server;
let fronts: Awaited<ReturnType<typeof startTlsFronts>>;

beforeAll(async () => {
  upstream = createServer((request, response) => response.end(`page ${request.url}`));
  await new Promise<void>((resolve) => upstream.listen(0, "127.0.0.1", resolve));
  fronts = await startTlsFronts([`http://localhost:${(upstream.address() as AddressInfo).port}`]);
}, 30_000);
afterAll(async () => {
  await fronts?.stop();
  upstream?.close();
});

describe("the bench's HTTP/2 fronts", () => {
  it("serve each origin's pages over HTTP/2 with TLS, at a localhost address", async () => {
    expect(fronts.origins).toHaveLength(1);
    expect(fronts.origins[0]).toMatch(/^https:\/\/localhost:\d+$/);
    // The local authority's certificate: the bench's browsers are told to accept it.
    const session = connect(fronts.origins[0]!, { rejectUnauthorized: false });
    try {
      const body = await new Promise<string>((resolve, reject) => {
        let text = "";
        const stream = session.request({ ":path": "/pricing" });
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (text += chunk));
        stream.on("end", () => resolve(text));
        stream.on("error", reject);
      });
      expect(session.alpnProtocol).toBe("h2");
      expect(body).toBe("page /pricing");
    } finally {
      session.close();
    }
  });

  it("are asked for with BENCH_PROTOCOL=h2; plain http/1.1 is the default, anything else an error", () => {
    expect(benchProtocol({})).toBe("http/1.1");
    expect(benchProtocol({ BENCH_PROTOCOL: "H2" })).toBe("h2");
    expect(benchProtocol({ BENCH_PROTOCOL: "http/1.1" })).toBe("http/1.1");
    expect(() => benchProtocol({ BENCH_PROTOCOL: "h3" })).toThrow(/BENCH_PROTOCOL/);
  });
});
