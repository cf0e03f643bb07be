// Waiting for a condition in the page: every wait of the suite polls, with a timeout.
import { setTimeout as delay } from "node:timers/promises";

// Generous: WebKit on a loaded two-core machine takes seconds for a sign-up's round trips.
const TIMEOUT_MS = 15_000;

/** Reads until `done` holds, retrying errors (a page mid-navigation), for at most `timeout` ms. */
export async function poll<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeout = TIMEOUT_MS) {
  const deadline = Date.now() + timeout;
  let last = "nothing read";
  for (;;) {
    try {
      const value = await read();
      if (done(value)) return value;
      last = `last read: ${JSON.stringify(value)}`;
    } catch (error) {
      last = `last error: ${error instanceof Error ? error.message : String(error)}`;
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeout} ms waiting ${what} (${last})`);
    await delay(100);
  }
}
