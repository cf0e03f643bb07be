// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { InvalidEventError, resetAnalytics, trackEvent, trackPageView, type AnalyticsEvent } from "./analytics";
import { analyticsEvents } from "./analytics-events";
import { pageLocation } from "./page-views";
import { resetMemoryStorage } from "~/shared/browser/storage";

afterEach(() => {
  delete window.dataLayer;
  localStorage.clear();
  resetMemoryStorage();
  resetAnalytics();
});

const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const events = () => calls().filter((call) => call[0] === "event");

describe("analytics", () => {
  it("queues the consent default (denied) before anything else", () => {
    trackPageView("/", "default");
    expect(calls()[0]).toEqual([
      "consent",
      "default",
      expect.objectContaining({ analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied" }),
    ]);
    expect(calls()[1]).toEqual(["set", { page_location: expect.any(String) }]);
    expect(calls()[2]).toEqual(["event", "page_view", expect.objectContaining({ page_path: "/" })]);
  });

  it("never sends a login's code, state or errors in the page's address", () => {
    window.history.replaceState(
      null,
      "",
      "/pricing?code=abc123&state=xyz&iss=https%3A%2F%2Fid.example%2F&utm_source=ad",
    );
    trackPageView("/pricing", "login-return");
    const sent = JSON.stringify(calls());
    expect(sent).not.toMatch(/abc123|xyz|id\.example/);
    expect(calls()).toContainEqual(["set", { page_location: `${window.location.origin}/pricing?utm_source=ad` }]);
    expect(pageLocation("https://site.example/de/pricing?error=access_denied&error_description=nope")).toBe(
      "https://site.example/de/pricing",
    );
    // Nor a checkout's id, in /success's and a handed-on /glow's address.
    expect(pageLocation("https://site.example/glow?session_id=cs_live_a1")).toBe("https://site.example/glow");
    window.history.replaceState(null, "", "/");
  });

  it("replays a remembered consent choice right after the default", () => {
    localStorage.setItem("analyticsConsent", "granted");
    trackPageView("/", "default");
    expect(calls()[1]).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "granted" })]);
  });

  it("pushes events in the gtag contract, as arguments objects, with the currency of a money value", () => {
    trackEvent(analyticsEvents.clickedUnlock("monthly", "tsla", 4.99, "EUR"));
    trackEvent(analyticsEvents.clickedSignUp("hero"));
    expect(events()).toEqual([
      [
        "event",
        "Clicked Unlock",
        { event_category: "Paywall", event_label: "Monthly tsla", value: 4.99, currency: "EUR" },
      ],
      ["event", "Clicked Sign Up", { event_category: "Sign Up", event_label: "hero", value: 1 }],
    ]);
    expect(window.dataLayer!.every((entry) => !Array.isArray(entry))).toBe(true);
  });

  it("labels the product's events", () => {
    expect(analyticsEvents.clickedSignUp("hero").action).toBe("Clicked Sign Up");
    expect(analyticsEvents.clickedUnlock("yearly", "doge", 450, "JPY")).toMatchObject({
      label: "Annual doge",
      value: 450,
      currency: "JPY",
    });
    expect(analyticsEvents.paidForGlowUp("B")).toMatchObject({ action: "Paid for Glow Up", label: "B" });
  });

  it("sends one page view per navigation, including /play/{id}", () => {
    trackPageView("/play/gme", "k1");
    trackPageView("/play/gme", "k1"); // StrictMode's second effect run
    trackPageView("/play/gme", "k2", true); // same page, query string dropped in place
    trackPageView("/pricing", "k3");
    expect(events().map((call) => (call[2] as { page_path: string }).page_path)).toEqual(["/play/gme", "/pricing"]);
  });

  it.each([
    [{ action: "Clicked", value: 1 }, "a category"],
    [{ category: "Paywall", action: " ", value: 1 }, "an action"],
    [{ category: "Paywall", action: "Clicked" }, "a numeric value"],
    [{ category: "Paywall", action: "Clicked", value: Number.NaN }, "a numeric value"],
  ])("refuses an event without category, action or numeric value (%o)", (event, missing) => {
    expect(() => trackEvent(event as AnalyticsEvent)).toThrowError(InvalidEventError);
    expect(() => trackEvent(event as AnalyticsEvent)).toThrowError(`needs ${missing}`);
    expect(events()).toHaveLength(0);
  });
});
