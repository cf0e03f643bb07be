// Node's request and response around the API (api/handler.ts), by Hono's Node adapter
// (@hono/node-server), so the Node server runs the same app as Cloudflare Pages Functions, with
// the request's source for the API's per-source limits (api/request-source.ts). The security
// headers go on as on every other response; the API's own (its policy) take their place.
import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener, RequestError } from "@hono/node-server";
import type { ApiHandler } from "../api/handler.ts";
import { nodeRequestSource } from "../api/request-source.ts";
import { json } from "../api/responses.ts";

/** Resolves once answered; rejects when the API failed, for the server to answer 500 as it does elsewhere. */
export async function serveApi(
  handle: ApiHandler,
  req: IncomingMessage,
  res: ServerResponse,
  security: [string, string][],
  /** Behind a proxy that names the client (TRUST_PROXY=1): its X-Real-IP is the source. */
  trustProxy = false,
): Promise<void> {
  for (const [name, value] of security) res.setHeader(name, value);
  let failure: { error: unknown } | undefined;
  const listener = getRequestListener(
    (request, { incoming }) =>
      handle(request, nodeRequestSource(incoming.socket.remoteAddress, incoming.headers, trustProxy)),
    {
      // A request that names no host (HTTP/1.0) is still the API's.
      hostname: "localhost",
      // The process's own Request and Response stay as they are.
      overrideGlobalObjects: false,
      // A Host that names no host, or a backslash in the path: the adapter cannot make it a Request.
      errorHandler: (error) =>
        error instanceof RequestError
          ? json(400, { error: "That is not an address this API can read." })
          : void (failure = { error }),
    },
  );
  await listener(req, res);
  if (failure) throw failure.error;
}
