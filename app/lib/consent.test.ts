import { afterEach, describe, expect, it } from "vitest";
import { consentPendingScript, consentStartupCalls } from "./consent";

const pending = () => document.documentElement.hasAttribute("data-consent-pending");
const runBootPart = () => new Function(consentPendingScript("analyticsConsent"))();

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("data-consent-pending");
});

describe("consent", () => {
  it("the boot script shows the banner until the visitor has chosen", () => {
    runBootPart();
    expect(pending()).toBe(true);
  });

  it.each(["granted", "denied"])("the boot script hides the banner after '%s'", (choice) => {
    localStorage.setItem("analyticsConsent", choice);
    runBootPart();
    expect(pending()).toBe(false);
  });

  it("a garbage stored choice counts as no choice", () => {
    localStorage.setItem("analyticsConsent", "maybe");
    runBootPart();
    expect(pending()).toBe(true);
  });

  it("defaults to denied where consent is required", () => {
    expect(consentStartupCalls()).toEqual([
      ["consent", "default", expect.objectContaining({ analytics_storage: "denied", wait_for_update: 500 })],
    ]);
  });
});
