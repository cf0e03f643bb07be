import { afterEach, describe, expect, it, vi } from "vitest";
import { resetMemoryStorage } from "~/shared/storage";
import { boot } from "./boot";

const root = document.documentElement;
const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const settings = {
  landingPaths: ["/", "/home"],
  callbackPath: "/pricing",
  returnPaths: ["/success", "/failure"],
  consentRequired: true,
};
const pageFlags = ["data-app-when-needed", "data-page-view-sent", "data-auth-pending", "data-subscriber-pending"];

afterEach(() => {
  for (const flag of [...pageFlags, "data-consent-pending", "data-js", "data-modules-requested"])
    root.removeAttribute(flag);
  document.getElementById("gtag-js")?.remove();
  localStorage.clear();
  resetMemoryStorage();
  delete window.dataLayer;
});

describe("a page whose app runs only when needed", () => {
  it("for a visitor without a session: no app; the boot script keeps the visitor and sends the page view", () => {
    window.history.replaceState(null, "", "/de/legal/terms?code=secret&state=s&utm_source=news");
    root.setAttribute("data-app-when-needed", "");
    boot(settings);
    expect(root.hasAttribute("data-app-when-needed")).toBe(true);
    expect(root.hasAttribute("data-page-view-sent")).toBe(true);
    expect(localStorage.getItem("userId")).toMatch(/^[A-Za-z0-9]{9}$/);
    const sent = calls();
    // Consent Mode's default first, then one page view, its address without the login's parameters.
    expect(sent[0]!.slice(0, 2)).toEqual(["consent", "default"]);
    const views = sent.filter(([command, name]) => command === "event" && name === "page_view");
    expect(views).toEqual([
      [
        "event",
        "page_view",
        expect.objectContaining({
          page_path: "/de/legal/terms",
          page_location: "http://localhost:3000/de/legal/terms?utm_source=news",
        }),
      ],
    ]);
  });

  it("loads the tag once the page is idle when a measurement id is set", () => {
    vi.useFakeTimers();
    root.setAttribute("data-app-when-needed", "");
    boot({ ...settings, measurementId: "G-TEST" });
    expect(document.getElementById("gtag-js")).toBeNull(); // not before the page has loaded
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(1600);
    vi.useRealTimers();
    expect(document.getElementById("gtag-js")?.getAttribute("src")).toContain("id=G-TEST");
  });

  it("for a visitor with a probable session: the app runs as on every page, and sends the page view itself", () => {
    localStorage.setItem("signedIn", "true");
    root.setAttribute("data-app-when-needed", "");
    boot(settings);
    expect(root.hasAttribute("data-app-when-needed")).toBe(false);
    expect(root.hasAttribute("data-page-view-sent")).toBe(false);
    expect(calls().some(([, name]) => name === "page_view")).toBe(false);
  });

  it("leaves every other page to the app", () => {
    boot(settings);
    expect(root.hasAttribute("data-page-view-sent")).toBe(false);
    expect(calls().some(([, name]) => name === "page_view")).toBe(false);
  });
});
