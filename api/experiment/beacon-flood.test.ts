// A flood of forged landing beacons against the real API and database (PGlite and PostgreSQL): the
// per-source limit (api/source-limits.ts) keeps it out of the owner's readout, which says how many
// it refused, while honest visitors from many addresses, and a crowd behind one, all count.
import { expect, it } from "vitest";
import type { ExperimentReadout, Headline } from "../../app/contracts/experiment-api";
import { onEachSubscriberWorld } from "../../testing/api/subscriber-steps";
import { SOURCE_LIMITS } from "../source-limits";

const BROWSER =
  "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0 Mobile Safari/537.36";
const DAY = 86_400_000;
/** Thousands of requests: a few seconds alone, more on a busy machine. */
const MANY = 60_000;

onEachSubscriberWorld("a flood of landing beacons", ({ world }) => {
  let ids = 0;
  /** A client id no one has sent before, as a page draws it: 9 letters and digits. */
  const newId = () => `F${(ids++).toString(36).padStart(8, "0")}`;
  const beacon = (source: string, body: unknown) =>
    world.api.handle(
      new Request(new URL("/api/exposures", world.site), {
        method: "POST",
        headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": BROWSER },
        body: JSON.stringify(body),
      }),
      source,
    );
  const first = (variant: Headline, at: string) => ({ variant, first: { clientId: newId(), variant, at } });

  async function readout(): Promise<ExperimentReadout> {
    const token = await world.token("auth0|owner", { permissions: ["read:experiment"] });
    const since = new Date(Date.now() - 401 * DAY).toISOString().slice(0, 10);
    const response = await world.call("GET", `/api/experiment?since=${since}`, { token });
    expect(response.status).toBe(200);
    return (await response.json()) as ExperimentReadout;
  }
  const visitors = (body: ExperimentReadout) => body.arms.map((arm) => arm.visitors);

  /** 3,000 visitors who agreed to analytics, each from an address of their own, the headlines in turn. */
  async function honestCrowd(): Promise<number[]> {
    const recently = new Date(Date.now() - 60_000).toISOString();
    const statuses: number[] = [];
    for (let index = 0; index < 3000; index++) {
      const source = `10.${index >> 16}.${(index >> 8) & 255}.${index & 255}`;
      statuses.push((await beacon(source, first((["A", "B", "C"] as const)[index % 3]!, recently))).status);
    }
    return statuses;
  }

  it(
    "counts honest visitors from many addresses, and 24 behind one carrier's address, refusing none",
    async () => {
      const before = await readout();
      const statuses = await honestCrowd();
      // Behind one address: each lands (a visit, no consent yet), then agrees to analytics.
      const recently = new Date(Date.now() - 60_000).toISOString();
      for (let index = 0; index < 24; index++) {
        const variant = (["A", "B", "C"] as const)[index % 3]!;
        statuses.push((await beacon("198.51.100.1", { variant })).status);
        statuses.push((await beacon("198.51.100.1", { first: first(variant, recently).first })).status);
      }
      expect(statuses.filter((status) => status !== 204)).toEqual([]);
      const after = await readout();
      expect(visitors(after).map((count, index) => count - visitors(before)[index]!)).toEqual([1008, 1008, 1008]);
      expect(after.refusedBeacons).toBe(before.refusedBeacons);
      expect(after.srm.alarm).toBe(false);
    },
    MANY,
  );

  it(
    "lets 10,000 forged first headlines for B from one address move B's visitors by the limit at most, and leaves the alarm as it was",
    async () => {
      await honestCrowd();
      const before = await readout();
      expect(before.srm.alarm).toBe(false);
      const started = Date.now();
      const statuses: number[] = [];
      for (let index = 0; index < 10_000; index++) {
        const at = new Date(started - Math.random() * 400 * DAY).toISOString();
        statuses.push((await beacon("203.0.113.66", first("B", at))).status);
      }
      const seconds = (Date.now() - started) / 1000;
      const taken = statuses.filter((status) => status === 204).length;
      const refused = statuses.filter((status) => status === 429).length;
      expect(taken + refused).toBe(10_000);
      // The burst, and what the source got back while the flood lasted.
      const limit = SOURCE_LIMITS.beacons.burst + Math.ceil((seconds * SOURCE_LIMITS.beacons.perMinute) / 60);
      expect(taken).toBeLessThanOrEqual(limit);

      const after = await readout();
      const moved = visitors(after).map((count, index) => count - visitors(before)[index]!);
      expect(moved).toEqual([0, taken, 0]);
      expect(after.srm.alarm).toBe(before.srm.alarm);
      expect(after.refusedBeacons - before.refusedBeacons).toBe(refused);
    },
    MANY,
  );

  it("answers a refused beacon 429 with Retry-After, and another address is still counted", async () => {
    let answer: Response | undefined;
    for (let index = 0; index <= SOURCE_LIMITS.beacons.burst; index++)
      answer = await beacon("192.0.2.99", { variant: "C" });
    expect(answer!.status).toBe(429);
    expect(Number(answer!.headers.get("Retry-After"))).toBeGreaterThanOrEqual(1);
    expect(await answer!.json()).toEqual({ error: expect.stringContaining("Too many requests") });
    expect((await beacon("192.0.2.100", { variant: "C" })).status).toBe(204);
  });
});
