// @vitest-environment jsdom
// A withdrawn analytics consent reaches the site's API however the network and the API behave: kept
// in the browser until a 2xx, sent again with backoff while the page is open and on the next page's
// load; dropped when the API could never take it, or when consent is given again.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetMemoryStorage } from "~/shared/browser/storage";
import { dropWithdrawal, resendWithdrawal, withdrawConsent } from "./consent-withdrawal";

const KEY = "analyticsWithdrawal";
const CLIENT_ID = "Wthdrwn01";

/** The API as the page meets it: each answer in turn (an Error is a failed connection), then 204s. */
function api(...answers: (number | { status: number; retryAfter: string } | Error)[]) {
  const calls: { body: unknown; keepalive: boolean | undefined }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      expect(path).toBe("/api/exposures");
      calls.push({ body: JSON.parse(String(init.body)), keepalive: init.keepalive });
      const answer = answers.shift() ?? 204;
      if (answer instanceof Error) throw answer;
      const { status, retryAfter } = typeof answer === "number" ? { status: answer, retryAfter: null } : answer;
      return new Response(null, { status, headers: retryAfter ? { "Retry-After": retryAfter } : {} });
    }),
  );
  return calls;
}

/** A page already painted, as the browser reports it to an observer asking for buffered paints. */
class PaintedPage {
  constructor(private readonly report: (list: { getEntriesByName(): unknown[] }, observer: PaintedPage) => void) {}
  observe() {
    this.report({ getEntriesByName: () => [{}] }, this);
  }
  disconnect() {}
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal("PerformanceObserver", PaintedPage);
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  resetMemoryStorage();
  vi.unstubAllGlobals();
});

describe("a consent withdrawal", () => {
  it("is sent by fetch with keepalive and forgotten once the API has it", async () => {
    const calls = api(204);
    withdrawConsent(CLIENT_ID);
    expect(localStorage.getItem(KEY)).toBe(CLIENT_ID);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ body: { withdraw: CLIENT_ID }, keepalive: true }]);
    expect(localStorage.getItem(KEY)).toBeNull();
    await vi.advanceTimersByTimeAsync(10 * 60 * 1000);
    expect(calls).toHaveLength(1);
  });

  it("is kept and sent again, later each time, through a lost connection, an outage and a limit", async () => {
    const calls = api(new TypeError("Failed to fetch"), 503, { status: 429, retryAfter: "30" }, 204);
    withdrawConsent(CLIENT_ID);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1); // 2 s after the failed connection
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(4000); // 4 s after the 503
    expect(calls).toHaveLength(3);
    expect(localStorage.getItem(KEY)).toBe(CLIENT_ID);
    await vi.advanceTimersByTimeAsync(29_999); // the 429's Retry-After, longer than the 8 s due
    expect(calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(4);
    expect(calls.every((call) => (call.body as { withdraw: string }).withdraw === CLIENT_ID)).toBe(true);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("is sent again on the next page's load when the page that took it was closed first", async () => {
    api(503);
    withdrawConsent(CLIENT_ID);
    await vi.advanceTimersByTimeAsync(0);
    expect(localStorage.getItem(KEY)).toBe(CLIENT_ID);
    vi.clearAllTimers(); // the page is closed before its next try

    const calls = api(204);
    resendWithdrawal(); // the next page's boot
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ body: { withdraw: CLIENT_ID }, keepalive: true }]);
    expect(localStorage.getItem(KEY)).toBeNull();

    resendWithdrawal(); // and the one after: nothing waits
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
  });

  it("waits for the page's load before sending again", async () => {
    localStorage.setItem(KEY, CLIENT_ID);
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const calls = api(204);
    resendWithdrawal();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([]);
    readyState.mockRestore();
    window.dispatchEvent(new Event("load"));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
  });

  it("is dropped when the API could never take it, or when consent is given again", async () => {
    const refused = api(400);
    withdrawConsent(CLIENT_ID);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refused).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBeNull();

    const calls = api(503, 503);
    withdrawConsent(CLIENT_ID);
    await vi.advanceTimersByTimeAsync(0);
    dropWithdrawal();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toHaveLength(1);

    localStorage.setItem(KEY, "not an id");
    resendWithdrawal();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
