// A request body read as text up to a limit, without buffering more than the limit.

/** What the pages send (a plan to buy, a beacon) is a few hundred bytes; nothing comes near this. */
export const MAX_BODY_BYTES = 64 * 1024;

/** A payment event's limit: one with many invoice lines or much metadata is far bigger than the pages' requests. */
export const MAX_EVENT_BYTES = 1024 * 1024;

export async function readBody(request: Request, limit = MAX_BODY_BYTES): Promise<{ text: string; tooLarge: boolean }> {
  const declared = Number(request.headers.get("Content-Length"));
  if (declared > limit) return { text: "", tooLarge: true };
  // A body of declared length: Node's parser lets no more through, so reading it whole buffers no
  // more than that, and the Node adapter reads it straight off the socket, where a stream costs it
  // nearly half a beacon's CPU (docs/decisions/026-api-on-hono.md).
  if (request.headers.has("Content-Length")) {
    const bytes = await request.arrayBuffer();
    if (bytes.byteLength > limit) return { text: "", tooLarge: true };
    return { text: new TextDecoder().decode(bytes), tooLarge: false };
  }
  if (!request.body) return { text: "", tooLarge: false };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { text: "", tooLarge: true };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { text: new TextDecoder().decode(bytes), tooLarge: false };
}

/** The body as JSON (`value` undefined when it is not JSON), unless it is too large to read. */
export async function jsonBody(
  request: Request,
  limit = MAX_BODY_BYTES,
): Promise<{ tooLarge: true } | { tooLarge: false; value: unknown }> {
  const body = await readBody(request, limit);
  if (body.tooLarge) return { tooLarge: true };
  try {
    return { tooLarge: false, value: JSON.parse(body.text) };
  } catch {
    return { tooLarge: false, value: undefined };
  }
}
