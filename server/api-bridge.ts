// Node's request and response around the API (api/handler.ts), by Hono's Node adapter
// (@hono/node-server), so the Node server runs the same app as Cloudflare Pages Functions, with
// the request's source for the API's per-source limits (api/request-source.ts). The security
// headers go on as on every other response; the API's own (its policy) take their place.
import type { IncomingMessage, ServerResponse } from "node:http";
import { getRequestListener, RequestError } from "@hono/node-server";
import type { ApiHandler } from "../api/handler.ts";
import { nodeRequestSource } from "../api/request-source.ts";
import { json } from "../api/responses.ts";

type Listener = ReturnType<typeof getRequestListener>;
/** One adapter per API and proxy setting, made on its first request: not one per request. */
const listeners = new WeakMap<ApiHandler, Map<boolean, { listen: Listener; failures: WeakMap<object, unknown> }>>();

function listenerFor(handle: ApiHandler, trustProxy: boolean) {
  const byProxy = listeners.get(handle) ?? new Map();
  listeners.set(handle, byProxy);
  let made = byProxy.get(trustProxy);
  if (!made) {
    const failures = new WeakMap<object, unknown>();
    const listen = getRequestListener(
      (request, { incoming }) =>
        handle(request, nodeRequestSource(incoming.socket.remoteAddress, incoming.headers, trustProxy)).catch(
          (error: unknown) => {
            failures.set(incoming, error);
            throw error;
          },
        ),
      {
        // A request that names no host (HTTP/1.0) is still the API's.
        hostname: "localhost",
        // The process's own Request and Response stay as they are.
        overrideGlobalObjects: false,
        // A Host that names no host, or a backslash in the path: the adapter cannot make it a Request.
        errorHandler: (error) =>
          error instanceof RequestError ? json(400, { error: "That is not an address this API can read." }) : undefined,
      },
    );
    made = { listen, failures };
    byProxy.set(trustProxy, made);
  }
  return made;
}

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
  const { listen, failures } = listenerFor(handle, trustProxy);
  await listen(req, res);
  if (failures.has(req)) throw failures.get(req);
}
