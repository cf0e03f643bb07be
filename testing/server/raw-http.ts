// A test client that sends a request exactly as written: browsers, fetch and node:http all
// normalise or refuse paths like /../ or a raw NUL, which are what hostile-input tests need.
import { connect } from "node:net";

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: Buffer;
}

/** The body of a chunked response, or undefined while its last chunk has not arrived. */
function dechunk(body: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  for (let at = 0; ;) {
    const lineEnd = body.indexOf("\r\n", at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(body.subarray(at, lineEnd).toString("latin1"), 16);
    if (size === 0) return body.indexOf("\r\n", lineEnd + 2) >= 0 ? Buffer.concat(parts) : undefined;
    if (body.length < lineEnd + 2 + size + 2) return undefined;
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/**
 * The response once it is complete by its own framing (some servers, workerd among them, keep the
 * connection open despite `Connection: close`), or undefined while more is to come.
 */
function completeResponse(bytes: Buffer, method: string): RawResponse | undefined {
  if (bytes.indexOf("\r\n\r\n") < 0) return undefined;
  const response = parseResponse(bytes);
  if (method === "HEAD" || response.status === 304 || response.status === 204) return response;
  if (/chunked/i.test(response.headers["transfer-encoding"] ?? "")) {
    const body = dechunk(response.body);
    return body && { ...response, body };
  }
  const length = response.headers["content-length"];
  return length !== undefined && response.body.length >= Number(length) ? response : undefined;
}

function parseResponse(bytes: Buffer): RawResponse {
  const end = bytes.indexOf("\r\n\r\n");
  if (end < 0) throw new Error(`Not an HTTP response: ${JSON.stringify(bytes.toString("latin1").slice(0, 200))}`);
  const [statusLine, ...lines] = bytes.subarray(0, end).toString("latin1").split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine!.split(" ")[1]), headers, body: bytes.subarray(end + 4) };
}

/** Sends `head` (a request line and headers, without the blank line); reads one whole response. */
export function rawRequest(port: number, head: string, host = "127.0.0.1"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    const chunks: Buffer[] = [];
    const method = head.split(" ", 1)[0]!;
    socket.on("data", (chunk) => {
      chunks.push(chunk);
      const response = completeResponse(Buffer.concat(chunks), method);
      if (!response) return;
      socket.destroy();
      resolve(response);
    });
    socket.on("error", reject);
    socket.on("end", () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
    // Not end(): a client that half-closes makes Node drop a response still being prepared.
    socket.write(Buffer.concat([Buffer.from(head, "latin1"), Buffer.from("\r\n\r\n")]));
  });
}

/** A GET (or another method) of `target` as written, closing the connection afterwards. */
export function rawGet(
  port: number,
  target: string,
  headers: Record<string, string> = {},
  method = "GET",
): Promise<RawResponse> {
  const lines = Object.entries({ Host: "localhost", Connection: "close", ...headers }).map(([k, v]) => `${k}: ${v}`);
  return rawRequest(port, [`${method} ${target} HTTP/1.1`, ...lines].join("\r\n"));
}
