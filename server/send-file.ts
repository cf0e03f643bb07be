// Answers with a file of the build from memory: the encoding the client accepts, 304 for a
// matching ETag, and one byte range of the original (the song sample seeks with 206s).
import type { IncomingMessage, ServerResponse } from "node:http";
import { isSimpleRange } from "./request-screen.ts";
import { chooseEncoding, isFresh, type SiteFile } from "./site-files.ts";

/** Sends a file of the build: negotiated encoding, 304 for a matching ETag, one byte range. */
export function sendFile(req: IncomingMessage, res: ServerResponse, file: SiteFile, status = 200) {
  const head = req.method === "HEAD";
  if (status === 200 && isFresh(req.headers["if-none-match"], file.etag)) {
    res.writeHead(304, file.bodiless);
    return res.end();
  }
  const range = req.headers.range;
  // Other range forms (suffix, several ranges, garbage) may be ignored, as HTTP allows: a full 200.
  if (status === 200 && range !== undefined && isSimpleRange(range)) return sendRange(res, file, range, head);
  const encoding = chooseEncoding(req.headers["accept-encoding"], file);
  res.writeHead(status, file.headers[encoding]);
  res.end(head ? undefined : file.bodies[encoding]);
}

function sendRange(res: ServerResponse, file: SiteFile, range: string, head: boolean) {
  const body = file.bodies.identity!;
  const [start, end] = range
    .slice("bytes=".length)
    .split("-")
    .map((part) => (part === "" ? undefined : Number(part)));
  const headers = file.bodiless;
  if (start! >= body.length) {
    res.writeHead(416, { ...headers, "Content-Range": `bytes */${body.length}` });
    return res.end();
  }
  const last = Math.min(end ?? body.length - 1, body.length - 1);
  res.writeHead(206, {
    ...headers,
    "Content-Range": `bytes ${start}-${last}/${body.length}`,
    "Content-Length": String(last - start! + 1),
  });
  res.end(head ? undefined : body.subarray(start, last + 1));
}
