// oidc-provider reads a request's body itself: a middleware that has read it first (to rewrite
// Auth0's parameters, or to see whether the request is its own) hands it on this way.
import { IncomingMessage } from "node:http";
import type { Context } from "koa";

export function replaceBody(ctx: Context, body: string): void {
  const original = ctx.req;
  const request = new IncomingMessage(original.socket);
  request.method = original.method;
  request.url = original.url;
  request.httpVersion = original.httpVersion;
  request.headers = { ...original.headers, "content-length": String(Buffer.byteLength(body)) };
  delete request.headers["transfer-encoding"];
  request.push(body);
  request.push(null);
  request.complete = true; // else, once read, it counts as aborted and takes the connection down with it
  ctx.req = ctx.request.req = ctx.response.req = request;
}
