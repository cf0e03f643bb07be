// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetMemoryStorage } from "~/shared/browser/storage";
import { returnInChosenLanguage } from "~/features/languages/boot";
import { boot } from "./boot";
import { appWhenNeeded, experiment, handOff, moduleDownloads, paymentLinks, sample } from "./boot-steps";

// Every part, in boot-parts.ts's order, as the whole script has them; a page has its own (boot-parts.test.ts).
const everyPart = { experiment, sample, paymentLinks, handOff, appWhenNeeded, moduleDownloads };

const root = document.documentElement;
const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const settings = {
  landingPaths: ["/", "/home"],
  callbackPath: "/pricing",
  returnPaths: ["/success", "/failure"],
  consentRequired: true,
};

const whenNeededFlags = [
  "data-app-when-needed",
  "data-page-view-sent",
  "data-subscriber-pending",
  "data-modules-requested",
];

afterEach(() => {
  for (const flag of ["data-auth-pending", "data-consent-pending", "data-variant", "data-js", ...whenNeededFlags])
    root.removeAttribute(flag);
  document.getElementById("gtag-js")?.remove();
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
  delete window.dataLayer;
});

describe("boot script, before first paint", () => {
  beforeAll(() => window.history.replaceState(null, "", "/?utm_source=news&utm_medium=mail"));

  it("flags the page: JavaScript runs, the variant, consent still to ask; queues consent; remembers the campaign", () => {
    boot(settings, everyPart);
    expect(root.hasAttribute("data-js")).toBe(true);
    expect(root.dataset.variant).toMatch(/^[ABC]$/);
    expect(localStorage.getItem("version")).toBe(root.dataset.variant);
    expect(root.hasAttribute("data-consent-pending")).toBe(true);
    expect(calls()[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied" })]);
    // GA4's exposure of the headline drawn, after Consent Mode's default.
    expect(calls().slice(1)).toContainEqual([
      "event",
      "experience_impression",
      { exp_variant_string: root.dataset.variant },
    ]);
    expect(JSON.parse(sessionStorage.getItem("arrivalUtm")!)).toEqual({ utm_source: "news", utm_medium: "mail" });
    expect(root.hasAttribute("data-auth-pending")).toBe(false);
  });

  it("flags a remembered session, so the header hides Sign Up until the app knows", () => {
    localStorage.setItem("signedIn", "true");
    boot(settings, everyPart);
    expect(root.hasAttribute("data-auth-pending")).toBe(true);
    expect(sessionStorage.getItem("pendingLoginCallback")).toBeNull();
  });

  it("keeps the login callback for /signup, should the visitor press a plan before the app completes it", () => {
    window.history.replaceState(null, "", "/pricing?code=abc&state=xyz");
    boot(settings, everyPart);
    expect(root.hasAttribute("data-auth-pending")).toBe(true);
    expect(sessionStorage.getItem("pendingLoginCallback")).toBe("http://localhost:3000/pricing?code=abc&state=xyz");
  });

  it("leaves a remembered consent answer in force and asks nothing", () => {
    localStorage.setItem("analyticsConsent", "granted");
    boot(settings, everyPart);
    expect(root.hasAttribute("data-consent-pending")).toBe(false);
    expect(calls()[1]).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "granted" })]);
  });
});

it("draws no headline and reports no exposure off the landing page", () => {
  window.history.replaceState(null, "", "/pricing");
  boot(settings, everyPart);
  expect(root.hasAttribute("data-variant")).toBe(false);
  expect(calls().some(([, name]) => name === "experience_impression")).toBe(false);
});

