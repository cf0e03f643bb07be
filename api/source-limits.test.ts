import { describe, expect, it } from "vitest";
import { SOURCE_LIMITS, sourceLimiter } from "./source-limits";

describe("a per-source limit", () => {
  it("takes a burst, then refuses with the seconds until the next request is taken", () => {
    let now = 0;
    const limiter = sourceLimiter({ burst: 3, perMinute: 6 }, { now: () => now });
    expect([1, 2, 3].map(() => limiter.refusal("a"))).toEqual([null, null, null]);
    expect(limiter.refusal("a")).toEqual({ retryAfter: 10 });
    now = 4000;
    expect(limiter.refusal("a")).toEqual({ retryAfter: 6 });
    now = 10_000;
    expect(limiter.refusal("a")).toBeNull();
    expect(limiter.refusal("a")).toEqual({ retryAfter: 10 });
    // Another source has its own.
    expect(limiter.refusal("b")).toBeNull();
  });

  it("refills no further than the burst", () => {
    let now = 0;
    const limiter = sourceLimiter({ burst: 2, perMinute: 60 }, { now: () => now });
    limiter.refusal("a");
    now = 3_600_000;
    expect([limiter.refusal("a"), limiter.refusal("a"), limiter.refusal("a")]).toEqual([null, null, { retryAfter: 1 }]);
  });

  it("remembers a bounded number of sources, forgetting the one seen longest ago", () => {
    const limiter = sourceLimiter({ burst: 1, perMinute: 1 }, { now: () => 0, maxSources: 2 });
    for (const source of ["a", "b"]) limiter.refusal(source);
    expect(limiter.refusal("a")).not.toBeNull(); // seen again: now the newest
    limiter.refusal("c"); // b is forgotten
    expect(limiter.refusal("a")).not.toBeNull();
    expect(limiter.refusal("b")).toBeNull();
  });

  it("lets a carrier's NAT of honest visitors through: 25 landing views a minute, each with a beacon and a consent, for ten minutes", () => {
    let now = 0;
    const limiter = sourceLimiter(SOURCE_LIMITS.beacons, { now: () => now });
    const refused = Array.from({ length: 500 }, (_, i) => ((now = i * 1200), limiter.refusal("nat")));
    expect(refused.filter(Boolean)).toEqual([]);
  });
});
