// How many requests one source (request-source.ts) may make of the API's public routes: a token
// bucket per source, full at `burst`, refilled at `perMinute`. Memory is bounded: past `maxSources`,
// the source seen longest ago is forgotten (lru-cache), as if its bucket were full.
// Why these numbers: docs/decisions/024-per-source-limits.md
import { LRUCache } from "lru-cache";

export interface SourceLimit {
  /** Requests a source may make at once. */
  burst: number;
  /** Requests a source gets back each minute. */
  perMinute: number;
}

/** Generous for a crowd behind one address (a carrier's NAT), far below a flood. */
export const SOURCE_LIMITS = {
  /** `POST /api/exposures`: a landing view sends one beacon, an answer to the consent banner one more. */
  beacons: { burst: 60, perMinute: 60 },
  /** `GET /api/checkout-sessions/:id`: a purchase's /success and /glow ask once each, again at a press. */
  lookups: { burst: 30, perMinute: 30 },
  /** `/api/cancel-links…` and `/api/mail-links/…`: a person asks for a link, looks at it, uses it. */
  mailLinks: { burst: 20, perMinute: 10 },
} satisfies Record<string, SourceLimit>;

/** Sources remembered per route: a few megabytes at most. */
const MAX_SOURCES = 20_000;

export interface SourceLimiter {
  /** Counts one more request of `source`; a refusal says how many seconds until the next is taken. */
  refusal(source: string): { retryAfter: number } | null;
}

export function sourceLimiter(
  { burst, perMinute }: SourceLimit,
  { now = () => Date.now(), maxSources = MAX_SOURCES } = {},
): SourceLimiter {
  const perMs = perMinute / 60_000;
  const buckets = new LRUCache<string, { tokens: number; at: number }>({ max: maxSources });
  return {
    refusal(source) {
      const at = now();
      const bucket = buckets.get(source);
      const tokens = bucket ? Math.min(burst, bucket.tokens + (at - bucket.at) * perMs) : burst;
      if (tokens < 1) {
        buckets.set(source, { tokens, at });
        return { retryAfter: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
      }
      buckets.set(source, { tokens: tokens - 1, at });
      return null;
    },
  };
}

export interface SourceLimits {
  beacons: SourceLimiter;
  lookups: SourceLimiter;
  mailLinks: SourceLimiter;
}

export function sourceLimits(options: Parameters<typeof sourceLimiter>[1] = {}): SourceLimits {
  return {
    beacons: sourceLimiter(SOURCE_LIMITS.beacons, options),
    lookups: sourceLimiter(SOURCE_LIMITS.lookups, options),
    mailLinks: sourceLimiter(SOURCE_LIMITS.mailLinks, options),
  };
}
