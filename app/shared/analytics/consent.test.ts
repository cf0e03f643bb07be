// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { consentPending, consentStartupCalls } from "./consent";

afterEach(() => localStorage.clear());

describe("consent", () => {
  it("is pending until the visitor has chosen, where it is required", () => {
    expect(consentPending(true)).toBe(true);
    expect(consentPending(false)).toBe(false);
  });

  it.each(["granted", "denied"])("is no longer pending after '%s'", (choice) => {
    localStorage.setItem("analyticsConsent", choice);
    expect(consentPending(true)).toBe(false);
  });

  it("a garbage stored choice counts as no choice", () => {
    localStorage.setItem("analyticsConsent", "maybe");
    expect(consentPending(true)).toBe(true);
  });

  it("defaults to denied where consent is required, granted where it is not", () => {
    expect(consentStartupCalls(true)).toEqual([
      ["consent", "default", expect.objectContaining({ analytics_storage: "denied", wait_for_update: 500 })],
    ]);
    expect(consentStartupCalls(false)).toEqual([
      ["consent", "default", expect.objectContaining({ analytics_storage: "granted" })],
    ]);
  });

  it("replays an earlier visit's choice right after the default", () => {
    localStorage.setItem("analyticsConsent", "granted");
    expect(consentStartupCalls(true)[1]).toEqual([
      "consent",
      "update",
      expect.objectContaining({ analytics_storage: "granted" }),
    ]);
  });

  it("grants analytics only: the ad signals stay denied whatever the answer or the setting", () => {
    localStorage.setItem("analyticsConsent", "granted");
    const ads = { ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" };
    for (const call of [...consentStartupCalls(true), ...consentStartupCalls(false)]) {
      expect(call[2]).toEqual(expect.objectContaining(ads));
    }
  });
});
