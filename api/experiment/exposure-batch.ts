// Landing beacons gathered in memory and written once a second, so a flood costs the database one
// write per batch; memory is bounded by MAX_WAITING. Why: docs/decisions/009-batched-landing-beacons.md
import type { FirstExposure, Headline } from "../../app/contracts/experiment-api.ts";

export interface ExposureBatch {
  /** Landing visits by UTC day and headline. */
  visits: { day: string; variant: Headline; visits: number }[];
  /** First headlines, one per visitor (the earliest a batch has). */
  firsts: FirstExposure[];
  /** Beacons refused by the per-source limit (api/source-limits.ts), by UTC day. */
  refused: { day: string; beacons: number }[];
}

const FLUSH_AFTER_MS = 1000;
const MAX_WAITING = 5000;

/**
 * `flushAfterMs` 0: each beacon is written before its answer (a Worker, which may not run a timer
 * once it has answered).
 */
export function exposureBatcher(write: (batch: ExposureBatch) => Promise<void>, flushAfterMs = FLUSH_AFTER_MS) {
  let visits = new Map<string, ExposureBatch["visits"][number]>();
  let firsts = new Map<string, FirstExposure>();
  let refused = new Map<string, number>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> | undefined;

  function take(): ExposureBatch | null {
    if (visits.size === 0 && firsts.size === 0 && refused.size === 0) return null;
    const batch = {
      visits: [...visits.values()],
      firsts: [...firsts.values()],
      refused: [...refused].map(([day, beacons]) => ({ day, beacons })),
    };
    visits = new Map();
    firsts = new Map();
    refused = new Map();
    return batch;
  }

  /** Puts back a batch that could not be written (the firsts only while there is room). */
  function putBack(batch: ExposureBatch) {
    for (const entry of batch.visits) countVisits(entry.day, entry.variant, entry.visits);
    for (const first of batch.firsts) if (firsts.size < MAX_WAITING) keepFirst(first);
    for (const entry of batch.refused) countRefused(entry.day, entry.beacons);
  }

  function countRefused(day: string, count: number) {
    refused.set(day, (refused.get(day) ?? 0) + count);
  }

  function countVisits(day: string, variant: Headline, count: number) {
    const key = `${day} ${variant}`;
    const entry = visits.get(key);
    if (entry) entry.visits += count;
    else visits.set(key, { day, variant, visits: count });
  }

  function keepFirst(first: FirstExposure) {
    const waiting = firsts.get(first.clientId);
    if (!waiting || first.at < waiting.at) firsts.set(first.clientId, first);
  }

  /** Writes what waits, after any write in progress; a failed batch waits for the next. */
  async function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = undefined;
    while (writing) await writing;
    const batch = take();
    if (!batch) return;
    writing = write(batch)
      .catch((error: unknown) => {
        // Batched, a failed batch waits for the next write. Written before its answer (a Worker),
        // the beacon is answered 503 and not counted: nothing is left to count it twice later.
        if (flushAfterMs > 0) {
          putBack(batch);
          schedule();
        }
        throw error;
      })
      .finally(() => {
        writing = undefined;
      });
    await writing;
  }

  function schedule() {
    timer ??= setTimeout(() => void flush().catch(() => {}), flushAfterMs);
    // A server's shutdown writes what waits (close); the timer alone keeps no process alive.
    if (typeof timer === "object" && "unref" in timer) timer.unref();
  }

  return {
    async add({ visit, first, now = new Date() }: { visit?: Headline; first?: FirstExposure; now?: Date }) {
      if (first && firsts.size >= MAX_WAITING && !firsts.has(first.clientId)) await flush();
      if (visit) countVisits(now.toISOString().slice(0, 10), visit, 1);
      if (first) keepFirst(first);
      if (flushAfterMs === 0) await flush();
      else schedule();
    },
    /**
     * Counts a refused beacon, written with the next batch: on a Worker with the next beacon taken,
     * so a flood costs no write of its own.
     */
    refuse(now = new Date()) {
      countRefused(now.toISOString().slice(0, 10), 1);
      if (flushAfterMs > 0) schedule();
    },
    /** Forgets a visitor's first headline that has not been written yet. */
    forget(clientId: string) {
      firsts.delete(clientId);
    },
    flush,
  };
}
