// A small request body, read whole up to a limit in bytes (the stand-ins take only small forms and
// JSON bodies); over the limit, an error with status 413, which Koa answers with.
import type { IncomingMessage } from "node:http";

export async function readText(req: IncomingMessage, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw Object.assign(new Error("Body too large"), { status: 413, expose: true });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
