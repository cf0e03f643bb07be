// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import type * as ConfigModule from "~/config";

// A build with a GA4 measurement id (the default build has none).
vi.mock("~/config", async (importOriginal) => {
  const actual = await importOriginal<typeof ConfigModule>();
  return {
    ...actual,
    config: { ...actual.config, analytics: { measurementId: "G-TEST1234", consentRequired: true } },
  };
});

const { loadTagWhenIdle, resetAnalytics } = await import("./analytics");

afterEach(() => {
  delete window.dataLayer;
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  resetAnalytics();
});

const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe("gtag.js", () => {
  it("is loaded once, when the page is idle, after consent defaults and config", async () => {
    localStorage.setItem("userId", "Abc123xyz");
    vi.stubGlobal("requestIdleCallback", (callback: () => void) => setTimeout(callback, 0));
    loadTagWhenIdle();
    loadTagWhenIdle();
    expect(document.head.querySelectorAll("script")).toHaveLength(0);
    await vi.waitFor(() => expect(document.head.querySelectorAll("script")).toHaveLength(1));
    expect(calls().map((call) => call[0])).toEqual(["consent", "js", "config"]);
    // The visitor's id is GA's client id, as the server's Measurement Protocol hits use it.
    expect(calls()[2]).toEqual(["config", "G-TEST1234", { send_page_view: false, client_id: "Abc123xyz" }]);
    expect(document.head.querySelector("script")?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST1234");
  });
});
