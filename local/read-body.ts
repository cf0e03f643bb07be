// A small request body, read whole (the stand-ins take only small JSON bodies).
import type { IncomingMessage } from "node:http";

export async function readText(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  let text = "";
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > limit) throw Object.assign(new Error("Body too large"), { status: 413 });
  }
  return text;
}
