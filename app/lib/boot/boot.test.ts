import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetMemoryStorage } from "../storage";
import { boot } from "./boot";
import { earlyPress, takeEarlyPress } from "./press-queue";

const root = document.documentElement;
const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const unlock = { category: "Paywall", action: "Clicked Unlock", label: "Monthly tsla", value: 4.99 };
const PAYMENT_LINK = "http://localhost:3001/checkout/paywall-monthly";

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

const attributes = (props: Record<string, string | undefined>) =>
  Object.entries(props)
    .map(([name, value]) => `${name}='${(value ?? "").replace(/'/g, "&#39;")}'`)
    .join(" ");

const checkoutLink = () =>
  mount(
    `<a href="${PAYMENT_LINK}" ${attributes(earlyPress.checkout(unlock, "unlock-paywall-monthly"))}>Monthly</a>`,
  ) as HTMLAnchorElement;

/** jsdom cannot navigate; the window sees the click before the boot script's document listener. */
function press(element: HTMLElement, init: MouseEventInit = {}) {
  window.addEventListener("click", (event) => event.preventDefault(), { capture: true, once: true });
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
}

beforeAll(() => {
  window.history.replaceState(null, "", "/?utm_source=news&utm_medium=mail");
  localStorage.setItem("signedIn", "true");
  boot({ landingPaths: ["/", "/home"], callbackPath: "/pricing", consentRequired: true });
});

afterEach(() => {
  document.body.innerHTML = "";
  root.removeAttribute("data-hydrated");
  root.removeAttribute("data-auth-pending");
  localStorage.removeItem("userId");
  resetMemoryStorage();
  delete window.earlyPresses;
  window.dataLayer = window.dataLayer?.slice(0, 1);
});

describe("boot script, before first paint", () => {
  it("flags the page: JavaScript runs, the variant, a remembered session, consent still to ask", () => {
    expect(root.hasAttribute("data-js")).toBe(true);
    expect(root.dataset.variant).toMatch(/^[ABC]$/);
    expect(localStorage.getItem("version")).toBe(root.dataset.variant);
    expect(root.hasAttribute("data-consent-pending")).toBe(true);
    expect(calls()[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied" })]);
    expect(JSON.parse(sessionStorage.getItem("arrivalUtm")!)).toEqual({ utm_source: "news", utm_medium: "mail" });
  });
});

describe("early presses", () => {
  it("a checkout link gets the visitor's attribution and records its event once, keeping it from React", () => {
    const link = checkoutLink();
    const reactRoot = vi.fn();
    document.body.addEventListener("click", reactRoot);
    press(link);
    press(link); // a second press while the page leaves does nothing

    const url = new URL(link.href);
    expect(url.searchParams.get("client_reference_id")).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(url.searchParams.get("client_reference_id")).toBe(localStorage.getItem("userId"));
    expect(url.searchParams.get("utm_source")).toBe("news");
    expect(calls().filter((call) => call[1] === "Clicked Unlock")).toEqual([
      ["event", "Clicked Unlock", { event_category: "Paywall", event_label: "Monthly tsla", value: 4.99 }],
    ]);
    expect(reactRoot).not.toHaveBeenCalled();
  });

  it("a checkout link opened in a new tab carries the attribution, without an event", () => {
    const link = checkoutLink();
    press(link, { ctrlKey: true });
    expect(new URL(link.href).searchParams.has("client_reference_id")).toBe(true);
    expect(calls().filter((call) => call[1] === "Clicked Unlock")).toEqual([]);
  });

  it("while a session is restored, a checkout or plan press is marked busy and queued for the app, once", () => {
    root.setAttribute("data-auth-pending", "");
    const link = checkoutLink();
    press(link);
    press(link);
    expect(link.getAttribute("aria-busy")).toBe("true");
    expect(window.earlyPresses).toEqual(["unlock-paywall-monthly"]);
    expect(calls().filter((call) => call[1] === "Clicked Unlock")).toEqual([]);
    expect(takeEarlyPress("unlock-paywall-monthly")).toBe(true);
    expect(link.hasAttribute("aria-busy")).toBe(false);
    expect(takeEarlyPress("unlock-paywall-monthly")).toBe(false);
  });

  it("a consent answer is applied at once: remembered, told to gtag, banner gone", () => {
    const accept = mount(`<button ${attributes(earlyPress.consent("granted"))}>Accept</button>`);
    press(accept);
    expect(localStorage.getItem("analyticsConsent")).toBe("granted");
    expect(calls().at(-1)).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "granted" })]);
    expect(root.hasAttribute("data-consent-pending")).toBe(false);
  });

  it("a media control plays its audio at once", () => {
    mount(`<div><button ${attributes(earlyPress.media("sample"))}>Play</button><audio id="sample"></audio></div>`);
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
    press(document.querySelector("button")!);
    expect(play).toHaveBeenCalledOnce();
  });

  it("once the app has hydrated, presses are React's alone", () => {
    root.setAttribute("data-hydrated", "");
    const link = checkoutLink();
    const reactRoot = vi.fn();
    document.body.addEventListener("click", reactRoot);
    press(link);
    expect(link.href).toBe(PAYMENT_LINK);
    expect(calls().filter((call) => call[1] === "Clicked Unlock")).toEqual([]);
    expect(reactRoot).toHaveBeenCalledOnce();
  });
});
