// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cameOverSlowNetwork,
  DEFERRED_MODULES_ID,
  MODULES_REQUESTED_EVENT,
  requestAppModules,
  PAINT_WAIT_MS,
  SLOW_ARRIVAL_MS,
  scheduleModuleDownloads,
} from "./module-downloads";

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")];

function listModules(json: string) {
  const list = Object.assign(document.createElement("script"), { type: "application/json", id: DEFERRED_MODULES_ID });
  list.textContent = json;
  document.head.append(list);
}

function pageArrivedAfter(ms: number) {
  vi.spyOn(performance, "now").mockReturnValue(ms);
}

function setReadyState(state: DocumentReadyState) {
  vi.spyOn(document, "readyState", "get").mockReturnValue(state);
}

/** A PerformanceObserver stand-in; the returned function reports the first contentful paint. */
function observePaints(): () => void {
  let report = () => {};
  class PaintObserver {
    constructor(
      private callback: (entries: { getEntriesByName(name: string): unknown[] }, observer: PaintObserver) => void,
    ) {}
    observe() {
      const entries = { getEntriesByName: (name: string) => (name === "first-contentful-paint" ? [{}] : []) };
      report = () => this.callback(entries, this);
    }
    disconnect() {}
  }
  vi.stubGlobal("PerformanceObserver", PaintObserver);
  return () => report();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.innerHTML = "";
  document.documentElement.removeAttribute("data-app-when-needed");
  document.documentElement.removeAttribute("data-modules-requested");
  document.documentElement.removeAttribute("data-hydrated");
});

describe("the app's downloads", () => {
  it("are all requested at once on a fast network, after the page's load and its first paint", () => {
    vi.useFakeTimers();
    pageArrivedAfter(20);
    setReadyState("loading");
    const paint = observePaints();
    listModules('["/assets/framework-1.js","/assets/entry.client-2.js"]');
    scheduleModuleDownloads();
    expect(preloads()).toHaveLength(0);
    setReadyState("complete");
    window.dispatchEvent(new Event("load"));
    expect(preloads()).toHaveLength(0); // loaded, not yet shown
    paint();
    expect(preloads().map((link) => link.getAttribute("href"))).toEqual([
      "/assets/framework-1.js",
      "/assets/entry.client-2.js",
    ]);
    expect(document.documentElement.hasAttribute("data-modules-requested")).toBe(true);
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(preloads()).toHaveLength(2); // once
  });

  it("are requested a moment after the load of a page that reports no paint (a hidden tab)", () => {
    vi.useFakeTimers();
    pageArrivedAfter(20);
    setReadyState("complete");
    observePaints();
    listModules('["/assets/framework-1.js"]');
    scheduleModuleDownloads();
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(preloads()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(preloads()).toHaveLength(1);
  });

  it("wait for a press on a page whose app this visitor does not need", () => {
    vi.useFakeTimers();
    pageArrivedAfter(SLOW_ARRIVAL_MS + 250);
    setReadyState("complete");
    observePaints()();
    document.documentElement.setAttribute("data-app-when-needed", "");
    listModules('["/assets/framework-1.js"]');
    scheduleModuleDownloads();
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    expect(preloads()).toHaveLength(0);
    requestAppModules(); // a press that needs the app
    expect(preloads()).toHaveLength(1);
  });

  it("are all requested at once on a slow network, and the loader need not wait", () => {
    pageArrivedAfter(SLOW_ARRIVAL_MS + 250);
    listModules('["/assets/framework-1.js","/assets/entry.client-2.js"]');
    scheduleModuleDownloads();
    expect(preloads().map((link) => link.getAttribute("href"))).toEqual([
      "/assets/framework-1.js",
      "/assets/entry.client-2.js",
    ]);
    expect(document.documentElement.hasAttribute("data-modules-requested")).toBe(true);
  });

  it("are requested once at a press that needs them sooner (a Play), and the waiting loader is told", () => {
    pageArrivedAfter(20);
    listModules('["/assets/framework-1.js","/assets/entry.client-2.js"]');
    scheduleModuleDownloads();
    const told = vi.fn();
    window.addEventListener(MODULES_REQUESTED_EVENT, told);
    requestAppModules();
    requestAppModules();
    window.removeEventListener(MODULES_REQUESTED_EVENT, told);
    expect(preloads()).toHaveLength(2);
    expect(told).toHaveBeenCalledOnce();
    expect(document.documentElement.hasAttribute("data-modules-requested")).toBe(true);
  });

  it("are not requested again once the app has taken over", () => {
    listModules('["/assets/framework-1.js"]');
    document.documentElement.setAttribute("data-hydrated", "");
    requestAppModules();
    expect(preloads()).toHaveLength(0);
  });

  it("ignore a missing or broken list", () => {
    pageArrivedAfter(SLOW_ARRIVAL_MS + 250);
    scheduleModuleDownloads();
    listModules("not json");
    scheduleModuleDownloads();
    expect(preloads()).toHaveLength(0);
  });

  it("judge the network by the browser's estimate, or by a late start of the page whatever it estimates", () => {
    pageArrivedAfter(20);
    expect(cameOverSlowNetwork({ effectiveType: "4g" })).toBe(false);
    expect(cameOverSlowNetwork({ effectiveType: "3g" })).toBe(true); // DevTools' Slow 4G, once it has samples
    expect(cameOverSlowNetwork({ effectiveType: "slow-2g" })).toBe(true);
    // An estimate without samples yet says 4g; Firefox and Safari estimate nothing.
    pageArrivedAfter(SLOW_ARRIVAL_MS - 1);
    expect(cameOverSlowNetwork({ effectiveType: "4g" })).toBe(false);
    expect(cameOverSlowNetwork(undefined)).toBe(false);
    pageArrivedAfter(SLOW_ARRIVAL_MS);
    expect(cameOverSlowNetwork({ effectiveType: "4g" })).toBe(true);
    expect(cameOverSlowNetwork({})).toBe(true);
    expect(cameOverSlowNetwork(undefined)).toBe(true);
  });
});
