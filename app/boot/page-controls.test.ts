// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
// The page's controls as the boot script installs them (boot.ts): each feature's, behind the same listeners.
import { consentAnswer, consentControl } from "~/features/consent/boot";
import { languageChoice, languageChoiceControl } from "~/features/languages/boot";
import { sampleToggle, sampleToggleControl } from "~/features/song-sample/boot";
import { analyticsEvents } from "~/shared/analytics/analytics-events";
import { installPageControls } from "~/shared/page/page-controls";
import { paymentLink, paymentLinkControl, watchPaymentLinks } from "~/shared/payment-links/payment-link-control";
import { attributes, mount, press } from "../../testing/app/page-presses";

const PAYMENT_LINK = "http://localhost:3001/checkout/paywall-monthly";
/** What the song sample's control runs before its download: the boot script requests the app's code there. */
const beforeSampleDownload = vi.fn();
const unlock = analyticsEvents.clickedUnlock("monthly", "tsla", 24.9, "BRL");
const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
const unlocks = () => calls().filter((call) => call[1] === "Clicked Unlock");

beforeAll(() => {
  window.history.replaceState(null, "", "/play/tsla?utm_source=news");
  sessionStorage.setItem("arrivalUtm", JSON.stringify({ utm_source: "news" }));
  const settings = { measurementId: undefined, consentRequired: true };
  installPageControls([
    sampleToggleControl(beforeSampleDownload),
    consentControl(),
    languageChoiceControl,
    paymentLinkControl(settings),
  ]);
  watchPaymentLinks(settings);
});

afterEach(() => {
  document.body.innerHTML = "";
  delete window.dataLayer;
});

describe("payment links", () => {
  // Links in the prerendered page are attributed as they are parsed (the compiled boot script's
  // test, scripts/vite/); one the app has only just rendered, at the latest on the press.
  it("carry the visitor's id and campaign, also when opened in a new tab, which records nothing", () => {
    const link = mount(`<a href="${PAYMENT_LINK}" ${attributes(paymentLink(unlock))}>Monthly</a>`);
    press(link, { ctrlKey: true });
    const url = new URL((link as HTMLAnchorElement).href);
    expect(url.searchParams.get("client_reference_id")).toBe(`${localStorage.getItem("userId")}_x_d`);
    expect(url.searchParams.get("utm_source")).toBe("news");
    expect(unlocks()).toEqual([]);
  });

  it("carry the visitor's consent answer from the moment it is given", () => {
    localStorage.setItem("version", "C");
    const banner = mount(
      `<div><a href="${PAYMENT_LINK}" ${attributes(paymentLink(unlock))}>Monthly</a>` +
        `<button ${attributes(consentAnswer("granted"))}>Accept</button></div>`,
    );
    const link = banner.querySelector("a")!;
    const accept = banner.querySelector("button")!;
    press(link, { ctrlKey: true });
    const reference = () => new URL((link as HTMLAnchorElement).href).searchParams.get("client_reference_id");
    expect(reference()).toBe(`${localStorage.getItem("userId")}_C_d`);
    press(accept);
    expect(reference()).toBe(`${localStorage.getItem("userId")}_C_g`);
    localStorage.removeItem("version");
    localStorage.removeItem("analyticsConsent");
  });

  it("are attributed anew when the app renders a link anew (a plan link that becomes a payment link)", async () => {
    const link = mount(
      `<a href="/signup?from=pricing" ${attributes(paymentLink(undefined))}>Max</a>`,
    ) as HTMLAnchorElement;
    link.href = PAYMENT_LINK; // what React does when the link's href prop changes
    await new Promise((resolve) => setTimeout(resolve, 0)); // the observer's callback
    const url = new URL(link.href);
    expect(url.pathname).toBe("/checkout/paywall-monthly");
    expect(url.searchParams.get("client_reference_id")).toMatch(new RegExp(`^${localStorage.getItem("userId")}_`));
  });

  it("record 'Clicked Unlock' once on a press and let the browser leave; a second press does nothing", () => {
    const link = mount(`<a href="${PAYMENT_LINK}" ${attributes(paymentLink(unlock))}>Monthly</a>`);
    expect(press(link).defaultPrevented).toBe(true); // by the test's window listener, not the page's
    const second = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(true);
    expect(unlocks()).toEqual([
      [
        "event",
        "Clicked Unlock",
        expect.objectContaining({
          event_category: "Paywall",
          event_label: "Monthly tsla",
          value: 24.9,
          currency: "BRL",
        }),
      ],
    ]);
  });
});

