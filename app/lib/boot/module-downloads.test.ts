import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFERRED_MODULES_ID, LATEST_DOWNLOAD_START_MS, scheduleModuleDownloads } from "./module-downloads";

const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]")];

function listModules(json: string) {
  const list = Object.assign(document.createElement("script"), { type: "application/json", id: DEFERRED_MODULES_ID });
  list.textContent = json;
  document.head.append(list);
}

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = "";
});

describe("the app's downloads", () => {
  it("are requested once, in parallel, at the latest a second into the page load", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame", "performance"] });
    listModules('["/assets/framework-1.js","/assets/entry.client-2.js"]');
    scheduleModuleDownloads();
    expect(preloads()).toHaveLength(0);
    vi.advanceTimersByTime(LATEST_DOWNLOAD_START_MS);
    expect(preloads().map((link) => link.getAttribute("href"))).toEqual([
      "/assets/framework-1.js",
      "/assets/entry.client-2.js",
    ]);
    vi.runAllTimers();
    expect(preloads()).toHaveLength(2);
  });

  it("ignore a broken list", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame", "performance"] });
    listModules("not json");
    scheduleModuleDownloads();
    vi.runAllTimers();
    expect(preloads()).toHaveLength(0);
  });
});
