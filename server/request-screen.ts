// Turns away requests that cannot name a file of the build before any file lookup happens:
// other methods, over-long URLs, and paths that try to climb out of the site in any encoding.
// The server only ever serves files it loaded at startup, so this is a second line, and it gives
// hostile input a plain 4xx instead of whatever a lookup would make of it.

export const ALLOWED_METHODS = ["GET", "HEAD"] as const;

/**
 * Longer URLs are refused with 414. Real links are far shorter (the longest, a checkout return
 * with attribution, is well under 1 KB); Node itself refuses request heads over 16 KB with 431.
 */
export const MAX_URL_LENGTH = 8 * 1024;

/**
 * The most header bytes a request may send: Node's own limit (maxHeaderSize). Node enforces it
 * only roughly when a head is made of many small headers, so it is checked again here.
 */
export const MAX_HEADER_BYTES = 16 * 1024;

export type Screening =
  | { verdict: "serve"; pathname: string }
  /** A request for the site's API, which takes other methods too and answers for itself. */
  | { verdict: "api" }
  /**
   * No file can have that name: the path is not valid percent-encoding, or has an empty segment
   * ('//pricing', '/de//pricing'). `pathname`, when known, says which language's not-found page.
   */
  | { verdict: "not-found"; pathname?: string }
  | { verdict: "refuse"; status: RefusalStatus; reason: string };

type RefusalStatus = 400 | 405 | 414 | 431;

const refuse = (status: RefusalStatus, reason: string): Screening => ({ verdict: "refuse", status, reason });

export interface ScreenedRequest {
  method?: string;
  url?: string;
  /** Header names and values, alternating, as Node's IncomingMessage#rawHeaders. */
  rawHeaders?: readonly string[];
}

/** Bytes of the header lines: each name, ': ', value and CRLF. */
const headerBytes = (rawHeaders: readonly string[]) =>
  rawHeaders.reduce((sum, part) => sum + Buffer.byteLength(part), 0) + 2 * rawHeaders.length;

/** Control characters (NUL included), backslashes, and '.' or '..' segments. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_PATH = /[\u0000-\u001f\u007f\\]|(?:^|\/)\.{1,2}(?:\/|$)/;

/** `apiPrefix`: where the site's API answers, when this server runs it. */
export function screenRequest({ method, url, rawHeaders = [] }: ScreenedRequest, apiPrefix?: string): Screening {
  if (headerBytes(rawHeaders) > MAX_HEADER_BYTES) return refuse(431, "Request Header Fields Too Large");
  if (apiPrefix && url?.startsWith(apiPrefix)) {
    return url.length > MAX_URL_LENGTH ? refuse(414, "URI Too Long") : { verdict: "api" };
  }
  if (!ALLOWED_METHODS.includes(method as (typeof ALLOWED_METHODS)[number])) {
    return refuse(405, "Method Not Allowed");
  }
  // Origin-form only: no absolute URLs ("http://…") or "*" as a request target.
  if (!url?.startsWith("/")) return refuse(400, "Bad Request");
  if (url.length > MAX_URL_LENGTH) return refuse(414, "URI Too Long");

  const rawPath = url.split(/[?#]/, 1)[0]!;
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { verdict: "not-found" };
  }
  if (UNSAFE_PATH.test(rawPath) || UNSAFE_PATH.test(pathname)) return refuse(400, "Bad Request");
  // A '%' left after decoding means the path was encoded twice (%252e%252e): no file of ours is.
  if (pathname.includes("%")) return refuse(400, "Bad Request");
  // A doubled slash is a mistyped address, and never redirected: '//host' in a Location header
  // would send the visitor to another site.
  if (pathname.includes("//")) return { verdict: "not-found", pathname };
  return { verdict: "serve", pathname };
}

/**
 * A Range header the server answers: one 'bytes=start-' or 'bytes=start-end' with end ≥ start.
 * Others (suffix ranges, several ranges, garbage) may be ignored, as HTTP allows: a full 200.
 */
export function isSimpleRange(range: string): boolean {
  const parts = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(range);
  return !!parts && (parts[2] === "" || Number(parts[2]) >= Number(parts[1]));
}
