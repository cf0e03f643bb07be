// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { analyticsEvents } from "./analytics-events";
import { LEAVE_TIMEOUT_MS, sendBeforeLeaving } from "./gtag-queue";

const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const signUp = analyticsEvents.clickedSignUp("hero");

afterEach(() => {
  delete window.dataLayer;
  document.head.querySelectorAll("script").forEach((script) => script.remove());
  vi.useRealTimers();
});

describe("an event sent right before leaving", () => {
  it("goes by beacon, and nothing holds the page without a measurement id", async () => {
    await sendBeforeLeaving(signUp, undefined);
    expect(calls()).toEqual([
      ["event", "Clicked Sign Up", expect.objectContaining({ event_label: "hero", transport_type: "beacon" })],
    ]);
    expect(document.getElementById("gtag-js")).toBeNull();
  });

  it("with one, loads gtag.js once and waits for the hit, at most the leave timeout", async () => {
    vi.useFakeTimers();
    let left = false;
    void sendBeforeLeaving(signUp, "G-TEST1234").then(() => (left = true));
    void sendBeforeLeaving(signUp, "G-TEST1234");
    expect(document.querySelectorAll("#gtag-js")).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LEAVE_TIMEOUT_MS - 10);
    expect(left).toBe(false);
    const [, , params] = calls().find((call) => call[1] === "Clicked Sign Up")!;
    (params as { event_callback: () => void }).event_callback(); // gtag.js: the hit went out
    await vi.advanceTimersByTimeAsync(0);
    expect(left).toBe(true);
  });

  it("is not sent without a category, an action and a numeric value, and the page goes on at once", async () => {
    for (const broken of [
      { ...signUp, category: " " },
      { ...signUp, action: "" },
      { ...signUp, value: Number.NaN },
      { ...signUp, value: "1" as unknown as number },
    ]) {
      await sendBeforeLeaving(broken, "G-TEST1234");
    }
    expect(calls().filter((call) => call[0] === "event")).toEqual([]);
    expect(document.getElementById("gtag-js")).toBeNull();
  });
});
