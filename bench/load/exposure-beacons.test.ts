import { describe, expect, it } from "vitest";
import { exposureBeacon, MAX_BEACON_BYTES } from "../../api/experiment/exposures";
import { nodeRequestSource } from "../../api/request-source";
import { SOURCE_LIMITS, sourceLimiter } from "../../api/source-limits";
import { exposureBeacons } from "./exposure-beacons";

describe("the bench's exposure beacons", () => {
  const next = exposureBeacons();
  const sent = Array.from({ length: 600 }, () => next());
  const bodies = sent.map((beacon) => beacon.body);

  it("are each one the API reads as a landing visit, within its size", () => {
    for (const body of bodies) {
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BEACON_BYTES);
      expect(exposureBeacon(JSON.parse(body))).toEqual(JSON.parse(body));
    }
  });

  it("mix anonymous visits with consenting visitors, each new, over the three headlines", () => {
    const beacons = bodies.map((body) => exposureBeacon(JSON.parse(body))!);
    const firsts = beacons.flatMap((beacon) => ("first" in beacon && beacon.first ? [beacon.first] : []));
    expect(firsts).toHaveLength(300);
    expect(new Set(firsts.map((first) => first.clientId)).size).toBe(300);
    const shown = beacons.map((beacon) => ("variant" in beacon ? beacon.variant : null));
    for (const headline of ["A", "B", "C"]) expect(shown.filter((variant) => variant === headline)).toHaveLength(200);
    expect(new Set(firsts.map((first) => first.variant))).toEqual(new Set(["A", "B", "C"]));
  });

  it("come two from each address, as nginx names it, so that the API's per-source limit refuses none", () => {
    const sources = sent.map((beacon) => nodeRequestSource("127.0.0.1", beacon.headers, true));
    expect(new Set(sources).size).toBe(300);
    const limit = sourceLimiter(SOURCE_LIMITS.beacons, { now: () => 0 });
    expect(sources.filter((source) => limit.refusal(source))).toEqual([]);
  });
});
