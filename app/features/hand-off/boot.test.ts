// @vitest-environment jsdom
// The hand-off's press control (boot.ts), with the module's download and the way to /signup faked:
// which presses the page takes on, what it shows meanwhile, and where a failure goes.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { installPageControls } from "~/shared/page/page-controls";
import { resetMemoryStorage } from "~/shared/browser/storage";
import {
  APP_HAND_OFF_EVENT,
  handOffHereControl,
  handOffLink,
  PRESS_AGAIN_MS,
  PressDeclined,
  type AppHandOffRequest,
  type HandOffModule,
} from "./boot";

const settings = { module: "/assets/hand-off-abc.js", probeUrl: "http://id.example/.well-known/openid-configuration" };
const load = vi.fn<(url: string) => Promise<HandOffModule>>();
const follow = vi.fn<(href: string) => void>();
const handOffHere = vi.fn<HandOffModule["handOffHere"]>();
const reload = vi.fn<() => void>();

beforeAll(() => {
  const deps = { load: (url: string) => load(url), follow: (href: string) => follow(href), reload: () => reload() };
  installPageControls([handOffHereControl(settings, deps)]);
});

beforeEach(() => {
  // The app has loaded: the page's downloads are done (a press before that: below).
  document.documentElement.setAttribute("data-hydrated", "");
  handOffHere.mockResolvedValue(undefined); // the hand-off under way: the browser is leaving
});

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
  sessionStorage.clear();
  resetMemoryStorage();
  vi.unstubAllGlobals();
  // A page shown again from the back/forward cache: the links work again (and the next test starts afresh).
  window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
  load.mockReset();
  follow.mockReset();
  handOffHere.mockReset();
  reload.mockReset();
  for (const flag of ["data-hydrated", "data-leaving"]) document.documentElement.removeAttribute(flag);
});

function signUpLink(): HTMLAnchorElement {
  document.body.innerHTML = `<a href="/de/signup?from=hero" data-hand-off-link>Ersten Song erstellen</a>`;
  return document.querySelector("a")!;
}

/**
 * A press, and whether the control kept the browser from following the link. The document hears
 * it just after the control (on the window, in the capture phase), and then keeps the page: jsdom
 * cannot navigate.
 */
function press(element: HTMLElement, init: MouseEventInit = {}) {
  let prevented = false;
  const look = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener("click", look, { capture: true, once: true });
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ...init }));
  return { prevented };
}

