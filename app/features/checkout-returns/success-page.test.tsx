// @vitest-environment jsdom
// /success's script against the page's own markup: the screen the provider's answer calls for, the
// welcome it goes on to, and a Continue pressed before the answer, which takes the checkout along.
import { cleanup, render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetMemoryStorage } from "~/shared/browser/storage";
import { en } from "~/shared/content/en";
import { SuccessScreens } from "./success-screens";
import { startSuccessPage } from "./success-page";

const purchase = { transactionId: "cs_test_1", offer: "pro-annual", value: 36, currency: "USD" };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** The page as prerendered, at `/success` with `search` in the address. */
function renderPage(search: string) {
  window.history.replaceState(null, "", `/success${search}`);
  document.documentElement.setAttribute("data-js", ""); // the boot script ran
  // React says, rightly, that a script it renders in the browser never runs: the page's is prerendered.
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const Stub = createRoutesStub([{ path: "/success", Component: () => <SuccessScreens copy={en.checkout} /> }]);
  render(<Stub initialEntries={["/success"]} />);
}

const at = (path: string) => new URL(path, window.location.origin).href;

/** The events the page queued for GA4, by name. */
const events = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter(([command]) => command === "event")
    .map(([, name]) => name);

const shown = () =>
  [...document.querySelectorAll<HTMLElement>("[data-success-screen]")]
    .filter((screen) => !screen.hidden)
    .map((screen) => screen.dataset.successScreen);

let leave: ReturnType<typeof vi.fn<(href: string) => void>>;
beforeEach(() => {
  leave = vi.fn<(href: string) => void>();
});
afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute("data-js");
  localStorage.clear();
  resetMemoryStorage();
  delete window.dataLayer;
});

describe("/success's script", () => {
  it("records a confirmed payment, then puts the welcome for what was bought in the page's place", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, { state: "confirmed", ...purchase })),
    );
    localStorage.setItem("version", "B");
    renderPage("?session_id=cs_test_1");
    expect(shown()).toEqual(["confirming"]);
    startSuccessPage(leave);
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(at("/glow?bought=plan")));
    expect(localStorage.getItem("hasPaid")).toBe("true");
    expect(events()).toEqual(["page_view", "Paid for Glow Up"]);
    // /glow welcomes it at once, also for a signed-in buyer (paid-welcome.ts).
    expect(sessionStorage.getItem("justConfirmed")).toBe("plan");
  });

  it("hands a confirmed payment on to /glow where this browser cannot keep it, recording nothing here", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(200, { state: "confirmed", ...purchase })),
    );
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    renderPage("?session_id=cs_test_1");
    startSuccessPage(leave);
    await vi.waitFor(() => expect(leave).toHaveBeenCalledWith(at("/glow?session_id=cs_test_1")));
    expect(events()).toEqual(["page_view"]);
  });

  it("says what happened when there is nothing to confirm, and records nothing", async () => {
    const fetchFn = vi.fn(async () => json(200, { state: "confirmed", ...purchase }));
    vi.stubGlobal("fetch", fetchFn);
    renderPage("?session_id=not-a-session");
    startSuccessPage(leave);
    await vi.waitFor(() => expect(shown()).toEqual(["missing"]));
    expect(fetchFn).not.toHaveBeenCalled();
    expect(leave).not.toHaveBeenCalled();
    expect(localStorage.getItem("hasPaid")).toBe("false");
  });

  it("asks again on the retry button when the provider was out of reach", async () => {
    const fetchFn = vi.fn(async () => json(503, { state: "unreachable" }));
    vi.stubGlobal("fetch", fetchFn);
    renderPage("?session_id=cs_test_1");
    startSuccessPage(leave);
    await vi.waitFor(() => expect(shown()).toEqual(["unreachable"]));
    fetchFn.mockImplementation(async () => json(200, { state: "open" }));
    document.querySelector<HTMLButtonElement>("[data-retry-confirmation]")!.click();
    await vi.waitFor(() => expect(shown()).toEqual(["not-completed"]));
    expect(fetchFn).toHaveBeenCalledTimes(2);
  });

  it("goes on to /glow at a press of Continue, taking the checkout along; a press for a new tab is the browser's", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderPage("?session_id=cs_test_1");
    startSuccessPage(leave);
    const link = document.querySelector<HTMLAnchorElement>("a[data-continue-to-glow]")!;
    // jsdom cannot follow a link: what the browser would do is left undone here.
    document.addEventListener("click", (event) => event.preventDefault(), { once: true });
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(leave).not.toHaveBeenCalled();
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    expect(leave).toHaveBeenCalledWith(at("/glow?session_id=cs_test_1"));
  });

  it("does nothing on a page the boot script is leaving for the visitor's language", () => {
    const fetchFn = vi.fn(async () => json(200, { state: "confirmed", ...purchase }));
    vi.stubGlobal("fetch", fetchFn);
    renderPage("?session_id=cs_test_1");
    document.documentElement.removeAttribute("data-js");
    startSuccessPage(leave);
    expect(fetchFn).not.toHaveBeenCalled();
    expect(window.dataLayer ?? []).toEqual([]);
  });
});
