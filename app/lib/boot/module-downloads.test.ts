import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFERRED_MODULES_ID, SLOW_ARRIVAL_MS, scheduleModuleDownloads } from "./module-downloads";

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")];

function listModules(json: string) {
  const list = Object.assign(document.createElement("script"), { type: "application/json", id: DEFERRED_MODULES_ID });
  list.textContent = json;
  document.head.append(list);
}

function pageArrivedAfter(ms: number) {
  vi.spyOn(performance, "now").mockReturnValue(ms);
}

afterEach(() => {
  document.head.innerHTML = "";
  delete window.appCodeRequested;
});

describe("the app's downloads", () => {
  it("wait for the page to load on a fast network, then are requested all at once", async () => {
    pageArrivedAfter(20);
    listModules('["/assets/framework-1.js","/assets/entry.client-2.js"]');
    scheduleModuleDownloads();
    expect(preloads()).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    await window.appCodeRequested;
    expect(preloads().map((link) => link.getAttribute("href"))).toEqual([
      "/assets/framework-1.js",
      "/assets/entry.client-2.js",
    ]);
    window.dispatchEvent(new Event("load"));
    expect(preloads()).toHaveLength(2);
  });

  it("start at once on a high-latency network", () => {
    pageArrivedAfter(SLOW_ARRIVAL_MS + 250);
    listModules('["/assets/framework-1.js"]');
    scheduleModuleDownloads();
    expect(preloads()).toHaveLength(1);
  });

  it("ignore a missing or broken list", () => {
    pageArrivedAfter(SLOW_ARRIVAL_MS + 250);
    scheduleModuleDownloads();
    listModules("not json");
    scheduleModuleDownloads();
    expect(preloads()).toHaveLength(0);
  });
});
