import { afterEach, describe, expect, it, vi } from "vitest";
import {
  cameOverSlowNetwork,
  DEFERRED_MODULES_ID,
  MODULES_REQUESTED_EVENT,
  requestAppModules,
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

afterEach(() => {
  document.head.innerHTML = "";
  document.documentElement.removeAttribute("data-modules-requested");
  document.documentElement.removeAttribute("data-hydrated");
});

describe("the app's downloads", () => {
  it("are left to React Router's loader (after load) on a fast network", () => {
    pageArrivedAfter(20);
    listModules('["/assets/framework-1.js","/assets/entry.client-2.js"]');
    scheduleModuleDownloads();
    expect(preloads()).toHaveLength(0);
    expect(document.documentElement.hasAttribute("data-modules-requested")).toBe(false);
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

  it("judge the network by the browser's estimate where there is one, not by a slow start of the page", () => {
    pageArrivedAfter(SLOW_ARRIVAL_MS + 250); // a busy CPU, or a fresh renderer process
    expect(cameOverSlowNetwork({ effectiveType: "4g" })).toBe(false);
    pageArrivedAfter(1000); // an estimate without samples; the page was a second in coming
    expect(cameOverSlowNetwork({ effectiveType: "4g" })).toBe(true);
    pageArrivedAfter(20);
    expect(cameOverSlowNetwork({ effectiveType: "3g" })).toBe(true); // DevTools' Slow 4G estimates as 3g
    expect(cameOverSlowNetwork({ effectiveType: "slow-2g" })).toBe(true);
    // Firefox and Safari estimate nothing: the boot script's own start decides.
    expect(cameOverSlowNetwork({})).toBe(false);
    pageArrivedAfter(SLOW_ARRIVAL_MS + 250);
    expect(cameOverSlowNetwork(undefined)).toBe(true);
  });
});
