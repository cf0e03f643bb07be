// Who a request comes from, as each deploy target knows it, for the per-source limits
// (source-limits.ts): an address no client can choose for itself.
//   Node server          the connection's peer
//   nginx → Node server  the X-Real-IP our nginx sets (scripts/postbuild/nginx-api-proxy.ts), only
//                        when the server is told it is behind a proxy (TRUST_PROXY=1)
//   Cloudflare Pages     CF-Connecting-IP, which Cloudflare's edge sets
// An IPv6 address counts by its /64, the block one subscriber is given, so a flooder cannot walk
// through the addresses of their own block.

/** Every request whose address cannot be told: they share one limit. */
export const UNKNOWN_SOURCE = "unknown";

const IPV4 = /^(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(?:\.(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
const GROUP = /^[0-9a-f]{1,4}$/;

/** The first four groups of an IPv6 address, or null when it is not one. */
function ipv6Block(address: string): string | null {
  const halves = address.toLowerCase().split("::");
  if (halves.length > 2) return null;
  const [head = [], tail] = halves.map((half) => (half ? half.split(":") : []));
  if (tail && head.length + tail.length > 7) return null;
  const groups = tail ? [...head, ...Array<string>(8 - head.length - tail.length).fill("0"), ...tail] : head;
  if (groups.length !== 8 || !groups.every((group) => GROUP.test(group))) return null;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The limit's key for an address: IPv4 as it is, IPv6 by its /64; null when it is no address. */
export function sourceKey(address: string | null | undefined): string | null {
  const trimmed = address?.trim().replace(/^\[(.*)\]$/, "$1");
  if (!trimmed) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(trimmed)?.[1];
  if (mapped) return IPV4.test(mapped) ? mapped : null;
  if (IPV4.test(trimmed)) return trimmed;
  return ipv6Block(trimmed.replace(/%.*$/, ""));
}

type HeaderValue = string | string[] | undefined;

/** The last of a header's values: the one the nearest proxy added. */
const nearest = (value: HeaderValue) =>
  (Array.isArray(value) ? value.join(",") : value)?.split(",").at(-1)?.trim() ?? null;

/**
 * A request to the Node server: its peer's address; behind a proxy (`trustProxy`), the address the
 * proxy names (X-Real-IP, else the last X-Forwarded-For entry, the one the proxy added). A client's
 * own headers are never read otherwise.
 */
export function nodeRequestSource(
  peer: string | undefined,
  headers: Record<string, HeaderValue>,
  trustProxy: boolean,
): string {
  const forwarded = trustProxy
    ? (sourceKey(nearest(headers["x-real-ip"])) ?? sourceKey(nearest(headers["x-forwarded-for"])))
    : null;
  return forwarded ?? sourceKey(peer) ?? UNKNOWN_SOURCE;
}

/** A request to a Cloudflare Pages Function: the visitor's address as Cloudflare's edge saw it. */
export function cloudflareRequestSource(headers: Headers): string {
  return sourceKey(headers.get("CF-Connecting-IP")) ?? UNKNOWN_SOURCE;
}
