// @vitest-environment jsdom
// The landing beacon as the API receives it: a count without consent, the first headline with it,
// and a withdrawal once consent is taken back.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetMemoryStorage } from "~/shared/browser/storage";
import { reportConsent, reportExposure } from "./exposure";

let sent: unknown[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal("navigator", {
    ...navigator,
    sendBeacon: vi.fn((path: string, body: string) => {
      expect(path).toBe("/api/exposures");
      sent.push(JSON.parse(body));
      return true;
    }),
  });
});

afterEach(() => {
  localStorage.clear();
  resetMemoryStorage();
  vi.unstubAllGlobals();
});

describe("the landing beacon", () => {
  it("counts a visit without an id until analytics is agreed to, keeping the first headline meanwhile", () => {
    reportExposure("B", true);
    reportExposure("C", true);
    expect(sent).toEqual([{ variant: "B" }, { variant: "C" }]);
    expect(JSON.parse(localStorage.getItem("firstVersion")!)).toMatchObject({ variant: "B" });
  });

  it("records the first headline, not the latest, once analytics is agreed to, and forgets it on withdrawal", () => {
    reportExposure("B", true);
    const userId = localStorage.getItem("userId");
    localStorage.setItem("analyticsConsent", "granted");
    reportConsent("granted", null);
    reportExposure("A", true);
    const first = { clientId: localStorage.getItem("userId"), variant: "B", at: expect.any(String) };
    expect(sent.slice(1)).toEqual([{ first }, { variant: "A", first }]);
    expect(userId === null || userId === first.clientId).toBe(true);

    // The withdrawal goes by fetch, which answers (consent-withdrawal.test.ts).
    const withdrawn = vi.fn(async (_path: string, init: RequestInit) => {
      sent.push(JSON.parse(String(init.body)));
      return new Response(null, { status: 204 });
    });
    vi.stubGlobal("fetch", withdrawn);
    localStorage.setItem("analyticsConsent", "denied");
    reportConsent("denied", "granted");
    expect(withdrawn).toHaveBeenCalledWith("/api/exposures", expect.objectContaining({ keepalive: true }));
    expect(sent.at(-1)).toEqual({ withdraw: first.clientId });
    // Denied from the start: nothing to withdraw.
    reportConsent("denied", null);
    expect(sent).toHaveLength(4);
  });

  it("sends the first headline with every visit where consent is not required, and shrugs off garbage kept", () => {
    localStorage.setItem("firstVersion", "{not json");
    reportExposure("C", false);
    expect(sent).toEqual([
      { variant: "C", first: { clientId: expect.stringMatching(/^\w{9}$/), variant: "C", at: expect.any(String) } },
    ]);
  });

  it("waits after the page's load until its first contentful paint is on the screen, or its leaving, and sends once", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    type Report = (list: { getEntriesByName(name: string): unknown[] }, observer: { disconnect(): void }) => void;
    let report: Report | undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      "PerformanceObserver",
      Object.assign(
        vi.fn(function (this: object, callback: Report) {
          report = callback;
          return Object.assign(this, { observe });
        }),
        { supportedEntryTypes: ["paint"] },
      ),
    );
    reportExposure("A", true);
    window.dispatchEvent(new Event("load"));
    expect(observe).toHaveBeenCalledWith({ type: "paint", buffered: true });
    const observer = { disconnect: vi.fn() };
    report!({ getEntriesByName: () => [] }, observer); // the first paint, with no content yet
    expect(sent).toEqual([]);
    report!({ getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) }, observer);
    expect(sent).toEqual([{ variant: "A" }]);
    expect(observer.disconnect).toHaveBeenCalled();

    reportExposure("B", true);
    window.dispatchEvent(new Event("pagehide"));
    window.dispatchEvent(new Event("load"));
    report!({ getEntriesByName: () => [{}] }, observer);
    expect(sent).toEqual([{ variant: "A" }, { variant: "B" }]);
    readyState.mockRestore();
  });
});