function probe() {
  const fetch = vi.fn(async () => new Response("{}"));
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

describe("a sign-up press on the page itself", () => {
  it("asks the provider and fetches the hand-off side by side, then hands it the link; the link shows it is on its way", async () => {
    const fetch = probe();
    load.mockResolvedValue({ handOffHere });
    const link = signUpLink();
    expect(handOffLink).toEqual({ "data-hand-off-link": "" });
    expect(press(link).prevented).toBe(true);
    expect(fetch).toHaveBeenCalledWith(settings.probeUrl, expect.anything());
    expect(load).toHaveBeenCalledWith(settings.module);
    expect(link.getAttribute("aria-busy")).toBe("true");
    await vi.waitFor(() => expect(handOffHere).toHaveBeenCalledWith(link.href, expect.any(Promise)));
    expect(follow).not.toHaveBeenCalled();
  });

  it("before the app has loaded, stops the page's downloads for the hand-off's, and loads afresh if shown again", async () => {
    document.documentElement.removeAttribute("data-hydrated");
    const stop = vi.spyOn(window, "stop");
    probe();
    load.mockResolvedValue({ handOffHere });
    press(signUpLink());
    expect(stop).toHaveBeenCalled();
    // Its loader lets the stopped downloads go (scripts/postbuild/defer-hydration.ts).
    expect(document.documentElement.hasAttribute("data-leaving")).toBe(true);
    expect(stop.mock.invocationCallOrder[0]).toBeLessThan(load.mock.invocationCallOrder[0]!);
    await vi.waitFor(() => expect(handOffHere).toHaveBeenCalled());
    // Back from the hosted login, from the back/forward cache: the stopped page starts again.
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("after the app has loaded, leaves the page as it is, and the link works again when shown again", async () => {
    const stop = vi.spyOn(window, "stop");
    probe();
    load.mockResolvedValue({ handOffHere });
    const link = signUpLink();
    press(link);
    expect(stop).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(handOffHere).toHaveBeenCalledTimes(1));
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(reload).not.toHaveBeenCalled();
    expect(link.hasAttribute("aria-busy")).toBe(false);
    press(link);
    await vi.waitFor(() => expect(handOffHere).toHaveBeenCalledTimes(2));
  });

  it("takes a second press for the first: one hand-off", async () => {
    probe();
    load.mockResolvedValue({ handOffHere });
    const link = signUpLink();
    press(link);
    expect(press(link).prevented).toBe(true);
    await vi.waitFor(() => expect(handOffHere).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("follows the link to /signup, which tries again and says why, when the module cannot be downloaded or declines", async () => {
    probe();
    load.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const link = signUpLink();
    press(link);
    await vi.waitFor(() => expect(follow).toHaveBeenCalledWith(link.href));
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    // Declined before it recorded anything, known by name: the module's class of it is another bundle's.
    const declined = Object.assign(new Error("not mine"), { name: new PressDeclined().name });
    load.mockResolvedValue({ handOffHere: handOffHere.mockRejectedValue(declined) });
    press(link);
    await vi.waitFor(() => expect(follow).toHaveBeenCalledTimes(2));
    expect(follow).toHaveBeenLastCalledWith(link.href);
  });

  it("follows the link when the hand-off cannot send the visitor on, saying the press was recorded already", async () => {
    probe();
    load.mockResolvedValue({ handOffHere: handOffHere.mockRejectedValue(new TypeError("Failed to fetch")) });
    const link = signUpLink();
    press(link);
    await vi.waitFor(() => expect(follow).toHaveBeenCalledWith(`${link.href}&recorded=1`));
  });

  it("follows the link when pressed again a while after a press that has not left", async () => {
    probe();
    load.mockResolvedValue({ handOffHere: handOffHere.mockReturnValue(new Promise(() => {})) }); // stalled
    const link = signUpLink();
    const now = vi.spyOn(Date, "now").mockReturnValue(1_000_000);
    press(link);
    now.mockReturnValue(1_000_000 + PRESS_AGAIN_MS - 1);
    press(link);
    expect(follow).not.toHaveBeenCalled();
    now.mockReturnValue(1_000_000 + PRESS_AGAIN_MS);
    expect(press(link).prevented).toBe(true);
    expect(follow).toHaveBeenCalledWith(link.href);
  });

  it.each([
    ["a new tab", { ctrlKey: true }],
    ["a new window", { shiftKey: true }],
    ["the middle button", { button: 1 }],
  ])("leaves %s to the browser", (_, init) => {
    probe();
    expect(press(signUpLink(), init).prevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it.each([
    ["a session to restore", () => localStorage.setItem("signedIn", "true")],
    [
      "a login to complete",
      () => sessionStorage.setItem("pendingLoginCallback", "http://localhost/pricing?code=1&state=2"),
    ],
  ])(
    "before the app runs, leaves the press to /signup when there is %s; once it runs, the app takes it",
    async (_, given) => {
      probe();
      given();
      expect(press(signUpLink()).prevented).toBe(false);
      const app = vi.fn<HandOffModule["handOffHere"]>(async () => undefined);
      const answer = (event: Event) => ((event as CustomEvent<AppHandOffRequest>).detail.handOff = app);
      window.addEventListener(APP_HAND_OFF_EVENT, answer);
      const link = signUpLink();
      expect(press(link).prevented).toBe(true);
      window.removeEventListener(APP_HAND_OFF_EVENT, answer);
      await vi.waitFor(() => expect(app).toHaveBeenCalledWith(link.href, expect.any(Promise)));
      expect(load).not.toHaveBeenCalled();
    },
  );
});
