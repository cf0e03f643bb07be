import { afterEach, describe, expect, it } from "vitest";
import { InvalidEventError, trackEvent, trackPageView, type AnalyticsEvent } from "./analytics";
import { analyticsEvents } from "./analytics-events";

afterEach(() => {
  delete window.dataLayer;
});

const pushed = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe("analytics", () => {
  it("pushes events in the gtag contract", () => {
    trackEvent(analyticsEvents.clickedUnlock("monthly", "tsla", 4.99));
    expect(pushed()).toEqual([
      ["event", "Clicked Unlock", { event_category: "Paywall", event_label: "Monthly tsla", value: 4.99 }],
    ]);
    expect(Array.isArray(window.dataLayer![0])).toBe(false); // gtag.js reads `arguments` objects
  });

  it("labels the spec's events", () => {
    expect(analyticsEvents.clickedSignUp("hero").action).toBe("Clicked Sign Up");
    expect(analyticsEvents.clickedUnlock("yearly", "doge", 2.99).label).toBe("Annual doge");
    expect(analyticsEvents.paidForGlowUp("B")).toMatchObject({ action: "Paid for Glow Up", label: "B" });
  });

  it("records page views with their path", () => {
    trackPageView("/play/gme");
    expect(pushed()[0]).toEqual(["event", "page_view", expect.objectContaining({ page_path: "/play/gme" })]);
  });

  it.each([
    [{ action: "Clicked", value: 1 }, "a category"],
    [{ category: "Paywall", action: " ", value: 1 }, "an action"],
    [{ category: "Paywall", action: "Clicked" }, "a numeric value"],
    [{ category: "Paywall", action: "Clicked", value: Number.NaN }, "a numeric value"],
  ])("refuses an event without category, action or numeric value (%o)", (event, missing) => {
    expect(() => trackEvent(event as AnalyticsEvent)).toThrowError(InvalidEventError);
    expect(() => trackEvent(event as AnalyticsEvent)).toThrowError(`needs ${missing}`);
    expect(window.dataLayer ?? []).toHaveLength(0);
  });
});
