// Node's request and response around the API's fetch-style handler (api/handler.ts), so the Node
// server runs the same code as Cloudflare Pages Functions; the request's source for the API's
// per-source limits (api/request-source.ts). The security headers go on as on every other response.
import type { IncomingMessage, ServerResponse } from "node:http";
import { Readable } from "node:stream";
import type { ApiHandler } from "../api/handler.ts";
import { nodeRequestSource } from "../api/request-source.ts";

export async function serveApi(
  handle: ApiHandler,
  req: IncomingMessage,
  res: ServerResponse,
  security: [string, string][],
  /** Behind a proxy that names the client (TRUST_PROXY=1): its X-Real-IP is the source. */
  trustProxy = false,
): Promise<void> {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const request = new Request(new URL(req.url!, `http://${req.headers.host ?? "localhost"}`), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // @ts-expect-error -- Node's fetch needs it for a streamed body; the DOM types do not know it
    duplex: "half",
  });
  const response = await handle(request, nodeRequestSource(req.socket.remoteAddress, req.headers, trustProxy));
  for (const [name, value] of security) res.setHeader(name, value);
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(req.method === "HEAD" ? undefined : Buffer.from(await response.arrayBuffer()));
}
