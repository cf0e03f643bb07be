// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint, afterLoadAndFirstPaint } from "./first-paint";

type Entries = { getEntriesByName(name: string): unknown[] };

/** What each stand-in observer was asked to observe. */
const observed: unknown[] = [];

/** A PerformanceObserver stand-in; the returned function reports paint entries by name. */
function observePaints(): (...names: string[]) => void {
  const observers: Array<{ callback: (entries: Entries, observer: { disconnect(): void }) => void; on: boolean }> = [];
  class PaintObserver {
    private own: (typeof observers)[number];
    constructor(callback: (entries: Entries, observer: { disconnect(): void }) => void) {
      this.own = { callback, on: false };
      observers.push(this.own);
    }
    observe(options: unknown) {
      this.own.on = true;
      observed.push(options);
    }
    disconnect() {
      this.own.on = false;
    }
  }
  vi.stubGlobal("PerformanceObserver", PaintObserver);
  return (...names) => {
    const entries = { getEntriesByName: (name: string) => (names.includes(name) ? [{}] : []) };
    for (const observer of observers)
      if (observer.on) observer.callback(entries, { disconnect: () => (observer.on = false) });
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("afterFirstPaint", () => {
  it("goes at the first contentful paint, not at an earlier first paint, and once", () => {
    const report = observePaints();
    const go = vi.fn();
    afterFirstPaint(go);
    report("first-paint");
    expect(go).not.toHaveBeenCalled();
    report("first-contentful-paint");
    report("first-contentful-paint");
    expect(go).toHaveBeenCalledOnce();
    // Buffered: a paint reported before the call counts too.
    expect(observed.at(-1)).toEqual({ type: "paint", buffered: true });
  });

  it("goes at once in a browser without PerformanceObserver", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const go = vi.fn();
    afterFirstPaint(go);
    expect(go).toHaveBeenCalledOnce();
  });
});

describe("afterLoadAndFirstPaint", () => {
  it("waits for the load, then goes a moment after it when no paint is reported (a hidden page)", () => {
    vi.useFakeTimers();
    observePaints();
    vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    const go = vi.fn();
    afterLoadAndFirstPaint(go, 500);
    vi.advanceTimersByTime(1000);
    expect(go).not.toHaveBeenCalled();
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(499);
    expect(go).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1); // a hidden page reports no paint
    expect(go).toHaveBeenCalledOnce();
  });
});