describe("consent answers", () => {
  it("are stored, told to gtag and hide the banner at once", () => {
    document.documentElement.setAttribute("data-consent-pending", "");
    press(mount(`<button ${attributes(consentAnswer("granted"))}>Accept</button>`));
    expect(localStorage.getItem("analyticsConsent")).toBe("granted");
    expect(calls().at(-1)).toEqual(["consent", "update", expect.objectContaining({ analytics_storage: "granted" })]);
    expect(document.documentElement.hasAttribute("data-consent-pending")).toBe(false);
  });
});

describe("language links", () => {
  // The press itself is the e2e specs' (pricing-billing-period, language-choice): jsdom cannot navigate.
  it.each([
    ["held down by the middle button, for a new tab", new MouseEvent("pointerdown", { bubbles: true, button: 1 })],
    ["asked for their context menu, to be copied", new MouseEvent("contextmenu", { bubbles: true, button: 2 })],
  ])("take this page's query along when %s", (_, event) => {
    const link = mount(`<a href="/de/play/tsla" ${attributes(languageChoice("de"))}>Deutsch</a>`);
    link.dispatchEvent(event);
    expect(link.getAttribute("href")).toBe("/de/play/tsla?utm_source=news");
  });
});

describe("the song sample", () => {
  it("plays on a press and pauses on the next", () => {
    mount(`<div><button ${attributes(sampleToggle("sample"))}>Play</button><audio id="sample"></audio></div>`);
    const audio = document.querySelector("audio")!;
    let paused = true;
    vi.spyOn(audio, "paused", "get").mockImplementation(() => paused);
    const play = vi.spyOn(audio, "play").mockImplementation(async () => void (paused = false));
    const pause = vi.spyOn(audio, "pause").mockImplementation(() => void (paused = true));
    press(document.querySelector("button")!);
    expect(play).toHaveBeenCalledOnce();
    press(document.querySelector("button")!);
    expect(pause).toHaveBeenCalledOnce();
  });

  it("gets the app's code under way before the sound, and shows the press waiting until the sound starts", () => {
    mount(`<div><button ${attributes(sampleToggle("sample"))}>Play</button><audio id="sample"></audio></div>`);
    const audio = document.querySelector("audio")!;
    const button = document.querySelector("button")!;
    const order: string[] = [];
    beforeSampleDownload.mockImplementationOnce(() => order.push("app's code"));
    vi.spyOn(audio, "play").mockImplementation(async () => void order.push("sound"));
    press(button);
    expect(order).toEqual(["app's code", "sound"]);
    expect(button.getAttribute("aria-busy")).toBe("true");
    audio.dispatchEvent(new Event("playing"));
    expect(button.hasAttribute("aria-busy")).toBe(false);
  });

  // React's listener on the document stops a press it cannot dispatch while the page is hydrating.
  it("plays on a press that a listener on the document stops", () => {
    mount(`<div><button ${attributes(sampleToggle("sample"))}>Play</button><audio id="sample"></audio></div>`);
    const play = vi.spyOn(document.querySelector("audio")!, "play").mockResolvedValue(undefined);
    const stop = (event: Event) => event.stopPropagation();
    document.addEventListener("click", stop, { capture: true });
    try {
      press(document.querySelector("button")!);
    } finally {
      document.removeEventListener("click", stop, { capture: true });
    }
    expect(play).toHaveBeenCalledOnce();
  });
});
