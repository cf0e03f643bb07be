import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exposureBatcher, type ExposureBatch } from "./exposure-batch";

const first = (clientId: string, at: string) => ({ clientId, variant: "B" as const, at });
const now = new Date("2026-11-27T10:00:00.000Z");

describe("the beacons' batches", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("write a flood as one batch a second: a count per day and headline, one first headline per visitor", async () => {
    const batches: ExposureBatch[] = [];
    const batcher = exposureBatcher(async (batch) => void batches.push(batch));
    for (let index = 0; index < 300; index++) await batcher.add({ visit: index % 3 === 0 ? "A" : "C", now });
    await batcher.add({ visit: "A", first: first("Visitor01", "2026-11-27T09:00:00.000Z"), now });
    await batcher.add({ first: first("Visitor01", "2026-11-20T09:00:00.000Z"), now }); // an earlier draw wins
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches).toEqual([
      {
        visits: [
          { day: "2026-11-27", variant: "A", visits: 101 },
          { day: "2026-11-27", variant: "C", visits: 200 },
        ],
        firsts: [first("Visitor01", "2026-11-20T09:00:00.000Z")],
        refused: [],
      },
    ]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(batches).toHaveLength(1);
  });

  it("keep a batch the database refused for the next write", async () => {
    const written: ExposureBatch[] = [];
    let down = true;
    const batcher = exposureBatcher(async (batch) => {
      if (down) throw new Error("database down");
      written.push(batch);
    });
    await batcher.add({ visit: "B", first: first("Visitor02", "2026-11-27T09:00:00.000Z"), now });
    await expect(batcher.flush()).rejects.toThrow("database down");
    down = false;
    await batcher.add({ visit: "B", now });
    await batcher.flush();
    expect(written).toEqual([
      {
        visits: [{ day: "2026-11-27", variant: "B", visits: 2 }],
        firsts: [first("Visitor02", "2026-11-27T09:00:00.000Z")],
        refused: [],
      },
    ]);
  });

  it("forget a withdrawn visitor's waiting first headline", async () => {
    const written: ExposureBatch[] = [];
    const batcher = exposureBatcher(async (batch) => void written.push(batch));
    await batcher.add({ first: first("Visitor03", "2026-11-27T09:00:00.000Z"), now });
    batcher.forget("Visitor03");
    await batcher.flush();
    expect(written).toEqual([]);
  });

  it("hold at most 5,000 first headlines: the next beacon waits for them to be written", async () => {
    const sizes: number[] = [];
    const batcher = exposureBatcher(async (batch) => void sizes.push(batch.firsts.length));
    for (let index = 0; index < 5001; index++) {
      await batcher.add({ first: first(`V${String(index).padStart(8, "0")}`, "2026-11-27T09:00:00.000Z"), now });
    }
    expect(sizes).toEqual([5000]);
  });

  it("write each beacon before its answer where no timer may run (a Worker)", async () => {
    const written: ExposureBatch[] = [];
    const batcher = exposureBatcher(async (batch) => void written.push(batch), 0);
    await batcher.add({ visit: "C", now });
    expect(written).toEqual([{ visits: [{ day: "2026-11-27", variant: "C", visits: 1 }], firsts: [], refused: [] }]);
  });

  it("count refused beacons by day in the next batch, kept when the database refused it", async () => {
    const written: ExposureBatch[] = [];
    let down = true;
    const batcher = exposureBatcher(async (batch) => {
      if (down) throw new Error("database down");
      written.push(batch);
    });
    for (let index = 0; index < 1000; index++) batcher.refuse(now);
    batcher.refuse(new Date("2026-11-28T00:00:01.000Z"));
    await expect(batcher.flush()).rejects.toThrow("database down");
    down = false;
    batcher.refuse(now);
    await vi.advanceTimersByTimeAsync(1000);
    expect(written).toEqual([
      {
        visits: [],
        firsts: [],
        refused: [
          { day: "2026-11-27", beacons: 1001 },
          { day: "2026-11-28", beacons: 1 },
        ],
      },
    ]);
  });

  it("write no batch of its own for refused beacons where no timer may run: they go with the next beacon", async () => {
    const written: ExposureBatch[] = [];
    const batcher = exposureBatcher(async (batch) => void written.push(batch), 0);
    batcher.refuse(now);
    await vi.advanceTimersByTimeAsync(5000);
    expect(written).toEqual([]);
    await batcher.add({ visit: "A", now });
    expect(written).toEqual([
      {
        visits: [{ day: "2026-11-27", variant: "A", visits: 1 }],
        firsts: [],
        refused: [{ day: "2026-11-27", beacons: 1 }],
      },
    ]);
  });

  it("where each beacon is written before its answer, count one that failed nowhere, and try no write again", async () => {
    let fail = true;
    const written: ExposureBatch[] = [];
    const batcher = exposureBatcher(async (batch) => {
      if (fail) throw new Error("database down");
      written.push(batch);
    }, 0);
    await expect(batcher.add({ visit: "B", now })).rejects.toThrow("database down");
    await vi.advanceTimersByTimeAsync(5000);
    fail = false;
    await batcher.add({ visit: "A", now });
    expect(written).toEqual([{ visits: [{ day: "2026-11-27", variant: "A", visits: 1 }], firsts: [], refused: [] }]);
  });
});
