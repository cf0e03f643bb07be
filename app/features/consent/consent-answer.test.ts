// @vitest-environment jsdom
// An answer to the banner on a page with payment links (the paywall): the links carry the answer
// at once (payment-link-control.ts listens for it), so a checkout reports the payment as the visitor
// chose; on a page without any, the consent's part needs none of the payment links' code.
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { analyticsEvents } from "~/shared/analytics/analytics-events";
import { storageKeys } from "~/shared/browser/storage";
import { installPageControls } from "~/shared/page/page-controls";
import { paymentLink, paymentLinkControl, watchPaymentLinks } from "~/shared/payment-links/payment-link-control";
import { attributes, mount, press } from "../../../testing/app/page-presses";
import { consentAnswer, consentControl } from "./boot";

const settings = { measurementId: undefined, consentRequired: true };
const unlock = analyticsEvents.clickedUnlock("monthly", "tsla", 4.99, "USD");
const settled = () => new Promise((resolve) => setTimeout(resolve, 0)); // the observer's callback

beforeAll(() => {
  installPageControls([consentControl(), paymentLinkControl(settings)]);
  watchPaymentLinks(settings);
});

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
});

describe("an answer to the consent banner", () => {
  it.each([
    ["granted", "g"],
    ["denied", "d"],
  ] as const)("%s: the page's payment links carry it at once", async (choice, mark) => {
    localStorage.setItem(storageKeys.consent, choice === "granted" ? "denied" : "granted"); // an earlier answer
    mount(`<div>
      <a href="http://localhost:3001/checkout/paywall-monthly" ${attributes(paymentLink(unlock))}>Monthly</a>
      <button ${attributes(consentAnswer(choice))}>${choice}</button>
    </div>`);
    await settled();
    const link = document.querySelector("a")!;
    const reference = () => new URL(link.href).searchParams.get("client_reference_id");
    expect(reference()).toMatch(choice === "granted" ? /_d$/ : /_g$/);
    press(document.querySelector("button")!);
    expect(reference()).toMatch(new RegExp(`^[A-Za-z0-9]{9}_x_${mark}$`));
  });
});
