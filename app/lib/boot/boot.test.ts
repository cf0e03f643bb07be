import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { boot } from "./boot";

const root = document.documentElement;
const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const settings = {
  landingPaths: ["/", "/home"],
  callbackPath: "/pricing",
  handOffPath: "/signup",
  consentRequired: true,
};

afterEach(() => {
  for (const flag of ["data-auth-pending", "data-consent-pending", "data-variant", "data-js"])
    root.removeAttribute(flag);
  localStorage.clear();
  sessionStorage.clear();
  delete window.dataLayer;
});

describe("boot script, before first paint", () => {
  beforeAll(() => window.history.replaceState(null, "", "/?utm_source=news&utm_medium=mail"));

  it("flags the page: JavaScript runs, the variant, consent still to ask; queues consent; remembers the campaign", () => {
    boot(settings);
    expect(root.hasAttribute("data-js")).toBe(true);
    expect(root.dataset.variant).toMatch(/^[ABC]$/);
    expect(localStorage.getItem("version")).toBe(root.dataset.variant);
    expect(root.hasAttribute("data-consent-pending")).toBe(true);
    expect(calls()[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied" })]);
    expect(JSON.parse(sessionStorage.getItem("arrivalUtm")!)).toEqual({ utm_source: "news", utm_medium: "mail" });
    expect(root.hasAttribute("data-auth-pending")).toBe(false);
  });

  it("flags a remembered session, so the header hides Sign Up until the app knows", () => {
    localStorage.setItem("signedIn", "true");
    boot(settings);
    expect(root.hasAttribute("data-auth-pending")).toBe(true);
    expect(sessionStorage.getItem("pendingLoginCallback")).toBeNull();
  });

  it("keeps the login callback for /signup, should the visitor press a plan before the app completes it", () => {
    window.history.replaceState(null, "", "/pricing?code=abc&state=xyz");
    boot(settings);
    expect(root.hasAttribute("data-auth-pending")).toBe(true);
    expect(sessionStorage.getItem("pendingLoginCallback")).toBe("http://localhost:3000/pricing?code=abc&state=xyz");
  });

  it("leaves a remembered consent answer in force and asks nothing", () => {
    localStorage.setItem("analyticsConsent", "granted");
    boot(settings);
    expect(root.hasAttribute("data-consent-pending")).toBe(false);
    expect(calls()[1]).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "granted" })]);
  });
});
