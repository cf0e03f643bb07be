// A test client that sends a request exactly as written: browsers, fetch and node:http all
// normalise or refuse paths like /../ or a raw NUL, which are what hostile-input tests need.
import { connect } from "node:net";

export interface RawResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: Buffer;
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

/** Sends `head` (a request line and headers, without the blank line) and reads until the server closes. */
export function rawRequest(port: number, head: string, host = "127.0.0.1"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, host);
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
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
