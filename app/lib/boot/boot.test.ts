import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { resetMemoryStorage } from "../storage";
import { boot } from "./boot";
import { earlyPress, takeEarlyPress } from "./press-queue";

const root = document.documentElement;
const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

function mount(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body.firstElementChild as HTMLElement;
}

function attributes(props: Record<string, string>): string {
  return Object.entries(props)
    .map(([name, value]) => `${name}='${value.replace(/'/g, "&#39;")}'`)
    .join(" ");
}

beforeAll(() => {
  window.history.replaceState(null, "", "/?utm_source=news&utm_medium=mail");
  localStorage.setItem("signedIn", "true");
  boot({ landingPaths: ["/", "/home"], consentRequired: true });
});

afterEach(() => {
  document.body.innerHTML = "";
  root.removeAttribute("data-hydrated");
  localStorage.removeItem("userId");
  resetMemoryStorage();
});

describe("boot script, before first paint", () => {
  it("flags the page: JavaScript runs, the variant, a remembered session, consent still to ask", () => {
    expect(root.hasAttribute("data-js")).toBe(true);
    expect(root.dataset.variant).toMatch(/^[ABC]$/);
    expect(localStorage.getItem("version")).toBe(root.dataset.variant);
    expect(root.hasAttribute("data-auth-pending")).toBe(true);
    expect(root.hasAttribute("data-consent-pending")).toBe(true);
  });

  it("queues Consent Mode's default first and remembers the arrival's campaign", () => {
    expect(calls()[0]).toEqual(["consent", "default", expect.objectContaining({ analytics_storage: "denied" })]);
    expect(JSON.parse(sessionStorage.getItem("arrivalUtm")!)).toEqual({ utm_source: "news", utm_medium: "mail" });
  });
});

describe("early presses", () => {
  const unlock = { category: "Paywall", action: "Clicked Unlock", label: "Monthly tsla", value: 4.99 };

  it("a checkout link gets the visitor's attribution and records its event once, keeping it from React", () => {
    const link = mount(
      `<a href="http://localhost:3001/checkout/paywall-monthly" ${attributes(earlyPress.checkout(unlock))}>Monthly</a>`,
    ) as HTMLAnchorElement;
    const reactRoot = vi.fn();
    document.body.addEventListener("click", reactRoot);
    // jsdom cannot navigate; the window sees the click before the boot script's document listener.
    window.addEventListener("click", (event) => event.preventDefault(), { capture: true, once: true });
    link.click();

    const url = new URL(link.href);
    expect(url.searchParams.get("client_reference_id")).toMatch(/^[A-Za-z0-9]{9}$/);
    expect(url.searchParams.get("client_reference_id")).toBe(localStorage.getItem("userId"));
    expect(url.searchParams.get("utm_source")).toBe("news");
    expect(calls().filter((call) => call[1] === "Clicked Unlock")).toEqual([
      ["event", "Clicked Unlock", { event_category: "Paywall", event_label: "Monthly tsla", value: 4.99 }],
    ]);
    expect(reactRoot).not.toHaveBeenCalled();
  });

  it("a control that needs the app is marked busy and queued once, until the app takes it", () => {
    const button = mount(`<button ${attributes(earlyPress.queue("consent-granted"))}>Accept</button>`);
    button.click();
    button.click();
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(window.earlyPresses).toEqual(["consent-granted"]);
    expect(takeEarlyPress("consent-granted")).toBe(true);
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(takeEarlyPress("consent-granted")).toBe(false);
  });

  it("a media control plays its audio at once", () => {
    mount(`<div><button ${attributes(earlyPress.media("sample"))}>Play</button><audio id="sample"></audio></div>`);
    const play = vi.spyOn(HTMLMediaElement.prototype, "play").mockResolvedValue();
    document.querySelector("button")!.click();
    expect(play).toHaveBeenCalledOnce();
  });

  it("once the app has hydrated, presses are React's alone", () => {
    root.setAttribute("data-hydrated", "");
    const button = mount(`<button ${attributes(earlyPress.queue("log-out"))}>Log out</button>`);
    const reactRoot = vi.fn();
    document.body.addEventListener("click", reactRoot);
    button.click();
    expect(button.hasAttribute("aria-busy")).toBe(false);
    expect(takeEarlyPress("log-out")).toBe(false);
    expect(reactRoot).toHaveBeenCalledOnce();
  });

  it("leaves a modified click (open in a new tab) to the browser", () => {
    const button = mount(`<button ${attributes(earlyPress.queue("consent-denied"))}>Reject</button>`);
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, ctrlKey: true }));
    expect(takeEarlyPress("consent-denied")).toBe(false);
  });
});
