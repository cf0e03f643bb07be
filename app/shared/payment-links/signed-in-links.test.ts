// @vitest-environment jsdom
// A paywall link's way for signed-in people, as the boot script keeps it (payment-link-control.ts):
// never a payment link for somebody who is or may be signed in.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "~/shared/analytics/analytics-events";
import { installPageControls } from "~/shared/page/page-controls";
import { paymentLink, paymentLinkControl, watchPaymentLinks } from "./payment-link-control";
import { attributes, mount, press } from "../../../testing/app/page-presses";

const PAYMENT_LINK = "http://localhost:3001/checkout/paywall-monthly";
const unlock = analyticsEvents.clickedUnlock("monthly", "tsla", 4.99, "USD");
const unlocks = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((c) => c[1] === "Clicked Unlock");

beforeAll(() => {
  const settings = { measurementId: undefined, consentRequired: false };
  installPageControls([paymentLinkControl(settings)]);
  watchPaymentLinks(settings);
});

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
  delete window.dataLayer;
});

describe("a research link", () => {
  it("point a signed-in visitor at the site's own checkout, from any tab, and back at the payment link once nobody is", async () => {
    const signedIn = { href: "/signup?from=paywall&plan=paywall-monthly", paymentHref: PAYMENT_LINK };
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0)); // the observer's callback
    // A session to restore (another tab signed in, the browser restarted): no payment link, even in a new tab.
    localStorage.setItem("signedIn", "true");
    const link = mount(
      `<a href="${PAYMENT_LINK}" ${attributes(paymentLink(unlock, { signedIn }))}>Monthly</a>`,
    ) as HTMLAnchorElement;
    press(link, { ctrlKey: true });
    expect(link.getAttribute("href")).toBe(signedIn.href);
    // The session turned out to be gone: the payment link, attributed, as for anyone.
    localStorage.removeItem("signedIn");
    press(link, { ctrlKey: true });
    expect(new URL(link.href).pathname).toBe("/checkout/paywall-monthly");
    expect(new URL(link.href).searchParams.get("client_reference_id")).toMatch(/^[A-Za-z0-9]{9}_/);
    // The app knows the person: their own checkout again, with nothing of theirs in a payment link.
    link.setAttribute("data-person-known", "");
    await settled();
    expect(link.getAttribute("href")).toBe(signedIn.href);
    press(link);
    expect(unlocks()).toHaveLength(1);
    expect(link.getAttribute("href")).toBe(signedIn.href);
  });
});
