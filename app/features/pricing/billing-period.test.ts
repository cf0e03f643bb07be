// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { billingPeriodIn, keepBillingPeriod, writeBillingPeriod } from "./billing-period";

const radios = () =>
  `<fieldset><input type="radio" name="billing-period" value="monthly" checked><input type="radio" name="billing-period" value="annual"></fieldset>`;
const checked = () => document.querySelector<HTMLInputElement>('input[name="billing-period"]:checked')?.value;
const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

afterEach(() => {
  document.body.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("the billing period in the address", () => {
  it("reads annual from ?billing=annual, and anything else as monthly", () => {
    expect(billingPeriodIn("?billing=annual")).toBe("annual");
    for (const search of ["", "?billing=monthly", "?billing=ANNUAL", "?billing=", "?other=annual"]) {
      expect(billingPeriodIn(search)).toBe("monthly");
    }
  });

  it("writes a period into the address, keeping the rest of it and the history entry's state", () => {
    window.history.replaceState({ idx: 3 }, "", "/pricing?utm_source=mail#faq");
    writeBillingPeriod("annual");
    expect(address()).toBe("/pricing?utm_source=mail&billing=annual#faq");
    expect(window.history.state).toEqual({ idx: 3 });
    writeBillingPeriod("monthly");
    expect(address()).toBe("/pricing?utm_source=mail#faq");
  });

  it("puts the period in place of a spent login callback's address", () => {
    window.history.replaceState(null, "", "/de/pricing?code=abc&state=xyz");
    writeBillingPeriod("annual", window.location.pathname);
    expect(address()).toBe("/de/pricing?billing=annual");
  });
});

describe("the pricing page's inline script", () => {
  it("shows the period the address names, and writes each change of the radios into the address", () => {
    window.history.replaceState({ idx: 3 }, "", "/pricing?billing=annual&utm_source=mail");
    document.body.innerHTML = radios(); // the script runs just after the radios
    keepBillingPeriod();
    expect(checked()).toBe("annual");

    document.querySelector<HTMLInputElement>('input[value="monthly"]')!.click();
    expect(address()).toBe("/pricing?utm_source=mail");
    expect(window.history.state).toEqual({ idx: 3 });
    document.querySelector<HTMLInputElement>('input[value="annual"]')!.click();
    expect(address()).toBe("/pricing?utm_source=mail&billing=annual");
  });

  it("shows the address's period again when the page comes back from the back/forward cache", () => {
    window.history.replaceState(null, "", "/pricing");
    document.body.innerHTML = radios();
    keepBillingPeriod();
    expect(checked()).toBe("monthly");
    window.history.replaceState(null, "", "/pricing?billing=annual");
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(checked()).toBe("annual");
  });
});