describe("boot script, back from the checkout (one return address for every language)", () => {
  const back = (path: string) => ({ pathname: path, search: "?session_id=cs_test_1" });

  it("takes a visitor who chose another language to the return page in it, and does nothing else", () => {
    localStorage.setItem("language", "de");
    window.history.replaceState(null, "", "/success?session_id=cs_test_1");
    boot(settings, everyPart); // jsdom cannot navigate: it reports 'Not implemented: navigation' where a browser leaves
    expect(root.hasAttribute("data-js")).toBe(false);
    expect(returnInChosenLanguage(back("/success"), settings.returnPaths)).toBe("/de/success?session_id=cs_test_1");
    expect(returnInChosenLanguage(back("/failure"), settings.returnPaths)).toBe("/de/failure?session_id=cs_test_1");
  });

  it("follows the language this tab was showing before the checkout, over a choice made elsewhere", () => {
    window.history.replaceState(null, "", "/pt-br/play/tsla");
    boot(settings, everyPart); // the page the visitor left for the checkout from
    localStorage.setItem("language", "de");
    expect(returnInChosenLanguage(back("/success"), settings.returnPaths)).toBe("/pt-br/success?session_id=cs_test_1");
  });

  it("leaves the visitor where they are on other pages, in the chosen language or without a choice", () => {
    expect(returnInChosenLanguage(back("/success"), settings.returnPaths)).toBeUndefined();
    localStorage.setItem("language", "ja");
    expect(returnInChosenLanguage(back("/ja/success"), settings.returnPaths)).toBeUndefined();
    expect(returnInChosenLanguage(back("/pricing"), settings.returnPaths)).toBeUndefined();
    localStorage.setItem("language", "en");
    expect(returnInChosenLanguage(back("/fr/failure"), settings.returnPaths)).toBe("/failure?session_id=cs_test_1");
    window.history.replaceState(null, "", "/ja/success?session_id=cs_test_1");
    localStorage.setItem("language", "ja");
    boot(settings, everyPart);
    expect(root.hasAttribute("data-js")).toBe(true);
  });
});

describe("a page whose app runs only when needed", () => {
  it("for a visitor without a session: no app; the boot script keeps the visitor and sends the page view", () => {
    window.history.replaceState(null, "", "/de/legal/terms?code=secret&state=s&utm_source=news");
    root.setAttribute("data-app-when-needed", "");
    boot(settings, everyPart);
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

  it("counts the page once it is parsed, at the address its own script gave it (/failure becomes /glow)", () => {
    const parsing = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    window.history.replaceState(null, "", "/ja/failure");
    root.setAttribute("data-app-when-needed", "");
    boot(settings, everyPart);
    expect(root.hasAttribute("data-page-view-sent")).toBe(true);
    expect(calls().some(([, name]) => name === "page_view")).toBe(false);
    window.history.replaceState(null, "", "/ja/glow");
    parsing.mockRestore();
    document.dispatchEvent(new Event("DOMContentLoaded"));
    const views = calls().filter(([command, name]) => command === "event" && name === "page_view");
    expect(views).toEqual([["event", "page_view", expect.objectContaining({ page_path: "/ja/glow" })]]);
  });

  it("loads the tag once the page is idle when a measurement id is set", () => {
    vi.useFakeTimers();
    root.setAttribute("data-app-when-needed", "");
    boot({ ...settings, measurementId: "G-TEST" }, everyPart);
    expect(document.getElementById("gtag-js")).toBeNull(); // not before the page has loaded
    window.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(1600);
    vi.useRealTimers();
    expect(document.getElementById("gtag-js")?.getAttribute("src")).toContain("id=G-TEST");
  });

  it("for a visitor with a probable session: the app runs as on every page, and sends the page view itself", () => {
    localStorage.setItem("signedIn", "true");
    root.setAttribute("data-app-when-needed", "");
    boot(settings, everyPart);
    expect(root.hasAttribute("data-app-when-needed")).toBe(false);
    expect(root.hasAttribute("data-page-view-sent")).toBe(false);
    expect(calls().some(([, name]) => name === "page_view")).toBe(false);
  });

  it("for a browser that has paid, or a checkout handed on in the address: the app runs, to show what was bought", () => {
    localStorage.setItem("hasPaid", "true");
    root.setAttribute("data-app-when-needed", "");
    boot(settings, everyPart);
    expect(root.hasAttribute("data-app-when-needed")).toBe(false);
    expect(root.hasAttribute("data-page-view-sent")).toBe(false);

    localStorage.clear();
    window.history.replaceState(null, "", "/glow?session_id=cs_test_1");
    root.setAttribute("data-app-when-needed", "");
    boot(settings, everyPart);
    expect(root.hasAttribute("data-app-when-needed")).toBe(false);
  });

  it("leaves every other page to the app", () => {
    window.history.replaceState(null, "", "/pricing");
    boot(settings, everyPart);
    expect(root.hasAttribute("data-page-view-sent")).toBe(false);
    expect(calls().some(([, name]) => name === "page_view")).toBe(false);
  });
});
